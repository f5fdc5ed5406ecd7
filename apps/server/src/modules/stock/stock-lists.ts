import {
  type Stock,
  type StockAdjustment,
  type StockMovement,
  stockAdjustmentsResource,
  stockMovementsResource,
  stocksResource,
} from '@sms/contract'
import { inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { lots, products, stockAdjustments, stockMovements, stockOnHand } from '../../db/schema/index.ts'
import { type ListRequest, withIsoDates } from '../../kernel/list-page.ts'
import { withUserNames } from '../../kernel/user-names.ts'
import { listInStores } from '../access/store-access.ts'
import type { Actor } from '../auth/auth.service.ts'

/** On hand per store and product, or per lot for lot-tracked products, with the low-stock status. */
export const listStocks = (db: Db, actor: Actor, request: ListRequest) =>
  listInStores(db, actor, {
    source: stockOnHand,
    contract: stocksResource,
    request,
    present: (rows) => rows as Stock[],
    rowKey: ['store_id', 'product_id', 'lot_id'],
  })

type MovementRow = Omit<
  StockMovement,
  'created_by_name' | 'sku' | 'product_name_en' | 'product_name_kh' | 'lot_number'
>

/** The ledger, newest first unless sorted otherwise, each movement with its product, lot and author named. */
export async function listMovements(db: Db, actor: Actor, request: ListRequest) {
  const page = await listInStores(db, actor, {
    source: stockMovements,
    contract: stockMovementsResource,
    request,
    present: (rows) => rows.map(withIsoDates<MovementRow>),
  })
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
  const page = await listInStores(db, actor, {
    source: stockAdjustments,
    contract: stockAdjustmentsResource,
    request,
    present: (rows) =>
      rows.map(withIsoDates<Omit<StockAdjustment, 'lines' | 'created_by_name' | 'decided_by_name'>>),
  })
  return { ...page, data: await withUserNames(db, page.data, ['created_by', 'decided_by']) }
}
