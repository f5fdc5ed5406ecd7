import type { UblMonthQuery } from '@sms/contract'
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm'
import { zipSync } from 'fflate'
import type { Db } from '../../db/client.ts'
import { invoices, orderReturns, orders } from '../../db/schema/index.ts'
import { findById } from '../../kernel/find-by-id.ts'
import { AppError, notFound } from '../../lib/errors.ts'
import { assertStoreAccess, storesOf } from '../access/store-access.ts'
import type { Actor } from '../auth/auth.service.ts'
import { creditNoteFiles, invoiceFiles, type UblFile } from './ubl-sources.ts'

/** `GET /api/invoices/{id}/ubl` (invoices.view): one invoice as UBL, for a store the user works in. */
export async function invoiceUbl(db: Db, actor: Actor, id: number): Promise<UblFile> {
  const row = await findById(db, invoices, id, { resource: 'invoices' })
  const order = await findById(db, orders, row.order_id, { resource: 'orders' })
  await assertStoreAccess(db, actor, order.store_id)
  const [file] = await invoiceFiles(db, [row])
  if (!file) throw notFound('invoices', id)
  return file
}

/** `GET /api/credit-notes/{id}/ubl` (invoices.view): one credit note as UBL. */
export async function creditNoteUbl(db: Db, actor: Actor, id: number): Promise<UblFile> {
  const row = await findById(db, orderReturns, id, { resource: 'credit-notes' })
  await assertStoreAccess(db, actor, row.store_id)
  const [file] = await creditNoteFiles(db, [row])
  if (!file) throw notFound('credit-notes', id)
  return file
}

/** The month's bounds in Phnom Penh, which keeps UTC+7 all year (Cambodia has no daylight saving). */
function monthBounds(month: string) {
  const [year, m] = month.split('-').map(Number) as [number, number]
  const start = (y: number, mm: number) => new Date(Date.UTC(y, mm - 1, 1) - 7 * 3_600_000)
  return { from: start(year, m), to: m === 12 ? start(year + 1, 1) : start(year, m + 1) }
}

/**
 * `GET /api/invoices/ubl.zip` (invoices.list): the month's invoices and credit notes of the user's stores (or of
 * the one asked for) as one ZIP of UBL files, in number order. An empty month answers 404 `UBL_MONTH_EMPTY`.
 */
export async function monthZip(db: Db, actor: Actor, query: UblMonthQuery) {
  if (query.store_id !== undefined) await assertStoreAccess(db, actor, query.store_id)
  const allowed = query.store_id !== undefined ? [query.store_id] : await storesOf(db, actor)
  const { from, to } = monthBounds(query.month)
  const inStores = (column: typeof orders.store_id | typeof orderReturns.store_id) =>
    allowed === 'all' ? undefined : inArray(column, allowed.length ? allowed : [0])
  const invoiceRows = await db
    .select({ invoice: invoices })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.order_id))
    .where(and(gte(invoices.issued_at, from), lt(invoices.issued_at, to), inStores(orders.store_id)))
    .orderBy(asc(invoices.number))
  const noteRows = await db
    .select()
    .from(orderReturns)
    .where(
      and(
        gte(orderReturns.created_at, from),
        lt(orderReturns.created_at, to),
        inStores(orderReturns.store_id),
      ),
    )
    .orderBy(asc(orderReturns.number))
  if (invoiceRows.length === 0 && noteRows.length === 0) {
    throw new AppError('UBL_MONTH_EMPTY', `There are no invoices or credit notes in ${query.month}.`, {
      month: query.month,
    })
  }
  const files = [
    ...(await invoiceFiles(
      db,
      invoiceRows.map((r) => r.invoice),
    )),
    ...(await creditNoteFiles(db, noteRows)),
  ]
  const entries = Object.fromEntries(files.map((f) => [f.name, new TextEncoder().encode(f.xml)]))
  return { name: `ubl-${query.month}.zip`, zip: zipSync(entries, { level: 6 }) }
}
