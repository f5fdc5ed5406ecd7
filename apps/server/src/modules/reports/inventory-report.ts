import { INVENTORY_REPORTS } from '@sms/contract'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { rowsOf } from '../../kernel/rows.ts'
import { SHOP_ZONE_SQL, shopDaySql, shopTodaySql } from '../../kernel/shop-day.ts'
import { khmerSortKeyOf, nameOrder } from '../../lib/khmer-sort.ts'
import { inDays, inStores, type ReportScope } from './report-scope.ts'
import { movementsDrill, type Report, type Row, type Runner } from './report-table.ts'

const run = async (db: Db, query: SQL) => rowsOf<Row>(await db.execute(query))

/** Value at cost: the quantity times the product's moving average cost, to the cent (half up). */
const atCost = (quantity: SQL) => sql`round(${quantity} * coalesce(p.cost_usd, 0))`

const onHand: Runner = async (db, scope) => {
  const rows = await run(
    db,
    sql`select s.id as store_id, s.name_en as store, s.name_kh as store_km,
        count(*) filter (where sl.on_hand <> 0) as products,
        coalesce(sum(sl.on_hand), 0) as quantity, coalesce(sum(${atCost(sql`sl.on_hand`)}), 0) as value_usd
      from stock_levels sl join stores s on s.id = sl.store_id join products p on p.id = sl.product_id
      where ${inStores(scope, sql`sl.store_id`)} group by s.id order by value_usd desc`,
  )
  return { rows }
}

const movements: Runner = async (db, scope) => {
  const rows = await run(
    db,
    sql`select m.kind, coalesce(m.reason, '') as reason, count(*) as movements,
        coalesce(sum(m.quantity) filter (where m.quantity > 0), 0) as quantity_in,
        coalesce(-sum(m.quantity) filter (where m.quantity < 0), 0) as quantity_out
      from stock_movements m
      where ${inDays(scope, sql`m.created_at`)} and ${inStores(scope, sql`m.store_id`)}
      group by m.kind, m.reason order by m.kind, m.reason`,
  )
  return {
    rows,
    drill: rows.map((row) => movementsDrill(scope, { kind: row.kind, reason: row.reason || null })),
  }
}

/**
 * Stock that sold least in the period (dead: nothing), the most valuable first. The last sale and the last
 * receipt are looked up for the shown rows only, through the (store, product) index of the ledger.
 */
const slowStock: Runner = async (db, scope) => {
  const rows = await run(
    db,
    sql`with sold as (
        select m.store_id, m.product_id, -sum(m.quantity) as sold from stock_movements m
        where m.kind = 'sale' and ${inDays(scope, sql`m.created_at`)} and ${inStores(scope, sql`m.store_id`)}
        group by 1, 2
      ), shown as (
        select sl.store_id, sl.product_id, sl.on_hand, coalesce(x.sold, 0) as sold,
          ${atCost(sql`sl.on_hand`)} as value_usd, p.sku, p.name_en as product, p.name_kh as product_km
        from stock_levels sl join products p on p.id = sl.product_id
          left join sold x on x.store_id = sl.store_id and x.product_id = sl.product_id
        where sl.on_hand > 0 and ${inStores(scope, sql`sl.store_id`)}
        order by coalesce(x.sold, 0), value_usd desc, sl.product_id limit ${scope.limit}
      )
      select sh.*, s.name_en as store, s.name_kh as store_km,
        (select to_char(max(m.created_at) at time zone ${SHOP_ZONE_SQL}, 'YYYY-MM-DD') from stock_movements m
          where m.store_id = sh.store_id and m.product_id = sh.product_id and m.kind = 'sale') as last_sale,
        (select ${shopTodaySql} - ${shopDaySql(sql`max(m.created_at)`)}
          from stock_movements m where m.store_id = sh.store_id and m.product_id = sh.product_id
          and m.quantity > 0 and m.kind in ('receipt', 'transfer_in', 'adjustment')) as days_in_stock
      from shown sh join stores s on s.id = sh.store_id
      order by sh.sold, sh.value_usd desc, sh.product_id`,
  )
  return { rows, drill: rows.map((row) => movementsDrill(scope, { product_id: row.product_id })) }
}

const expiring: Runner = async (db, scope) => {
  const rows = await run(
    db,
    sql`select s.name_en as store, s.name_kh as store_km, p.sku, p.name_en as product, p.name_kh as product_km,
        l.lot_number as lot, to_char(l.expiry_date, 'YYYY-MM-DD') as expiry_date, ll.on_hand
      from stock_lot_levels ll join lots l on l.id = ll.lot_id join products p on p.id = ll.product_id
        join stores s on s.id = ll.store_id
      where ll.on_hand > 0 and l.expiry_date <= ${scope.to}::date and ${inStores(scope, sql`ll.store_id`)}
      order by l.expiry_date, ${nameOrder(scope.khmerReader, khmerSortKeyOf(sql`s.name_kh`), sql`s.name_en`)},
        ${nameOrder(scope.khmerReader, sql`p.name_kh_sort_key`, sql`p.name_en`)}, p.id limit ${scope.limit}`,
  )
  return { rows }
}

const inTransit: Runner = async (db, scope) => {
  const rows = await run(
    db,
    sql`select t.id as transfer, f.name_en as from_store, f.name_kh as from_store_km,
        d.name_en as to_store, d.name_kh as to_store_km,
        to_char(t.dispatched_at at time zone ${SHOP_ZONE_SQL}, 'YYYY-MM-DD') as dispatched_at,
        coalesce(sum(coalesce(tl.dispatched_quantity, tl.quantity)), 0) as quantity
      from stock_transfers t join stores f on f.id = t.from_store_id join stores d on d.id = t.to_store_id
        join stock_transfer_lines tl on tl.transfer_id = t.id
      where t.status = 'in_transit'
        and (${inStores(scope, sql`t.from_store_id`)} or ${inStores(scope, sql`t.to_store_id`)})
      group by t.id, f.id, d.id order by t.dispatched_at`,
  )
  return { rows }
}

const countDifferences: Runner = async (db, scope) => {
  const rows = await run(
    db,
    sql`select c.id as count, s.name_en as store, s.name_kh as store_km,
        to_char(c.posted_at at time zone ${SHOP_ZONE_SQL}, 'YYYY-MM-DD') as posted_at,
        count(*) filter (where cl.counted_quantity <> cl.expected_quantity) as lines,
        coalesce(sum(cl.counted_quantity - cl.expected_quantity), 0) as difference,
        coalesce(sum(round((cl.counted_quantity - cl.expected_quantity) * coalesce(cl.unit_cost_usd, 0))), 0)
          as value_usd
      from stock_counts c join stores s on s.id = c.store_id join stock_count_lines cl on cl.count_id = c.id
      where c.status = 'posted' and cl.counted_quantity is not null
        and ${inDays(scope, sql`c.posted_at`)} and ${inStores(scope, sql`c.store_id`)}
      group by c.id, s.id order by c.posted_at`,
  )
  return {
    rows,
    drill: rows.map((row) => movementsDrill(scope, { document_type: 'stock-count', document_id: row.count })),
  }
}

const RUNNERS: Record<string, Runner> = {
  'on-hand': onHand,
  movements,
  'slow-stock': slowStock,
  expiring,
  'in-transit': inTransit,
  'count-differences': countDifferences,
}

export const INVENTORY: Report[] = INVENTORY_REPORTS.map((definition) => ({
  area: 'inventory',
  definition,
  run: RUNNERS[definition.name] as Runner,
}))

export type { ReportScope }
