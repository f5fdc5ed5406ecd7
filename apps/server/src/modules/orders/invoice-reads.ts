import {
  type CreditNoteSummary,
  creditNotesResource,
  type Invoice,
  type InvoiceParty,
  type InvoiceSummary,
  invoicesResource,
} from '@sms/contract'
import { asc, eq, inArray, sql } from 'drizzle-orm'
import { bigint, integer, jsonb, numeric, pgView, text, timestamp } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import { invoices, orderLines, orderReturns, orders } from '../../db/schema/index.ts'
import { findById } from '../../kernel/find-by-id.ts'
import type { ListRequest } from '../../kernel/list-page.ts'
import { withUserNames } from '../../kernel/user-names.ts'
import { notFound } from '../../lib/errors.ts'
import { assertStoreAccess, listInStores } from '../access/store-access.ts'
import type { Actor } from '../auth/auth.service.ts'
import { presentOrder } from '../sales/order-reads.ts'
import { orderTaxesOf } from '../taxes/order-taxes.ts'
import { presentCreditNotes, presentInvoices } from './order-detail.ts'

const money = (name: string) => bigint(name, { mode: 'number' })

/** Invoices with their order's store and number, computed per request (`WITH invoice_list`, no migration). */
const invoiceList = pgView('invoice_list', {
  id: integer('id').notNull(),
  number: text('number').notNull(),
  order_id: integer('order_id').notNull(),
  order_number: text('order_number'),
  store_id: integer('store_id').notNull(),
  kind: text('kind', { enum: ['tax', 'commercial'] }).notNull(),
  rate: numeric('rate', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  seller: jsonb('seller').$type<InvoiceParty>().notNull(),
  buyer: jsonb('buyer').$type<InvoiceParty | null>(),
  subtotal_usd: money('subtotal_usd').notNull(),
  vat_usd: money('vat_usd').notNull(),
  total_usd: money('total_usd').notNull(),
  total_khr: money('total_khr').notNull(),
  vat_khr: money('vat_khr').notNull(),
  subtotal_khr: money('subtotal_khr').notNull(),
  issued_by: integer('issued_by'),
  issued_at: timestamp('issued_at', { withTimezone: true }).notNull(),
}).existing()

const invoiceListQuery = (db: Db) =>
  db.$with('invoice_list', {}).as(sql`
    select i.*, o.store_id, o.number as order_number from invoices i join orders o on o.id = i.order_id`)

/** `GET /api/invoices` (invoices.list): issued invoices of the user's stores. */
export async function listInvoices(db: Db, actor: Actor, request: ListRequest) {
  const page = await listInStores(db, actor, {
    source: invoiceList,
    contract: invoicesResource,
    request,
    present: (rows) => rows as (typeof invoiceList.$inferSelect)[],
    cte: invoiceListQuery(db),
  })
  const named = await withUserNames(db, page.data, ['issued_by'])
  const data: InvoiceSummary[] = named.map(({ issued_at, ...row }) => ({
    ...row,
    rate: Number(row.rate),
    issued_at: new Date(issued_at).toISOString(),
  }))
  return { ...page, data }
}

/** `GET /api/invoices/{id}` (invoices.view): the invoice with the order's lines as sold, to print. */
export async function getInvoice(db: Db, actor: Actor, id: number): Promise<{ data: Invoice }> {
  const row = await findById(db, invoices, id, { resource: 'invoices' })
  const order = await findById(db, orders, row.order_id, { resource: 'orders' })
  await assertStoreAccess(db, actor, order.store_id)
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.order_id, order.id))
    .orderBy(asc(orderLines.line_no))
  const [summary] = await presentInvoices(db, [row], () => order)
  if (!summary) throw notFound('invoices', id)
  const taxes = await orderTaxesOf(db, order.id)
  const data = {
    ...summary,
    lines: presentOrder(order, lines, [], taxes).lines,
    vat_rate: order.vat_rate,
    prices_include_vat: order.prices_include_vat,
    taxes,
  }
  return { data }
}

async function orderNumbers(db: Db, ids: number[]) {
  const rows = ids.length
    ? await db.select({ id: orders.id, number: orders.number }).from(orders).where(inArray(orders.id, ids))
    : []
  const byId = new Map(rows.map((r) => [r.id, r.number]))
  return (id: number) => byId.get(id) ?? null
}

/** `GET /api/credit-notes` (invoices.list): every credit note of the user's stores. */
export async function listCreditNotes(db: Db, actor: Actor, request: ListRequest) {
  const page = await listInStores(db, actor, {
    source: orderReturns,
    contract: creditNotesResource,
    request,
    present: (rows) => rows as (typeof orderReturns.$inferSelect)[],
  })
  const numberOf = await orderNumbers(
    db,
    page.data.map((r) => r.order_id),
  )
  const named = await withUserNames(db, page.data, ['created_by', 'approved_by'])
  const data: CreditNoteSummary[] = named.map(({ created_at, ...row }) => ({
    ...row,
    order_number: numberOf(row.order_id),
    created_at: created_at.toISOString(),
  }))
  return { ...page, data }
}

/** `GET /api/credit-notes/{id}` (invoices.view): one credit note with its lines and refunds. */
export async function getCreditNote(db: Db, actor: Actor, id: number) {
  const row = await findById(db, orderReturns, id, { resource: 'credit-notes' })
  await assertStoreAccess(db, actor, row.store_id)
  const [note] = await presentCreditNotes(db, [row], await orderNumbers(db, [row.order_id]))
  if (!note) throw notFound('credit-notes', id)
  return { data: note }
}
