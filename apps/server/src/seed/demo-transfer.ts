import { asc, eq, isNull } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { products, stockTransferLines, stockTransfers, users } from '../db/schema/index.ts'

/** What the Siem Reap branch asks of the Phnom Penh store: a few cartons of the first products. */
const QUANTITIES = [24, 12, 6]

/**
 * One open transfer between the demo shop's two stores, requested by the stock keeper and waiting for a
 * manager's approval, so the transfer screen has something to approve, dispatch and receive. It moves no
 * stock until dispatched, so it does not depend on the demo's stock.
 */
export async function seedDemoTransfer(db: Db, [fromStoreId, toStoreId]: number[]) {
  if (fromStoreId === undefined || toStoreId === undefined) return
  const [keeper] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'stock_keeper'))
  const picked = await db
    .select({ id: products.id })
    .from(products)
    .where(isNull(products.deleted_at))
    .orderBy(asc(products.id))
    .limit(QUANTITIES.length)
  const [transfer] = await db
    .insert(stockTransfers)
    .values({
      from_store_id: fromStoreId,
      to_store_id: toStoreId,
      status: 'requested',
      note: 'Weekend restock for Siem Reap',
      created_by: keeper?.id ?? null,
    })
    .returning({ id: stockTransfers.id })
  if (!transfer) throw new Error('demo transfer insert returned nothing')
  await db.insert(stockTransferLines).values(
    picked.map((product, i) => ({
      transfer_id: transfer.id,
      product_id: product.id,
      quantity: QUANTITIES[i] ?? 1,
    })),
  )
}
