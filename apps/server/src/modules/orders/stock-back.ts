import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { stockMovements } from '../../db/schema/index.ts'
import type { DocumentContext } from '../documents/document.ts'
import { SALE_DOCUMENT_TYPE } from '../sales/sale-stock.ts'
import { fromMilli, type Milli, textToMilli } from '../stock/quantities.ts'
import { lockStockLevels, type Movement, postMovements } from '../stock/stock-ledger.ts'

/**
 * What of an order is still out of the store, per product and lot: its sale movements plus the returns
 * already booked against it (both carry the order as their document). The lot taken last comes first.
 */
async function outstandingLots(tx: Db, orderId: number, storeId: number) {
  const rows = await tx
    .select({
      product_id: stockMovements.product_id,
      lot_id: stockMovements.lot_id,
      out: sql<string>`(-sum(${stockMovements.quantity}))::text`,
      last: sql<number>`max(${stockMovements.id})`,
    })
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.document_type, SALE_DOCUMENT_TYPE),
        eq(stockMovements.document_id, orderId),
        eq(stockMovements.store_id, storeId),
      ),
    )
    .groupBy(stockMovements.product_id, stockMovements.lot_id)
    .orderBy(desc(sql`max(${stockMovements.id})`))
  return rows.map((row) => ({ ...row, out: textToMilli(row.out) })).filter((row) => row.out > 0)
}

/**
 * Puts goods of an order back into its store through the ledger (`return` movements), each to the lot it was
 * taken from: `quantities` per product in thousandths, or everything still out when null (a cancellation).
 * A quantity beyond what the order took of a product goes back without a lot (never happens when the caller
 * bounded it by what was sold).
 */
export async function returnStock(
  tx: Db,
  ctx: DocumentContext,
  order: { id: number; store_id: number },
  quantities: Map<number, Milli> | null,
  reason: string,
) {
  const lots = await outstandingLots(tx, order.id, order.store_id)
  const wanted = quantities ?? new Map<number, Milli>()
  if (quantities === null) {
    for (const lot of lots) wanted.set(lot.product_id, (wanted.get(lot.product_id) ?? 0) + lot.out)
  }
  if (wanted.size === 0) return
  await lockStockLevels(
    tx,
    [...wanted.keys()].map((product_id) => ({ store_id: order.store_id, product_id })),
  )
  const movements: Movement[] = []
  const movement = (product_id: number, lot_id: number | null, milli: Milli): Movement => ({
    store_id: order.store_id,
    product_id,
    lot_id,
    quantity: fromMilli(milli),
    kind: 'return',
    reason,
    document_type: SALE_DOCUMENT_TYPE,
    document_id: order.id,
  })
  for (const [productId, total] of wanted) {
    let left = total
    for (const lot of lots.filter((l) => l.product_id === productId)) {
      if (left <= 0) break
      const back = Math.min(left, lot.out)
      movements.push(movement(productId, lot.lot_id, back))
      left -= back
    }
    if (left > 0) movements.push(movement(productId, null, left))
  }
  await postMovements(tx, ctx, movements)
}
