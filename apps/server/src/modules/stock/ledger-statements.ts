// The ledger's two fixed statements, which every stock document (a till sale most often) sends: plain SQL
// prepared once per connection (decision 0045), whatever the number of lines.
import type { Db } from '../../db/client.ts'
import { prepared, runPrepared } from '../../db/prepared.ts'

/**
 * Creates the missing level rows at 0 and locks them all, in the order given (the caller sorts by store, then
 * product). `do update … where false` writes nothing but locks each row it meets, as `for update` would: one
 * round trip where an insert and a `select … for update` took two, and a sale waits for a concurrent one once.
 */
const LOCK_LEVELS = prepared(
  'ledger_lock_levels',
  `insert into stock_levels (store_id, product_id)
  select u.store_id, u.product_id from unnest($1::integer[], $2::integer[]) with ordinality as u(store_id, product_id, n)
  order by u.n
  on conflict (store_id, product_id) do update set on_hand = stock_levels.on_hand where false`,
)

export async function lockLevelRows(tx: Db, keys: { store_id: number; product_id: number }[]) {
  await runPrepared(tx, LOCK_LEVELS, [keys.map((k) => k.store_id), keys.map((k) => k.product_id)])
}

/**
 * Appends the movements and adds their sums to the product levels, in one statement. Each changed level says
 * whether it went below zero where the store does not allow it, and whether it crossed its low-stock threshold
 * (the store's own, else the product's) from above: the condition `recordLowStockAlerts` writes alerts by.
 */
const POST_MOVEMENTS = prepared(
  'ledger_post_movements',
  `with m as (
    insert into stock_movements
      (store_id, product_id, lot_id, quantity, kind, reason, document_type, document_id, created_by)
    select u.store_id, u.product_id, u.lot_id, u.quantity, u.kind, u.reason, u.document_type, u.document_id, $9
    from unnest($1::integer[], $2::integer[], $3::integer[], $4::numeric[], $5::text[], $6::text[], $7::text[],
      $8::integer[]) with ordinality as u(store_id, product_id, lot_id, quantity, kind, reason, document_type,
      document_id, n)
    order by u.n
    returning id, store_id, product_id, quantity
  ), d as (
    select store_id, product_id, sum(quantity) as delta from m group by store_id, product_id
  ), changed as (
    update stock_levels l set on_hand = l.on_hand + d.delta, updated_at = now()
    from d join stores s on s.id = d.store_id join products p on p.id = d.product_id
    where l.store_id = d.store_id and l.product_id = d.product_id
    returning l.store_id, l.product_id, null::integer as lot_id, l.on_hand::text as on_hand,
      (l.on_hand - d.delta)::text as available,
      (d.delta < 0 and l.on_hand < 0 and not s.allow_negative_stock) as is_short,
      (d.delta < 0
        and l.on_hand - d.delta > coalesce(l.low_stock_threshold, p.low_stock_threshold)
        and l.on_hand <= coalesce(l.low_stock_threshold, p.low_stock_threshold)) as crosses_low
  )
  select (select array_agg(id order by id) from m) as movement_ids,
    coalesce((select jsonb_agg(changed) from changed), '[]') as levels`,
)

export type MovementRow = {
  store_id: number
  product_id: number
  lot_id: number | null
  quantity: number
  kind: string
  reason: string | null
  document_type: string
  document_id: number
}

export type ChangedLevel = {
  store_id: number
  product_id: number
  lot_id: number | null
  on_hand: string
  available: string
  is_short: boolean
  crosses_low: boolean
}

/** Writes the movements and moves their product levels; answers the movements' ids and the changed levels. */
export async function insertMovements(tx: Db, movements: MovementRow[], createdBy: number) {
  const column = <K extends keyof MovementRow>(key: K) => movements.map((m) => m[key])
  const [row] = await runPrepared<{ movement_ids: number[]; levels: ChangedLevel[] }>(tx, POST_MOVEMENTS, [
    column('store_id'),
    column('product_id'),
    column('lot_id'),
    // Exact decimals: the quantity reaches SQL as the decimal text JSON carried (at most 3 places).
    movements.map((m) => String(m.quantity)),
    column('kind'),
    column('reason'),
    column('document_type'),
    column('document_id'),
    createdBy,
  ])
  return { movementIds: row?.movement_ids ?? [], levels: row?.levels ?? [] }
}
