import {
  type StockCountSummary,
  type StockTransferSummary,
  stockCountsResource,
  stockTransfersResource,
} from '@sms/contract'
import { and, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { stockCounts, stockTransfers } from '../../db/schema/index.ts'
import { type ListRequest, listPage, withIsoDates } from '../../kernel/list-page.ts'
import { withUserNames } from '../../kernel/user-names.ts'
import { AppError } from '../../lib/errors.ts'
import { listInStores, storesOf } from '../access/store-access.ts'
import type { Actor } from '../auth/auth.service.ts'
import { COUNT_PEOPLE } from './stock-count-reads.ts'
import { TRANSFER_PEOPLE } from './stock-transfers.service.ts'

const STORE_FILTER = /^filter\[store_id\]\[([a-zA-Z]+)\]$/

/**
 * `filter[store_id][equals]=s` means either end of the transfer: what leaves the store and what is on its
 * way to it. The transfers table has no single store column, so this filter is read here, not by the list
 * builder.
 */
function eitherStoreFilter(query: ListRequest['query']) {
  const rest: ListRequest['query'] = { ...query }
  const conditions: SQL[] = []
  for (const [key, raw] of Object.entries(query)) {
    const match = STORE_FILTER.exec(key)
    if (!match) continue
    delete rest[key]
    const id = Number(raw)
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647)
      throw new AppError('BAD_REQUEST', 'Invalid value for filter "store_id".', {
        field: 'store_id',
        value: raw,
      })
    const touches = sql`(${stockTransfers.from_store_id} = ${id} or ${stockTransfers.to_store_id} = ${id})`
    if (match[1] === 'equals') conditions.push(touches)
    else if (match[1] === 'notEquals') conditions.push(sql`not ${touches}`)
    else
      throw new AppError('BAD_REQUEST', `Match mode "${match[1]}" does not apply to "store_id".`, {
        field: 'store_id',
        mode: match[1],
      })
  }
  return { rest, conditions }
}

const touchesAny = (stores: number[]) =>
  or(inArray(stockTransfers.from_store_id, stores), inArray(stockTransfers.to_store_id, stores))

/** Transfers that leave or reach one of the actor's stores, without their lines; open one to see them. */
export async function listTransfers(db: Db, actor: Actor, { query, acceptLanguage }: ListRequest) {
  const { rest, conditions } = eitherStoreFilter(query)
  const stores = await storesOf(db, actor)
  const visible = stores === 'all' ? undefined : touchesAny(stores.length ? stores : [0])
  const page = await listPage(db, {
    source: stockTransfers,
    contract: stockTransfersResource,
    request: { query: rest, acceptLanguage },
    present: (rows) =>
      rows.map(withIsoDates<Omit<StockTransferSummary, `${(typeof TRANSFER_PEOPLE)[number]}_name`>>),
    where: and(visible, ...conditions),
  })
  return { ...page, data: await withUserNames(db, page.data, TRANSFER_PEOPLE) }
}

/** Counts of the actor's stores, without their lines. */
export async function listCounts(db: Db, actor: Actor, request: ListRequest) {
  const page = await listInStores(db, actor, {
    source: stockCounts,
    contract: stockCountsResource,
    request,
    present: (rows) =>
      rows.map(withIsoDates<Omit<StockCountSummary, `${(typeof COUNT_PEOPLE)[number]}_name`>>),
  })
  return { ...page, data: await withUserNames(db, page.data, COUNT_PEOPLE) }
}
