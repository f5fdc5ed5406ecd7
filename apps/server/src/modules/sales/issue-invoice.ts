// Issuing an order's invoice inside a transaction: the buyer copied, the totals in riel, the gapless number.
// Here, below the back office, because a till sale issues its tax invoice in its own transaction.
import {
  centsToRiel,
  INVOICEABLE_STAGES,
  type InvoiceKind,
  type InvoiceParty,
  khrTotals,
} from '@sms/contract'
import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { customers, invoices } from '../../db/schema/index.ts'
import { AppError } from '../../lib/errors.ts'
import type { DocumentContext } from '../documents/document.ts'
import { addressText, readAddress } from '../parties/address-text.ts'
import { readSettings } from '../settings/settings.service.ts'
import { nextNumber, shopYear } from './document-numbers.ts'
import { assertApproved, emitChanged, moveStage, type OrderRow } from './order-row.ts'

/** The buyer as printed: the order's customer now, copied (a later edit of the customer changes no invoice). */
async function buyerOf(tx: Db, customerId: number | null): Promise<InvoiceParty | null> {
  if (customerId === null) return null
  const [c] = await tx
    .select()
    .from(customers)
    .where(and(eq(customers.id, customerId), isNull(customers.deleted_at)))
  if (!c) return null
  // The whole address, village to province, in both languages of the invoice; not the street alone. A Khmer
  // address the customer's record spells out itself (decision 0030) wins over the one composed here.
  const address = await addressText(tx, readAddress(c, ''))
  return {
    name: c.name,
    name_kh: c.name_kh,
    address: address?.en ?? null,
    address_kh: c.address_kh ?? address?.kh ?? null,
    phone: c.phone,
    vat_number: c.vat_number,
    caminvoice_id: c.caminvoice_id,
  }
}

/** SALES.md's KHR figures for an invoice: total and VAT converted apart at the order's rate, subtotal by subtraction. */
export function invoiceTotals(order: Pick<OrderRow, 'total_usd' | 'vat_usd' | 'rate'>) {
  return {
    subtotal_usd: order.total_usd - order.vat_usd,
    vat_usd: order.vat_usd,
    total_usd: order.total_usd,
    ...khrTotals(centsToRiel(order.total_usd, order.rate), centsToRiel(order.vat_usd, order.rate)),
  }
}

/**
 * Issues the order's invoice in the caller's transaction (the route's, or the till sale's own): tax when the
 * customer has a VAT number (or asked for and refused without one), else commercial; numbered `INV-2026-…`
 * gapless shop-wide (taken last); the order moves to `issued`. One invoice per order, never changed.
 */
export async function issueInvoiceIn(
  tx: Db,
  ctx: DocumentContext,
  order: OrderRow,
  kind: InvoiceKind | undefined,
) {
  assertApproved(order)
  const [existing] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.order_id, order.id))
  if (existing)
    throw new AppError('INVOICE_EXISTS', 'This order already has its invoice.', { id: existing.id })
  if (!INVOICEABLE_STAGES.includes(order.stage)) {
    throw new AppError('INVALID_TRANSITION', `An order cannot be invoiced while ${order.stage}.`, {
      from: order.stage,
      to: 'issued',
      allowed: [],
    })
  }
  const buyer = await buyerOf(tx, order.customer_id)
  const chosen: InvoiceKind = kind ?? (buyer?.vat_number ? 'tax' : 'commercial')
  if (chosen === 'tax' && !buyer?.vat_number) {
    throw new AppError('VAT_NUMBER_REQUIRED', 'A tax invoice needs a customer with a VAT number.', {
      customer_id: order.customer_id,
    })
  }
  const settings = await readSettings(tx)
  const seller: InvoiceParty = {
    name: settings.legal_name_en,
    name_kh: settings.legal_name_kh,
    address: settings.address,
    phone: settings.phone,
    vat_number: settings.vat_number,
    address_kh: settings.address_kh,
    caminvoice_id: settings.caminvoice_id,
  }
  await moveStage(tx, ctx.actor, order, 'issued', null)
  const number = await nextNumber(tx, 'tax_invoice', 0, shopYear())
  const [row] = await tx
    .insert(invoices)
    .values({
      number,
      order_id: order.id,
      kind: chosen,
      rate: order.rate,
      seller,
      buyer,
      ...invoiceTotals(order),
      issued_by: ctx.actor.id,
    })
    .returning()
  if (!row) throw new Error('invoice insert returned nothing')
  await emitChanged(tx, ctx, order.id, 'invoiced')
  return row
}
