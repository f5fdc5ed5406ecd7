import { inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { products } from '../../db/schema/index.ts'

/**
 * Updates the cost of every product on a receipt to the moving average over all stores:
 * `round((on hand before × old cost + Σ quantity × unit cost) / (on hand before + Σ quantity))`, in cents, in
 * SQL. On hand is the shop's: every store's level plus what is in transit between stores. When nothing (or less than nothing) was on hand, or the product had no cost, the receipt's own average
 * cost is the new cost: stock that is not there carries no value to average with.
 *
 * Call it after `lockStockLevels` and before the receipt's movements are posted (it reads the on-hand
 * quantities before them). The product rows are locked `FOR NO KEY UPDATE` in id order so two receipts of the
 * same product (in any stores) average one after the other, while movements that only reference the product
 * (their foreign-key check takes `FOR KEY SHARE`) are not held up.
 */
export async function updateMovingAverageCost(tx: Db, receiptId: number, productIds: number[]) {
  if (productIds.length === 0) return
  await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, productIds))
    .orderBy(products.id)
    .for('no key update')
  await tx.execute(sql`
    with received as (
      select product_id, sum(quantity) as quantity, sum(quantity * unit_cost_usd) as value
      from stock_receipt_lines where receipt_id = ${receiptId} group by product_id
    ), held as (
      select product_id, sum(on_hand) as on_hand from (
        select product_id, on_hand from stock_levels where product_id in (select product_id from received)
        union all
        select i.product_id, i.quantity from stock_transfer_items i join stock_transfers t on t.id = i.transfer_id
        where t.status = 'in_transit' and i.product_id in (select product_id from received)
      ) owned group by product_id
    )
    update products p set cost_usd = case
        when coalesce(held.on_hand, 0) <= 0 or p.cost_usd is null then round(received.value / received.quantity)
        else round((held.on_hand * p.cost_usd + received.value) / (held.on_hand + received.quantity))
      end
    from received left join held on held.product_id = received.product_id
    where p.id = received.product_id`)
}
