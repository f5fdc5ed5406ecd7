import { FINANCIAL_REPORTS } from '@sms/contract'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { rowsOf } from '../../kernel/rows.ts'
import { SHOP_ZONE_SQL, shopDaySql } from '../../kernel/shop-day.ts'
import { COUNTED_SALE, inDays, inStores, type ReportScope, withOrderIds } from './report-scope.ts'
import { ordersDrill, type Report, type Row, type Runner } from './report-table.ts'
import { salesRowsWhere, salesWhere } from './sales-figures.ts'

const run = async (db: Db, query: SQL) => rowsOf<Row>(await db.execute(query))
const returnsWhere = (scope: ReportScope) =>
  sql`r.kind = 'return' and ${inDays(scope, sql`r.created_at`)} and ${inStores(scope, sql`r.store_id`)}`

/**
 * Figures per shop day first (a cheap cast per row), then per month over the few hundred days: formatting a
 * month per row costs more than the sums themselves on a year of orders.
 */
const monthOfDay = sql`to_char(date_trunc('month', d), 'YYYY-MM')`

/**
 * Revenue without VAT (each sale's subtotal) less returns' subtotals, cost of goods at the cost stored on each
 * line less the cost of what came back, per month. A sale's cost of goods is its order's `goods_cost_usd`
 * (the sum of its lines' costs, written with the order), so a year reads orders, not lines.
 */
const margin: Runner = async (db, scope) => {
  const rows = await run(
    db,
    sql`with days as (
        select ${shopDaySql(sql`o.created_at`)} as d, sum(o.subtotal_usd) as revenue_usd, sum(o.goods_cost_usd) as cogs_usd
        from orders o where ${salesWhere(scope)} group by 1
        union all
        select ${shopDaySql(sql`r.created_at`)}, -sum(r.subtotal_usd), 0 from order_returns r where ${returnsWhere(scope)}
        group by 1
        union all
        select ${shopDaySql(sql`r.created_at`)}, 0, -sum(round(rl.quantity * coalesce(l.unit_cost_usd, 0)))
        from order_return_lines rl join order_returns r on r.id = rl.return_id
          join order_lines l on l.id = rl.order_line_id
        where ${returnsWhere(scope)} group by 1
      )
      select ${monthOfDay} as period, sum(revenue_usd) as revenue_usd, sum(cogs_usd) as cogs_usd,
        sum(revenue_usd) - sum(cogs_usd) as margin_usd,
        case when sum(revenue_usd) = 0 then null
          else round((sum(revenue_usd) - sum(cogs_usd)) * 100.0 / sum(revenue_usd), 2) end as margin_pct
      from days group by 1 order by 1`,
  )
  return { rows }
}

/**
 * VAT per month: taxable and exempt amounts of the sales (each order's `taxable_usd` and `exempt_usd`, the sums
 * of its lines written with the order), the VAT stored on each order in both currencies.
 */
const vat: Runner = async (db, scope) => {
  const rows = await run(
    db,
    sql`with days as (
        select ${shopDaySql(sql`o.created_at`)} as d, sum(o.taxable_usd) as taxable_usd, sum(o.exempt_usd) as exempt_usd,
          sum(o.vat_usd) as vat_usd, sum(o.vat_khr) as vat_khr
        from orders o where ${salesWhere(scope)} group by 1
      )
      select ${monthOfDay} as period, sum(taxable_usd) as taxable_usd, sum(exempt_usd) as exempt_usd,
        sum(vat_usd) as vat_usd, sum(vat_khr) as vat_khr
      from days group by 1 order by 1`,
  )
  return { rows }
}

/**
 * The taxes besides VAT per month and tax (decision 0044): the sums stored with each sale (`order_taxes`, the
 * riel converted once per sale as VAT is), at the rate and under the code the sale charged. A tax whose rate
 * changed in the month shows one row per rate. Returns net out what they reversed (`return_taxes`, decision
 * 0047) on their own day, under the code and rate of the sale; a cancellation's sale is not counted at all.
 */
const otherTaxes: Runner = async (db, scope) => {
  const rows = await run(
    db,
    sql`with days as (
        select ${shopDaySql(sql`o.created_at`)} as d, t.code, t.rate_bp, min(t.name_en) as name_en,
          min(t.name_kh) as name_kh, sum(t.base_usd) as base_usd, sum(t.amount_usd) as amount_usd,
          sum(t.base_khr) as base_khr, sum(t.amount_khr) as amount_khr
        from order_taxes t join orders o on o.id = t.order_id where ${salesWhere(scope)} group by 1, 2, 3
        union all
        select ${shopDaySql(sql`r.created_at`)}, t.code, t.rate_bp, min(t.name_en), min(t.name_kh), -sum(t.base_usd),
          -sum(t.amount_usd), -sum(t.base_khr), -sum(t.amount_khr)
        from return_taxes t join order_returns r on r.id = t.return_id where ${returnsWhere(scope)}
        group by 1, 2, 3
      )
      select ${monthOfDay} as period, code, min(name_en) as name_en, min(name_kh) as name_kh,
        rate_bp / 100.0 as rate_pct, sum(base_usd) as base_usd, sum(amount_usd) as amount_usd,
        sum(base_khr) as base_khr, sum(amount_khr) as amount_khr
      from days group by 1, 2, rate_bp order by 1, 2, rate_bp`,
  )
  return { rows }
}

/**
 * Each shift opened in the period, per currency, as its Z report counts the drawer (decision 0020): float,
 * cash tendered, paid and refunded, change given, cash moved in and out; against the blind count.
 */
const cash: Runner = async (db, scope) => {
  const rows = await run(
    db,
    sql`with sh as (
        select * from shifts where ${inDays(scope, sql`opened_at`)} and ${inStores(scope, sql`store_id`)}
      ), drawer_rows as (
        select p.shift_id, p.currency, p.amount, p.method, p.kind from order_payments p
        where p.shift_id in (select id from sh)
        union all
        select o.shift_id, p.currency, p.amount, p.method, p.kind from order_payments p
          join orders o on o.id = p.order_id
        where p.shift_id is null and o.shift_id in (select id from sh)
      ), paid as (
        select shift_id, currency, sum(amount) as amount from drawer_rows
        where (method = 'cash' and kind in ('tender', 'payment', 'refund')) or kind = 'change'
        group by 1, 2
      ), moved as (
        select shift_id, currency, sum(case when direction = 'in' then amount else -amount end) as amount
        from shift_cash_moves where shift_id in (select id from sh) group by 1, 2
      ), figures as (
        select sh.id, sh.store_id, sh.user_id, sh.opened_at, c.currency,
          case c.currency when 'USD' then sh.float_usd else sh.float_khr end
            + coalesce(pa.amount, 0) + coalesce(mv.amount, 0) as expected,
          case c.currency when 'USD' then sh.counted_usd else sh.counted_khr end as counted
        from sh cross join (values ('USD'), ('KHR')) as c(currency)
          left join paid pa on pa.shift_id = sh.id and pa.currency = c.currency
          left join moved mv on mv.shift_id = sh.id and mv.currency = c.currency
      )
      select f.id as shift, s.name_en as store, s.name_kh as store_km, u.name as cashier,
        to_char(f.opened_at at time zone ${SHOP_ZONE_SQL}, 'YYYY-MM-DD HH24:MI') as opened_at, f.currency,
        f.expected, f.counted, f.counted - f.expected as difference
      from figures f join stores s on s.id = f.store_id join users u on u.id = f.user_id
      order by f.opened_at, f.id, f.currency desc`,
  )
  return { rows }
}

/**
 * Money received per currency (tenders less change and rounding, less refunds), worth in riel at the rates used.
 * A credit tender and a refund to the customer's account move no money, so neither counts.
 */
const currencySplit: Runner = async (db, unread) => {
  const scope = await withOrderIds(db, unread)
  const rows = await run(
    db,
    sql`with money as (
        select p.currency, p.amount, p.amount_khr from order_payments p join orders o on o.id = p.order_id
        where ${salesRowsWhere(scope, sql`p.order_id`)} and p.kind <> 'refund' and p.method <> 'credit'
        union all
        select p.currency, p.amount, p.amount_khr from order_payments p join order_returns r on r.id = p.return_id
        where p.kind = 'refund' and p.method <> 'credit' and ${returnsWhere(scope)}
      ), sums as (
        select currency, sum(amount) as amount, sum(amount_khr) as amount_khr from money group by currency
      )
      select currency, amount, amount_khr,
        case when sum(amount_khr) over () = 0 then null
          else round(amount_khr * 100.0 / sum(amount_khr) over (), 2) end as share_pct,
        case when currency = 'USD' and amount <> 0 then round(amount_khr * 100.0 / amount, 2) else null end
          as average_rate
      from sums order by currency desc`,
  )
  return { rows }
}

/**
 * What each customer owes now: each approved, uncancelled order's KHR total less its credit notes and less the
 * money received for it (every payment row except the credit tender itself, refunds included).
 */
export const creditBalances: Runner = async (db, scope) => {
  const rows = await run(
    db,
    sql`with owing as (
        select o.id, o.customer_id, o.total_khr from orders o
        where ${COUNTED_SALE} and o.customer_id is not null and ${inStores(scope, sql`o.store_id`)}
          and (o.payment_status <> 'paid'
            or o.id in (select p.order_id from order_payments p where p.method = 'credit'))
      ), received as (
        select p.order_id, sum(p.amount_khr) as khr from order_payments p
        where p.method <> 'credit' and p.order_id in (select id from owing) group by 1
      ), credited as (
        select r.order_id, sum(r.total_khr) as khr from order_returns r
        where r.order_id in (select id from owing) group by 1
      ), owed as (
        select w.customer_id, w.total_khr - coalesce(x.khr, 0) - coalesce(c.khr, 0) as due_khr
        from owing w left join received x on x.order_id = w.id left join credited c on c.order_id = w.id
      )
      select c.id as customer_id, c.name as customer, c.phone, count(*) as orders, sum(w.due_khr) as due_khr
      from owed w join customers c on c.id = w.customer_id where w.due_khr <> 0
      group by c.id order by due_khr desc limit ${scope.limit}`,
  )
  return {
    rows,
    drill: rows.map((row) =>
      ordersDrill(scope, { customer_id: row.customer_id }, { from: '2000-01-01', to: scope.to }),
    ),
  }
}

const RUNNERS: Record<string, Runner> = {
  margin,
  vat,
  'other-taxes': otherTaxes,
  cash,
  'currency-split': currencySplit,
  'credit-balances': creditBalances,
}

export const FINANCIAL: Report[] = FINANCIAL_REPORTS.map((definition) => ({
  area: 'financial',
  definition,
  run: RUNNERS[definition.name] as Runner,
  compare: definition.dated && definition.name !== 'cash',
}))
