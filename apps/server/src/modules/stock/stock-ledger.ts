import { type StockMovementKind, stockInsufficientMessage } from '@sms/contract'
import { eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { products, stockMovements } from '../../db/schema/index.ts'
import { rowsOf } from '../../kernel/rows.ts'
import { AppError } from '../../lib/errors.ts'
import type { DocumentContext } from '../documents/document.ts'
import { type ChangedLevel, insertMovements, lockLevelRows } from './ledger-statements.ts'
import { recordLowStockAlerts } from './stock-alerts.ts'

export type StockKey = { store_id: number; product_id: number }

export type Movement = StockKey & {
  lot_id: number | null
  /** Signed, at most 3 decimals (validated by the contract); it reaches SQL as the decimal text JSON carried. */
  quantity: number
  kind: StockMovementKind
  reason: string | null
  document_type: string
  document_id: number
}

const byStoreThenProduct = (a: StockKey, b: StockKey) =>
  a.store_id - b.store_id || a.product_id - b.product_id

/**
 * Locks the level rows of these store/product pairs (creating missing ones at 0), always in (store, product)
 * order: two documents naming the same products in opposite line order then wait for each other at most once,
 * never in a cycle. Lot levels need no lock of their own: every writer holds their product's level first.
 */
export async function lockStockLevels(tx: Db, keys: StockKey[]) {
  const unique = [...new Map(keys.map((k) => [`${k.store_id}:${k.product_id}`, k])).values()].sort(
    byStoreThenProduct,
  )
  if (unique.length > 0) await lockLevelRows(tx, unique)
}

/** A level a document took below zero in a store that does not allow it. */
export type ShortLevel = ChangedLevel

/**
 * Adds the lot movements' sums to their lot levels in SQL (exact decimals). The product levels moved in the
 * movements' own statement (`insertMovements`); only lot-tracked stock comes here.
 */
function applyLotDeltas(tx: Db, movementIds: SQL) {
  return tx.execute(sql`
    with d as (
      select store_id, product_id, lot_id, sum(quantity) as delta from stock_movements
      where ${movementIds} and lot_id is not null group by store_id, product_id, lot_id
    )
    update stock_lot_levels l set on_hand = l.on_hand + d.delta
    from d join stores s on s.id = d.store_id
    where l.store_id = d.store_id and l.lot_id = d.lot_id
    returning l.store_id, l.product_id, l.lot_id, l.on_hand::text as on_hand, (l.on_hand - d.delta)::text as available,
      (d.delta < 0 and l.on_hand < 0 and not s.allow_negative_stock) as is_short, false as crosses_low`)
}

/** The spec's refusal: the whole document fails, naming the product, the store and what is there. */
export function stockInsufficient(
  product: { id: number; name: string },
  store_id: number,
  available: number,
  lot_id: number | null = null,
) {
  return new AppError('STOCK_INSUFFICIENT', stockInsufficientMessage(product.name), {
    product_id: product.id,
    product_name: product.name,
    store_id,
    ...(lot_id === null ? {} : { lot_id }),
    available: Math.max(0, available),
  })
}

async function refuseShort(tx: Db, short: ChangedLevel) {
  const [product] = await tx
    .select({ name: products.name_en })
    .from(products)
    .where(eq(products.id, short.product_id))
  const name = product?.name ?? String(short.product_id)
  throw stockInsufficient(
    { id: short.product_id, name },
    short.store_id,
    Number(short.available),
    short.lot_id,
  )
}

/**
 * Appends movements and moves their levels by the same amounts, in the caller's transaction, after
 * `lockStockLevels` locked every pair: so each level always equals the sum of its movements. A level (or lot)
 * that would go below zero in a store that does not allow it fails the whole document (STOCK_INSUFFICIENT),
 * unless `acceptShort` (a sale that already happened offline): then such levels are answered for flagging.
 */
export async function postMovements(
  tx: Db,
  ctx: DocumentContext,
  movements: Movement[],
  options: { acceptShort?: boolean } = {},
): Promise<ShortLevel[]> {
  if (movements.length === 0) return []
  const { movementIds, levels } = await insertMovements(tx, movements, ctx.actor.id)
  const changed = [...levels]
  if (movements.some((m) => m.lot_id !== null)) {
    const ids = inArray(stockMovements.id, movementIds)
    await tx.execute(sql`
      insert into stock_lot_levels (store_id, lot_id, product_id)
      select distinct store_id, lot_id, product_id from stock_movements where ${ids} and lot_id is not null
      on conflict do nothing`)
    changed.push(...rowsOf<ChangedLevel>(await applyLotDeltas(tx, ids)))
  }
  const short = changed.filter((level) => level.is_short)
  if (short[0] && !options.acceptShort) await refuseShort(tx, short[0])
  for (const level of changed) {
    ctx.emit({
      type: 'stock.changed',
      store_id: level.store_id,
      product_id: level.product_id,
      lot_id: level.lot_id,
      on_hand: Number(level.on_hand),
    })
  }
  // Only a product level that crossed its low-stock threshold can alert; the alert statement checks it again.
  await recordLowStockAlerts(
    tx,
    ctx,
    changed
      .filter((level) => level.lot_id === null && level.crosses_low)
      .map((level) => ({ ...level, before: level.available, after: level.on_hand })),
  )
  return short
}

/** Levels that differ from the sum of their movements (none, ever, unless something bypassed the ledger). */
export async function findLedgerDifferences(db: Db) {
  const result = await db.execute(sql`
    select coalesce(l.store_id, m.store_id) as store_id, coalesce(l.product_id, m.product_id) as product_id,
      null::integer as lot_id, l.on_hand::text as on_hand, m.total::text as movements
    from stock_levels l
    full join (select store_id, product_id, sum(quantity) as total from stock_movements group by 1, 2) m
      on m.store_id = l.store_id and m.product_id = l.product_id
    where coalesce(l.on_hand, 0) <> coalesce(m.total, 0)
    union all
    select coalesce(l.store_id, m.store_id), coalesce(l.product_id, m.product_id), coalesce(l.lot_id, m.lot_id),
      l.on_hand::text, m.total::text
    from stock_lot_levels l
    full join (
      select store_id, product_id, lot_id, sum(quantity) as total from stock_movements
      where lot_id is not null group by 1, 2, 3
    ) m on m.store_id = l.store_id and m.lot_id = l.lot_id
    where coalesce(l.on_hand, 0) <> coalesce(m.total, 0)`)
  return rowsOf<{
    store_id: number
    product_id: number
    lot_id: number | null
    on_hand: string | null
    movements: string | null
  }>(result)
}
