import {
  type ResourceContract,
  type Stock,
  type StockAdjustment,
  type StockMovement,
  stockAdjustmentsResource,
  stockMovementsResource,
  stocksResource,
} from '@sms/contract'
import { and, count, inArray, type SQL, type WithSubquery } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import { lots, products, stockAdjustments, stockMovements, stockOnHand } from '../../db/schema/index.ts'
import { buildListQuery, type ListSource, type ParsedListQuery } from '../../lib/list-query.ts'
import type { Actor } from '../auth/auth.service.ts'
import { storesOf } from './store-access.ts'
import { withUserNames } from './user-names.ts'

export type ListRequest = { query: ParsedListQuery; acceptLanguage?: string }
export type Listed<Row> = { data: Row[]; meta: { page: number; per_page: number; total: number } }

/**
 * One page in the list convention, only from the stores the actor works in. A list computed per request (low
 * stock, expired stock) passes `cte`, a `WITH` query of the same name as its source view, declared
 * `.existing()` so it needs no database view (see low-stock.ts).
 */
export async function listPage<Row>(
  db: Db,
  actor: Actor,
  source: ListSource & { store_id: PgColumn },
  contract: ResourceContract,
  { query, acceptLanguage }: ListRequest,
  present: (row: Record<string, unknown>) => Row,
  rowKey?: string[],
  cte?: WithSubquery,
  /** A condition every row of this list meets (open orders waiting for approval), besides the store rule. */
  scope?: SQL,
): Promise<Listed<Row>> {
  const built = buildListQuery(contract, source, query, acceptLanguage, rowKey)
  const stores = await storesOf(db, actor)
  const visible: SQL | undefined =
    stores === 'all' ? undefined : inArray(source.store_id, stores.length ? stores : [0])
  const where = and(built.where, visible, scope)
  const from = () => (cte ? db.with(cte) : db)
  const rows = await from()
    .select()
    .from(source)
    .where(where)
    .orderBy(...built.orderBy)
    .limit(built.limit)
    .offset(built.offset)
  const [counted] = await from().select({ total: count() }).from(source).where(where)
  return {
    data: (rows as Record<string, unknown>[]).map(present),
    meta: { page: query.page, per_page: query.per_page, total: counted?.total ?? 0 },
  }
}

/** Timestamps as ISO strings, the form the contract promises. */
export const withIsoDates = <Row>(row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v])) as Row

/** On hand per store and product, or per lot for lot-tracked products, with the low-stock status. */
export const listStocks = (db: Db, actor: Actor, request: ListRequest) =>
  listPage(db, actor, stockOnHand, stocksResource, request, (row) => row as Stock, [
    'store_id',
    'product_id',
    'lot_id',
  ])

type MovementRow = Omit<
  StockMovement,
  'created_by_name' | 'sku' | 'product_name_en' | 'product_name_kh' | 'lot_number'
>

/** The ledger, newest first unless sorted otherwise, each movement with its product, lot and author named. */
export async function listMovements(db: Db, actor: Actor, request: ListRequest) {
  const page = await listPage(
    db,
    actor,
    stockMovements,
    stockMovementsResource,
    request,
    withIsoDates<MovementRow>,
  )
  const productIds = [...new Set(page.data.map((row) => row.product_id))]
  const lotIds = [...new Set(page.data.flatMap((row) => (row.lot_id === null ? [] : [row.lot_id])))]
  const [named, lotRows] = await Promise.all([
    productIds.length
      ? db
          .select({
            id: products.id,
            sku: products.sku,
            name_en: products.name_en,
            name_kh: products.name_kh,
          })
          .from(products)
          .where(inArray(products.id, productIds))
      : [],
    lotIds.length
      ? db.select({ id: lots.id, number: lots.lot_number }).from(lots).where(inArray(lots.id, lotIds))
      : [],
  ])
  const productOf = new Map(named.map((product) => [product.id, product]))
  const lotNumberOf = new Map(lotRows.map((lot) => [lot.id, lot.number]))
  const rows = page.data.map((row) => {
    const product = productOf.get(row.product_id)
    return {
      ...row,
      sku: product?.sku ?? '',
      product_name_en: product?.name_en ?? '',
      product_name_kh: product?.name_kh ?? null,
      lot_number: row.lot_id === null ? null : (lotNumberOf.get(row.lot_id) ?? null),
    }
  })
  return { ...page, data: await withUserNames(db, rows, ['created_by']) }
}

/** Adjustments without their lines; open one to see them. */
export async function listAdjustments(db: Db, actor: Actor, request: ListRequest) {
  const page = await listPage(
    db,
    actor,
    stockAdjustments,
    stockAdjustmentsResource,
    request,
    withIsoDates<Omit<StockAdjustment, 'lines' | 'created_by_name' | 'decided_by_name'>>,
  )
  return { ...page, data: await withUserNames(db, page.data, ['created_by', 'decided_by']) }
}
