import type { Dashboard } from '@sms/contract'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { rowsOf } from '../../kernel/rows.ts'
import { SHOP_ZONE_SQL, shopTodaySql } from '../../kernel/shop-day.ts'
import { expiryWarningDays } from '../settings/settings.service.ts'
import { inStores, type ReportScope, rescope, withOrderIds } from './report-scope.ts'
import { buildTable } from './report-table.ts'
import { salesWhere } from './sales-figures.ts'
import { SALES } from './sales-report.ts'
import { salesSummary, summaryAndTenders, topProductsAndCategories } from './sales-summary.ts'

const one = async (db: Db, query: SQL) => Number(rowsOf<{ n: unknown }>(await db.execute(query))[0]?.n ?? 0)
const report = (name: string) => SALES.find((r) => r.definition.name === name) as (typeof SALES)[number]

/**
 * The dashboard's tiles for today and the chosen period, for the stores the reader may see (or the one chosen).
 * Every figure comes from the same queries as the report it links to, except the top products and categories: one
 * scan of the lines gives both (the right-to-the-riel test holds them to the two reports).
 */
export async function buildDashboard(db: Db, scope: ReportScope, today: string): Promise<Dashboard> {
  // The order ids of today and of the period, read once for the line and payment queries below.
  const [day, period] = await Promise.all([
    withOrderIds(db, rescope(scope, { from: today, to: today })),
    withOrderIds(db, scope),
  ])
  // Independent queries, started together: on PostgreSQL each takes its own pooled connection, so a year's
  // line scans run side by side; PGlite has one connection and runs them one after another, as before.
  const [
    todaySummary,
    { summary: periodSummary, tenders },
    hours,
    tops,
    cashiers,
    low_stock,
    expiring_soon,
    transfers_to_receive,
    open_shifts,
  ] = await Promise.all([
    salesSummary(db, day),
    summaryAndTenders(db, period),
    db
      .execute(sql`select extract(hour from o.created_at at time zone ${SHOP_ZONE_SQL})::int as hour, count(*) as orders,
        sum(o.total_usd) as total_usd from orders o where ${salesWhere(scope)} group by 1 order by 1`)
      .then((result) => rowsOf<{ hour: unknown; orders: unknown; total_usd: unknown }>(result)),
    topProductsAndCategories(db, period),
    buildTable(db, { ...report('by-cashier'), compare: false }, day),
    one(
      db,
      sql`select count(*) as n from stock_levels l join products p on p.id = l.product_id
      where p.deleted_at is null and p.status and ${inStores(scope, sql`l.store_id`)}
        and l.on_hand <= coalesce(l.low_stock_threshold, p.low_stock_threshold)`,
    ),
    expiryWarningDays(db).then((window) =>
      one(
        db,
        sql`select count(*) as n from stock_lot_levels ll join lots l on l.id = ll.lot_id
      where ll.on_hand > 0 and ${inStores(scope, sql`ll.store_id`)}
        and l.expiry_date <= ${shopTodaySql} + ${window}::int`,
      ),
    ),
    one(
      db,
      sql`select count(*) as n from stock_transfers t where t.status = 'in_transit'
      and ${inStores(scope, sql`t.to_store_id`)}`,
    ),
    one(
      db,
      sql`select count(*) as n from shifts s where s.status = 'open' and ${inStores(scope, sql`s.store_id`)}`,
    ),
  ])
  const named = (row: (typeof tops)[number]) => ({
    name: row.name,
    name_km: row.name_km,
    amount_usd: Number(row.amount_usd),
  })
  return {
    today: todaySummary,
    period: periodSummary,
    from: scope.from,
    to: scope.to,
    by_hour: hours.map((h) => ({
      hour: Number(h.hour),
      orders: Number(h.orders),
      total_usd: Number(h.total_usd),
    })),
    top_products: tops.filter((row) => row.kind === 'product').map(named),
    top_categories: tops.filter((row) => row.kind === 'category').map(named),
    cashiers: cashiers.rows.map((row) => ({
      name: String(row.cashier ?? '—'),
      orders: Number(row.orders),
      total_usd: Number(row.total_usd),
    })),
    payment_mix: tenders.map((row) => ({
      method: row.method as Dashboard['payment_mix'][number]['method'],
      currency: row.currency as Dashboard['payment_mix'][number]['currency'],
      amount: Number(row.amount),
      amount_khr: Number(row.amount_khr),
    })),
    low_stock,
    expiring_soon,
    transfers_to_receive,
    open_shifts,
  }
}
