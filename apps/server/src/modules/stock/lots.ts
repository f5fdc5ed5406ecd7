import { and, eq, or } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { lots } from '../../db/schema/index.ts'

export type LotName = { product_id: number; lot_number: string; expiry_date: string | null }

/**
 * Finds or creates the named lots and returns their ids by `product_id:lot_number`. An existing lot keeps its
 * expiry date: the first receipt of a batch states it, later documents only refer to it.
 */
export async function resolveLots(tx: Db, names: LotName[]) {
  const ids = new Map<string, number>()
  if (names.length === 0) return ids
  // Sorted, so two documents creating the same new lots (in different stores) wait in one order, never a cycle.
  const sorted = [...names].sort(
    (a, b) =>
      a.product_id - b.product_id || (a.lot_number < b.lot_number ? -1 : a.lot_number > b.lot_number ? 1 : 0),
  )
  await tx
    .insert(lots)
    .values(
      sorted.map(({ product_id, lot_number, expiry_date }) => ({ product_id, lot_number, expiry_date })),
    )
    .onConflictDoNothing()
  const rows = await tx
    .select({ id: lots.id, product_id: lots.product_id, lot_number: lots.lot_number })
    .from(lots)
    .where(or(...names.map((n) => and(eq(lots.product_id, n.product_id), eq(lots.lot_number, n.lot_number)))))
  for (const row of rows) ids.set(lotKey(row.product_id, row.lot_number), row.id)
  return ids
}

export const lotKey = (productId: number, lotNumber: string) => `${productId}:${lotNumber}`
