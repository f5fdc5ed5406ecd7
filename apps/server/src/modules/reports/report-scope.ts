import type { ReportQuery } from '@sms/contract'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { isCalendarDate } from '../../kernel/list-query.ts'
import { rowsOf } from '../../kernel/rows.ts'
import { SHOP_ZONE_SQL, shopToday } from '../../kernel/shop-day.ts'
import { AppError } from '../../lib/errors.ts'
import { readerPrefersKhmer } from '../../lib/khmer-sort.ts'
import { assertStoreAccess, storesOf } from '../access/store-access.ts'
import type { Actor } from '../auth/auth.service.ts'

/** Five years at most in one report: a bigger range is a typo, not a question. */
const MAX_DAYS = 366 * 5

/** What every report query is given: the dates (shop calendar) and the stores the reader may see. */
export type ReportScope = {
  from: string
  to: string
  storeId: number | null
  stores: number[] | 'all'
  limit: number
  group: 'day' | 'week' | 'month'
  /**
   * The lowest and highest order id created in the days (null: none; undefined: not read yet, see
   * `withOrderIds`). Lines and payments are found by order id, so this range, taken first from the
   * `created_at` index, lets a month read a month of lines, not all of them. Only the reports that read lines
   * or payments pay for it: a year's min/max reads half the orders.
   */
  orderIds: { min: number; max: number } | null | undefined
  /** The reader reads Khmer: names in a report's own order (ties, lists of names) go in Khmer order. */
  khmerReader: boolean
}

/** The scope moved to other days (their order ids not read yet). */
export const rescope = (scope: ReportScope, days: { from: string; to: string }): ReportScope => ({
  ...scope,
  ...days,
  orderIds: undefined,
})

/** The scope with its days' order ids read (once: a scope that has them is returned as it is). */
export async function withOrderIds(db: Db, scope: ReportScope): Promise<ReportScope> {
  if (scope.orderIds !== undefined) return scope
  const [row] = rowsOf<{ min: unknown; max: unknown }>(
    // `offset 0` keeps the planner from answering min/max by walking the primary key and filtering each row by
    // date (0.4 s on two years); this reads the days' entries of `orders_created_idx` instead (10 ms a month).
    await db.execute(sql`select min(id) as min, max(id) as max
      from (select o.id from orders o where ${inDays(scope, sql`o.created_at`)} offset 0) x`),
  )
  const orderIds = row?.min == null ? null : { min: Number(row.min), max: Number(row.max) }
  return { ...scope, orderIds }
}

/** `column` (an order id) within the scope's orders: a bound the planner turns into an index range. */
export function inOrderIds(scope: ReportScope, column: SQL) {
  if (scope.orderIds === undefined) throw new Error('the order ids were not read: withOrderIds first')
  return scope.orderIds ? sql`${column} between ${scope.orderIds.min} and ${scope.orderIds.max}` : sql`false`
}

const dayMs = 86_400_000
const toDate = (day: string) => new Date(`${day}T00:00:00Z`)
const fromDate = (date: Date) => date.toISOString().slice(0, 10)
export const addDays = (day: string, days: number) => fromDate(new Date(toDate(day).getTime() + days * dayMs))
export const daysBetween = (from: string, to: string) =>
  Math.round((toDate(to).getTime() - toDate(from).getTime()) / dayMs) + 1

const badDate = (field: string, message: string, code: string) =>
  new AppError('BAD_REQUEST', message, { field }, { [field]: [code] })

/** `from`/`to` as shop calendar days: both required, real dates, in order, at most five years apart. */
export function parseRange(query: Pick<ReportQuery, 'from' | 'to'>) {
  for (const field of ['from', 'to'] as const) {
    const value = query[field]
    if (value === undefined || value === '') {
      throw badDate(field, `The report needs ${field}=YYYY-MM-DD.`, 'required')
    }
    if (!isCalendarDate(value)) {
      throw badDate(field, `${field} must be a calendar date as YYYY-MM-DD, not "${value}".`, 'date')
    }
  }
  const from = query.from as string
  const to = query.to as string
  if (from > to) throw badDate('to', `to (${to}) is before from (${from}).`, 'before_from')
  if (daysBetween(from, to) > MAX_DAYS) {
    throw badDate(
      'to',
      `from ${from} to ${to} is more than five years; choose a shorter range.`,
      'range_too_long',
    )
  }
  return { from, to }
}

/** The period of the same length just before: 1–31 March compares with the 31 days before. */
export function previousRange(from: string, to: string) {
  const days = daysBetween(from, to)
  return { from: addDays(from, -days), to: addDays(from, -1) }
}

/** Checks the store (403 outside the reader's stores) and resolves the stores the reader may see. */
export async function resolveScope(
  db: Db,
  actor: Actor,
  query: ReportQuery,
  dated: boolean,
  acceptLanguage: string | undefined,
): Promise<ReportScope> {
  const today = shopToday()
  const { from, to } = dated ? parseRange(query) : { from: query.from ?? today, to: query.to ?? today }
  if (query.store_id !== undefined) await assertStoreAccess(db, actor, query.store_id)
  const scope: ReportScope = {
    from,
    to,
    storeId: query.store_id ?? null,
    stores: await storesOf(db, actor),
    limit: query.limit ?? 100,
    group: query.group ?? 'day',
    orderIds: undefined,
    khmerReader: readerPrefersKhmer(acceptLanguage),
  }
  return scope
}

/** `column` among the stores of the scope: the one asked for, else every store the reader may see. */
export function inStores(scope: ReportScope, column: SQL): SQL {
  if (scope.storeId !== null) return sql`${column} = ${scope.storeId}`
  if (scope.stores === 'all') return sql`true`
  if (scope.stores.length === 0) return sql`false`
  return sql`${column} in (${sql.join(
    scope.stores.map((id) => sql`${id}`),
    sql`, `,
  )})`
}

/** `column` (a timestamptz) within the scope's days in the shop's time zone; the bounds are constants for the index. */
export function inDays(scope: Pick<ReportScope, 'from' | 'to'>, column: SQL): SQL {
  return sql`${column} >= (${scope.from}::date)::timestamp at time zone ${SHOP_ZONE_SQL}
    and ${column} < (${scope.to}::date + 1)::timestamp at time zone ${SHOP_ZONE_SQL}`
}

/** A sale that counts (SHARED-SCHEMA.md): approved and not cancelled. `o` is the orders alias. */
export const COUNTED_SALE = sql`o.approved_at is not null and o.stage <> 'cancelled'`

/** Money sums come back from SQL as text (bigint/numeric): numbers for JSON, exact below 2^53. */
export function numeric<T extends Record<string, unknown>>(rows: T[], keys: string[]): T[] {
  for (const row of rows) {
    for (const key of keys) {
      const value = row[key]
      if (value !== null && value !== undefined) (row as Record<string, unknown>)[key] = Number(value)
    }
  }
  return rows
}
