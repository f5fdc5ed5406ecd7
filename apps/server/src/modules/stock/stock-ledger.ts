import { type StockMovementKind, stockInsufficientMessage } from '@sms/contract'
import { eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { products, stockLevels, stockMovements } from '../../db/schema/index.ts'
import { rowsOf } from '../../kernel/rows.ts'
import { AppError } from '../../lib/errors.ts'
import type { DocumentContext } from '../documents/document.ts'
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
  if (unique.length === 0) return
  const list = sql.join(
    unique.map((k) => sql`(${k.store_id}::integer, ${k.product_id}::integer)`),
    sql`, `,
  )
  // Only the missing pairs are inserted: an insert that meets an existing row waits for every transaction that
  // changed it, so inserting rows that exist (the usual case) would queue behind other sales twice.
  await tx.execute(sql`
    insert into stock_levels (store_id, product_id)
    select v.store_id, v.product_id from (values ${list}) v(store_id, product_id)
    where not exists (select 1 from stock_levels l where l.store_id = v.store_id and l.product_id = v.product_id)
    on conflict do nothing`)
  await tx
    .select({ store_id: stockLevels.store_id })
    .from(stockLevels)
    .where(sql`(${stockLevels.store_id}, ${stockLevels.product_id}) in (${list})`)
    .orderBy(stockLevels.store_id, stockLevels.product_id)
    .for('update')
}

/** A level a document took below zero in a store that does not allow it. */
export type ShortLevel = ChangedLevel

type ChangedLevel = {
  store_id: number
  product_id: number
  lot_id: number | null
  on_hand: string
  available: string
  is_short: boolean
  crosses_low: boolean
}

/**
 * A product level that went from above its low-stock threshold (the store's own, else the product's) to at or
 * below it: the condition `recordLowStockAlerts` writes its alerts by, read on the updated row, so a sale that
 * crosses no threshold (nearly all) sends no alert statement at all.
 */
const crossesLow = sql`(d.delta < 0
  and l.on_hand - d.delta > coalesce(l.low_stock_threshold, p.low_stock_threshold)
  and l.on_hand <= coalesce(l.low_stock_threshold, p.low_stock_threshold))`

/**
 * Adds the movements' sums to their levels in SQL (exact decimals); `level` is the table and its key. A product
 * level's `updated_at` moves too: the till's catalogue delta finds changed stock by it.
 */
function applyDeltas(tx: Db, level: 'stock_levels' | 'stock_lot_levels', movementIds: SQL) {
  const isLot = level === 'stock_lot_levels'
  const key = isLot ? sql`store_id, product_id, lot_id` : sql`store_id, product_id`
  const match = isLot
    ? sql`l.store_id = d.store_id and l.lot_id = d.lot_id`
    : sql`l.store_id = d.store_id and l.product_id = d.product_id`
  return tx.execute(sql`
    with d as (
      select ${key}, sum(quantity) as delta from stock_movements where ${movementIds}
        ${isLot ? sql`and lot_id is not null` : sql``} group by ${key}
    )
    update ${sql.identifier(level)} l set on_hand = l.on_hand + d.delta
      ${isLot ? sql`` : sql`, updated_at = now()`}
    from d join stores s on s.id = d.store_id
      ${isLot ? sql`` : sql`join products p on p.id = d.product_id`}
    where ${match}
    returning l.store_id, l.product_id, ${isLot ? sql`l.lot_id` : sql`null::integer as lot_id`},
      l.on_hand::text as on_hand, (l.on_hand - d.delta)::text as available,
      (d.delta < 0 and l.on_hand < 0 and not s.allow_negative_stock) as is_short,
      ${isLot ? sql`false` : crossesLow} as crosses_low`)
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
  const inserted = await tx
    .insert(stockMovements)
    .values(movements.map((m) => ({ ...m, created_by: ctx.actor.id })))
    .returning({ id: stockMovements.id })
  const ids = inArray(
    stockMovements.id,
    inserted.map((row) => row.id),
  )
  const changed = rowsOf<ChangedLevel>(await applyDeltas(tx, 'stock_levels', ids))
  if (movements.some((m) => m.lot_id !== null)) {
    await tx.execute(sql`
      insert into stock_lot_levels (store_id, lot_id, product_id)
      select distinct store_id, lot_id, product_id from stock_movements where ${ids} and lot_id is not null
      on conflict do nothing`)
    changed.push(...rowsOf<ChangedLevel>(await applyDeltas(tx, 'stock_lot_levels', ids)))
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
