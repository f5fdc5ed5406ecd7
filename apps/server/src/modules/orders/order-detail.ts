import {
  type CreditNote,
  type InvoiceSummary,
  nextStages,
  type OrderDetail,
  rielToCentsUp,
} from '@sms/contract'
import { asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import {
  customers,
  invoices,
  orderLines,
  orderPayments,
  orderReturnLines,
  orderReturns,
  orderStageChanges,
  orders,
} from '../../db/schema/index.ts'
import { findById } from '../../kernel/find-by-id.ts'
import { withUserNames } from '../../kernel/user-names.ts'
import { notFound } from '../../lib/errors.ts'
import { assertStoreAccess } from '../access/store-access.ts'
import type { Actor } from '../auth/auth.service.ts'
import { addressText } from '../parties/address-text.ts'
import { presentOrder } from '../sales/order-reads.ts'
import { fromMilli, toMilli } from '../stock/quantities.ts'
import { orderTaxesOf } from '../taxes/order-taxes.ts'
import { readReturnTaxes } from '../taxes/return-taxes.ts'
import { dueOf, moneyOf, wasDelivered } from './order-state.ts'
import { rateSourceOf } from './rate-source.ts'

type PaymentRow = typeof orderPayments.$inferSelect
type InvoiceRow = typeof invoices.$inferSelect
type ReturnRow = typeof orderReturns.$inferSelect

const presentPayment = ({ order_id: _o, shift_id: _s, created_by: _c, created_at, ...row }: PaymentRow) => ({
  ...row,
  created_at: created_at.toISOString(),
})

/** An invoice header as the API shows it, with who issued it. */
export async function presentInvoices(
  db: Db,
  rows: InvoiceRow[],
  orderOf: (id: number) => { number: string | null; store_id: number },
): Promise<InvoiceSummary[]> {
  const named = await withUserNames(db, rows, ['issued_by'])
  return named.map(({ issued_at, issued_by_name, ...row }) => ({
    ...row,
    order_number: orderOf(row.order_id).number,
    store_id: orderOf(row.order_id).store_id,
    issued_by_name,
    issued_at: issued_at.toISOString(),
  }))
}

/** Credit notes with their lines and refund rows. */
export async function presentCreditNotes(
  db: Db,
  rows: ReturnRow[],
  orderNumber: (id: number) => string | null,
): Promise<CreditNote[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const lines = await db
    .select()
    .from(orderReturnLines)
    .where(inArray(orderReturnLines.return_id, ids))
    .orderBy(asc(orderReturnLines.id))
  const refunds = await db
    .select()
    .from(orderPayments)
    .where(inArray(orderPayments.return_id, ids))
    .orderBy(asc(orderPayments.id))
  const taxes = await readReturnTaxes(db, ids)
  const named = await withUserNames(db, rows, ['created_by', 'approved_by'])
  return named.map(({ created_at, ...row }) => ({
    ...row,
    order_number: orderNumber(row.order_id),
    created_at: created_at.toISOString(),
    lines: lines.filter((l) => l.return_id === row.id).map(({ return_id: _r, ...line }) => line),
    refunds: refunds.filter((p) => p.return_id === row.id).map(presentPayment),
    taxes: taxes.get(row.id) ?? [],
  }))
}

/**
 * The whole order for the back office: lines with what was returned of each, every payment row, credit
 * notes, stage history, the invoice, what is still due and where it may move next. Reads in the caller's
 * transaction when given one, so every action answers with the order as it committed.
 */
export async function loadOrderDetail(db: Db, id: number): Promise<OrderDetail> {
  const row = await findById(db, orders, id, { resource: 'orders' })
  const [lines, payments, returns, history, invoiceRows, money, delivered, rateSource] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.order_id, id)).orderBy(asc(orderLines.line_no)),
    db.select().from(orderPayments).where(eq(orderPayments.order_id, id)).orderBy(asc(orderPayments.id)),
    db.select().from(orderReturns).where(eq(orderReturns.order_id, id)).orderBy(asc(orderReturns.id)),
    db
      .select()
      .from(orderStageChanges)
      .where(eq(orderStageChanges.order_id, id))
      .orderBy(asc(orderStageChanges.id)),
    db.select().from(invoices).where(eq(invoices.order_id, id)),
    moneyOf(db, id),
    wasDelivered(db, row),
    rateSourceOf(db, row),
  ])
  const notes = await presentCreditNotes(db, returns, () => row.number)
  const returned = new Map<number, number>()
  for (const note of notes) {
    for (const line of note.lines) {
      returned.set(line.order_line_id, (returned.get(line.order_line_id) ?? 0) + toMilli(line.quantity))
    }
  }
  const [customer] = row.customer_id
    ? await db.select({ name: customers.name }).from(customers).where(eq(customers.id, row.customer_id))
    : []
  const [names] = await withUserNames(
    db,
    [{ cashier_id: row.cashier_id, approved_by: row.approved_by }],
    ['cashier_id', 'approved_by'],
  )
  const stageHistory = await withUserNames(db, history, ['created_by'])
  const [invoice] = await presentInvoices(db, invoiceRows, () => row)
  const base = presentOrder(row, lines, payments, await orderTaxesOf(db, id))
  const due = dueOf(row, money)
  return {
    ...base,
    lines: base.lines.map((line) => ({ ...line, returned_quantity: fromMilli(returned.get(line.id) ?? 0) })),
    tenders: payments.map(presentPayment),
    cashier_name: names?.cashier_id_name ?? null,
    customer_name: customer?.name ?? null,
    approved_by_name: names?.approved_by_name ?? null,
    shipping_address_text: await addressText(db, row.shipping_address),
    due_khr: due,
    due_usd: rielToCentsUp(due, row.rate),
    returns: notes,
    stage_history: stageHistory.map(({ order_id: _o, created_at, ...change }) => ({
      ...change,
      created_at: created_at.toISOString(),
    })),
    invoice: invoice ?? null,
    next_stages:
      row.approved_at === null && row.stage !== 'cancelled'
        ? ['cancelled']
        : [...nextStages(row.stage, delivered)],
    rate_source: rateSource,
  }
}

/** `GET /api/orders/{id}` for a user who works in the order's store. */
export async function getOrderDetail(db: Db, actor: Actor, id: number) {
  const [row] = await db.select({ store_id: orders.store_id }).from(orders).where(eq(orders.id, id))
  if (!row) throw notFound('orders', id)
  await assertStoreAccess(db, actor, row.store_id)
  return { data: await loadOrderDetail(db, id) }
}
