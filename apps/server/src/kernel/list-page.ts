import { LIST_COUNT_CAP, type ListContract } from '@sms/contract'
import { and, count, type SQL, sql, type WithSubquery } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { buildListQuery, type ListSource, type ParsedListQuery } from './list-query.ts'

export type ListRequest = { query: ParsedListQuery; acceptLanguage?: string }

/** A list's parsed query with the language the request asks for (names are sorted and answered in it). */
export const listRequestOf = (
  request: { headers: { 'accept-language'?: string } },
  query: ParsedListQuery,
): ListRequest => ({ query, acceptLanguage: request.headers['accept-language'] })
export type ListMeta = { page: number; per_page: number; total: number; total_capped?: true }
export type Listed<Row> = { data: Row[]; meta: ListMeta }

export type ListOptions<Row> = {
  /** The table or view the list reads. */
  source: ListSource
  contract: ListContract
  request: ListRequest
  /** The page's rows as the API shows them (one call per page, so a hook may read related records at once). */
  present: (rows: Record<string, unknown>[]) => Row[] | Promise<Row[]>
  /** The columns that make a row unique, the last sort key so pages never overlap; `id` unless told. */
  rowKey?: string[]
  /**
   * A list computed per request (low stock, expired stock) passes a `WITH` query of the same name as its
   * source, declared `.existing()` so it needs no database view (see stock/low-stock.ts).
   */
  cte?: WithSubquery
  /** A condition every row meets besides the request's filters: the actor's stores, a link filter, a scope. */
  where?: SQL
}

/**
 * The one list engine: a page in the list convention (filters, search, sort, paging as `buildListQuery`
 * reads them) and the total it belongs to: exact, or for a search exact up to `LIST_COUNT_CAP` (or the page
 * asked for) and beyond that `total_capped`. Store-scoped lists go through `listInStores` (modules/access).
 */
export async function listPage<Row>(db: Db, options: ListOptions<Row>): Promise<Listed<Row>> {
  const { source, contract, request, rowKey, cte } = options
  const { query, acceptLanguage } = request
  const built = buildListQuery(contract, source, query, acceptLanguage, rowKey)
  const where = and(built.where, options.where)
  const from = () => (cte ? db.with(cte) : db)
  const rows = await from()
    .select()
    .from(source)
    .where(where)
    .orderBy(...built.orderBy)
    .limit(built.limit)
    .offset(built.offset)
  // A search is counted no further than the cap or the page asked for, whichever is further: one row past it
  // says "more". A list without one (a table browsed, a filter picked) keeps its exact total, as the spec's
  // pages show it; it is the one-letter search that matched half the catalogue (issue 24).
  const searched = Boolean(query.q?.trim())
  const cap = searched ? Math.max(LIST_COUNT_CAP, built.offset + built.limit) : Number.POSITIVE_INFINITY
  const counted = from().select({ one: sql`1` }).from(source).where(where).$dynamic()
  const matching = (searched ? counted.limit(cap + 1) : counted).as('matching')
  const [row] = await db.select({ total: count() }).from(matching)
  const total = row?.total ?? 0
  return {
    data: await options.present(rows as Record<string, unknown>[]),
    meta: {
      page: query.page,
      per_page: query.per_page,
      ...(total > cap ? { total: cap, total_capped: true as const } : { total }),
    },
  }
}

/** Timestamps as ISO strings, the form the contract promises. */
export const withIsoDates = <Row>(row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v])) as Row
