import { CUSTOMER_REPORTS, FINANCIAL_REPORTS } from '@sms/contract'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { rowsOf } from '../../kernel/rows.ts'
import { SHOP_ZONE_SQL } from '../../kernel/shop-day.ts'
import { creditBalances } from './financial-report.ts'
import { COUNTED_SALE, inStores } from './report-scope.ts'
import { ordersDrill, type Report, type Row, type Runner } from './report-table.ts'
import { salesWhere } from './sales-figures.ts'

const run = async (db: Db, query: SQL) => rowsOf<Row>(await db.execute(query))

const top: Runner = async (db, scope) => {
  const rows = await run(
    db,
    sql`with grouped as (
        select o.customer_id, count(*) as orders, sum(o.total_usd) as total_usd, sum(o.total_khr) as total_khr,
          round(avg(o.total_usd)) as average_usd, max(o.created_at) as last_at
        from orders o where ${salesWhere(scope)} and o.customer_id is not null group by 1
      )
      select g.customer_id, c.name as customer, c.phone, g.orders, g.total_usd, g.total_khr, g.average_usd,
        to_char(g.last_at at time zone ${SHOP_ZONE_SQL}, 'YYYY-MM-DD') as last_order,
        sum(g.orders) over () as t_orders, sum(g.total_usd) over () as t_total_usd,
        sum(g.total_khr) over () as t_total_khr
      from grouped g join customers c on c.id = g.customer_id
      order by g.total_usd desc, g.customer_id limit ${scope.limit}`,
  )
  const first = rows[0]
  const totals = {
    orders: Number(first?.t_orders ?? 0),
    total_usd: Number(first?.t_total_usd ?? 0),
    total_khr: Number(first?.t_total_khr ?? 0),
  }
  for (const row of rows) for (const key of ['t_orders', 't_total_usd', 't_total_khr']) delete row[key]
  return { rows, totals, drill: rows.map((row) => ordersDrill(scope, { customer_id: row.customer_id })) }
}

/** How many customers bought once, twice, three to five times, six or more in the period. */
const frequency: Runner = async (db, scope) => {
  const rows = await run(
    db,
    sql`with per as (
        select o.customer_id, count(*) as n, sum(o.total_usd) as total_usd
        from orders o where ${salesWhere(scope)} and o.customer_id is not null group by 1
      ), bucketed as (
        select case when n = 1 then '1' when n = 2 then '2' when n <= 5 then '3–5' else '6+' end as visits,
          case when n = 1 then 1 when n = 2 then 2 when n <= 5 then 3 else 4 end as rank, n, total_usd from per
      )
      select visits, count(*) as customers, sum(total_usd) as total_usd,
        round(sum(total_usd)::numeric / sum(n)) as average_usd
      from bucketed group by visits, rank order by rank`,
  )
  return { rows }
}

/**
 * New customers made their first counted purchase (in the stores shown) within the period; returning ones
 * bought before it. Sales without a customer are the walk-ins.
 */
const newReturning: Runner = async (db, scope) => {
  const rows = await run(
    db,
    sql`with sales as (
        select o.customer_id, o.total_usd from orders o where ${salesWhere(scope)}
      ), firsts as (
        select o.customer_id, min(o.created_at) as first_at from orders o
        where o.customer_id in (select customer_id from sales where customer_id is not null)
          and ${COUNTED_SALE} and ${inStores(scope, sql`o.store_id`)}
        group by 1
      ), tagged as (
        select case when s.customer_id is null then 'walk_in'
            when f.first_at >= (${scope.from}::date)::timestamp at time zone ${SHOP_ZONE_SQL} then 'new'
            else 'returning' end as segment, s.customer_id, s.total_usd
        from sales s left join firsts f on f.customer_id = s.customer_id
      )
      select segment, count(distinct customer_id) as customers, count(*) as orders,
        sum(total_usd) as total_usd, round(avg(total_usd)) as average_usd
      from tagged group by segment
      order by case segment when 'new' then 1 when 'returning' then 2 else 3 end`,
  )
  const label: Record<string, [string, string]> = {
    new: ['New', 'ថ្មី'],
    returning: ['Returning', 'ចាស់'],
    walk_in: ['Walk-in (no customer)', 'អតិថិជនទូទៅ'],
  }
  for (const row of rows) {
    const [en, km] = label[String(row.segment)] ?? [String(row.segment), String(row.segment)]
    row.segment = en
    row.segment_km = km
  }
  return { rows }
}

const balances = FINANCIAL_REPORTS.find((report) => report.name === 'credit-balances')

export const CUSTOMER: Report[] = [
  ...CUSTOMER_REPORTS.map((definition) => ({
    area: 'customer' as const,
    definition,
    run: ({ top, frequency, 'new-returning': newReturning } as Record<string, Runner>)[
      definition.name
    ] as Runner,
    compare: true,
  })),
  ...(balances
    ? [{ area: 'customer' as const, definition: { ...balances, name: 'balances' }, run: creditBalances }]
    : []),
]
