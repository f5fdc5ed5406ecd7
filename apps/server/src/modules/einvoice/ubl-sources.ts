import type { DocumentTax, InvoiceParty } from '@sms/contract'
import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import {
  customers,
  invoices,
  orderLines,
  orderReturnLines,
  type orderReturns,
  orders,
} from '../../db/schema/index.ts'
import { readSettings } from '../settings/settings.service.ts'
import { readOrderTaxes } from '../taxes/order-taxes.ts'
import { readReturnTaxes } from '../taxes/return-taxes.ts'
import { type CreditedDocument, creditNoteXml, invoiceXml } from './ubl-documents.ts'
import type { UblLine } from './ubl-parts.ts'

type InvoiceRow = typeof invoices.$inferSelect
type NoteRow = typeof orderReturns.$inferSelect
type OrderRow = typeof orders.$inferSelect

/** One UBL file: its name in a ZIP and its XML. */
export type UblFile = { name: string; xml: string }

/**
 * A month's ZIP builds hundreds of documents (about 2 ms each): the event loop gets a turn every so many, so
 * the till's requests are not held up behind a download.
 */
const YIELD_EVERY = 50
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve))

function groupBy<T, K>(items: T[], key: (item: T) => K) {
  const groups = new Map<K, T[]>()
  for (const item of items) {
    const group = groups.get(key(item))
    if (group) group.push(item)
    else groups.set(key(item), [item])
  }
  return groups
}

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]))
const ordersOf = async (db: Db, ids: number[]) =>
  byId(ids.length ? await db.select().from(orders).where(inArray(orders.id, ids)) : [])

const asLine = (
  l: typeof orderLines.$inferSelect,
  quantity: number,
  amount: number,
  taxable: boolean,
  taxes: UblLine['taxes'],
) => ({
  sku: l.sku,
  name_en: l.name_en,
  name_kh: l.name_kh,
  unit_en: l.unit_en,
  quantity,
  amount_usd: amount,
  taxable,
  taxes,
})

/** The invoices' XML, each with the lines of its order as sold and the shop's VAT rate (as printed). */
export async function invoiceFiles(db: Db, rows: InvoiceRow[]): Promise<UblFile[]> {
  if (rows.length === 0) return []
  const orderOf = await ordersOf(
    db,
    rows.map((r) => r.order_id),
  )
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.order_id,
        rows.map((r) => r.order_id),
      ),
    )
    .orderBy(asc(orderLines.order_id), asc(orderLines.line_no))
  const linesOf = groupBy(lines, (l) => l.order_id)
  const taxesOf = await readOrderTaxes(
    db,
    rows.map((r) => r.order_id),
  )
  const files: UblFile[] = []
  for (const [i, row] of rows.entries()) {
    if (i > 0 && i % YIELD_EVERY === 0) await yieldToOthers()
    const order = orderOf.get(row.order_id) as OrderRow
    const ublLines: UblLine[] = (linesOf.get(row.order_id) ?? []).map((l) =>
      asLine(l, l.quantity, l.amount_usd, l.taxable, l.taxes),
    )
    const taxes = taxesOf.get(row.order_id) ?? []
    const xml = invoiceXml(
      {
        ...row,
        issuedAt: row.issued_at,
        rateDate: order.created_at,
        vatPercent: order.vat_rate,
        pricesIncludeVat: order.prices_include_vat,
        taxes,
        lines: ublLines,
      },
      row.kind,
    )
    files.push({ name: `${row.number}.xml`, xml })
  }
  return files
}

/** The seller and buyer of a credit note: its invoice's, or for a receipt's return the shop and customer now. */
async function partiesNow(
  db: Db,
  order: OrderRow,
): Promise<{ seller: InvoiceParty; buyer: InvoiceParty | null }> {
  const s = await readSettings(db)
  const seller = {
    name: s.legal_name_en,
    name_kh: s.legal_name_kh,
    address: s.address,
    address_kh: s.address_kh,
    phone: s.phone,
    vat_number: s.vat_number,
    caminvoice_id: s.caminvoice_id,
  }
  if (order.customer_id === null) return { seller, buyer: null }
  const [c] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, order.customer_id), isNull(customers.deleted_at)))
  const buyer = c && {
    name: c.name,
    name_kh: c.name_kh,
    address: c.address,
    address_kh: c.address_kh,
    phone: c.phone,
    vat_number: c.vat_number,
    caminvoice_id: c.caminvoice_id,
  }
  return { seller, buyer: buyer ?? null }
}

/** The credit notes' XML: their lines as credited, at their order's rate, referring to what they correct. */
export async function creditNoteFiles(db: Db, rows: NoteRow[]): Promise<UblFile[]> {
  if (rows.length === 0) return []
  const orderIds = rows.map((r) => r.order_id)
  const orderOf = await ordersOf(db, orderIds)
  const invoiceOf = new Map(
    (await db.select().from(invoices).where(inArray(invoices.order_id, orderIds))).map((i) => [
      i.order_id,
      i,
    ]),
  )
  const lines = await db
    .select({ credit: orderReturnLines, sold: orderLines })
    .from(orderReturnLines)
    .innerJoin(orderLines, eq(orderLines.id, orderReturnLines.order_line_id))
    .where(
      inArray(
        orderReturnLines.return_id,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(orderReturnLines.id))
  const taxesOf = await readReturnTaxes(
    db,
    rows.map((r) => r.id),
  )
  const files: UblFile[] = []
  const linesOf = groupBy(lines, (l) => l.credit.return_id)
  for (const [i, row] of rows.entries()) {
    if (i > 0 && i % YIELD_EVERY === 0) await yieldToOthers()
    const order = orderOf.get(row.order_id) as OrderRow
    const invoice = invoiceOf.get(row.order_id)
    const parties = invoice ? { seller: invoice.seller, buyer: invoice.buyer } : await partiesNow(db, order)
    const credited: CreditedDocument = invoice
      ? { number: invoice.number, issuedAt: invoice.issued_at, kind: 'invoice' }
      : { number: order.number ?? `#${order.id}`, issuedAt: order.created_at, kind: 'receipt' }
    // The other taxes as reversed, per line and per tax (decision 0047).
    const ublLines = (linesOf.get(row.id) ?? []).map((l) =>
      asLine(l.sold, l.credit.quantity, l.credit.amount_usd, l.credit.taxable, l.credit.taxes),
    )
    const taxes = taxesOf.get(row.id) ?? []
    const xml = creditNoteXml(
      {
        ...row,
        ...parties,
        issuedAt: row.created_at,
        rate: order.rate,
        rateDate: order.created_at,
        vatPercent: order.vat_rate,
        pricesIncludeVat: order.prices_include_vat,
        taxes,
        lines: ublLines.length ? ublLines : [wholeCredit(row, taxes, order.prices_include_vat)],
      },
      credited,
      row.reason,
    )
    files.push({ name: `${row.number}.xml`, xml })
  }
  return files
}

/**
 * A credit note without lines (an amount only) still needs one line in UBL: the whole amount, as a line of the
 * sale's mode would hold it (VAT inside or not, the taxes added on top outside), carrying the note's taxes.
 */
function wholeCredit(row: NoteRow, taxes: DocumentTax[], pricesIncludeVat: boolean): UblLine {
  const added = taxes.reduce((sum, t) => sum + (t.included ? 0 : t.amount_usd), 0)
  return {
    sku: row.number,
    name_en: 'Credit',
    name_kh: 'ឥណទាន',
    unit_en: null,
    quantity: 1,
    amount_usd: pricesIncludeVat ? row.total_usd : row.subtotal_usd - added,
    taxable: row.vat_usd !== 0,
    taxes,
  }
}
