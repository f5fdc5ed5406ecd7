import { performance } from 'node:perf_hooks'
import type { LoginResponse } from '@sms/contract'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../src/db/client.ts'
import { createStore } from '../src/db/factories/parties.ts'
import { createUser } from '../src/db/factories/users.ts'
import { SHOP_ZONE_SQL } from '../src/kernel/shop-day.ts'
import { REPORTS } from '../src/modules/reports/reports.routes.ts'
import { seedCatalogue, seedProducts } from './seed-products.ts'

/**
 * Reports on years of data (issue 12): two years of a 5-store shop seeded with set-based SQL (generate_series),
 * about one million order lines with their payments, sale movements and some credit notes; then every report
 * timed through app.inject for a month and for a year.
 */
const STORES = 5
const DAYS = Number(process.env.BENCH_REPORT_DAYS ?? 730)
const ORDERS_PER_STORE_DAY = Number(process.env.BENCH_REPORT_ORDERS ?? 90)
const PRODUCTS = Number(process.env.BENCH_REPORT_PRODUCTS ?? 5000)
const CUSTOMERS = 2000
const RUNS = Number(process.env.BENCH_REPORT_N ?? 5)

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1)

/** The shop's history, set-based: the last day seeded is yesterday in Phnom Penh. */
export async function seedReportHistory(database: Database) {
  const db = database.db
  const t0 = performance.now()
  await seedProducts(db, PRODUCTS, await seedCatalogue(db))
  await db.execute(sql`update products set cost_usd = (price_usd * 0.6)::bigint, taxable = (id % 3 <> 0)`)
  const stores = [] as number[]
  for (let i = 0; i < STORES; i++) stores.push((await createStore(db, { name_kh: `ហាង ${i + 1}` })).id)
  const cashiers = [] as number[]
  for (let i = 0; i < STORES * 2; i++) cashiers.push((await createUser(db, { roles: ['cashier'] })).id)
  await db.execute(sql`insert into customers (name, phone)
    select 'អតិថិជន ' || g, '0' || (10000000 + g) from generate_series(1, ${sql.raw(String(CUSTOMERS))}) g`)
  const storeArray = sql.param(stores)
  const cashierArray = sql.param(cashiers)
  // One shift per store and day, closed.
  await db.execute(sql`insert into shifts (store_id, user_id, status, opened_at, closed_at, float_usd, float_khr,
      counted_usd, counted_khr)
    select (${storeArray}::int[])[s], (${cashierArray}::int[])[s * 2 - (d % 2)], 'closed',
      (current_date - ${sql.raw(String(DAYS))} + d)::timestamp at time zone ${SHOP_ZONE_SQL} + interval '7 hours',
      (current_date - ${sql.raw(String(DAYS))} + d)::timestamp at time zone ${SHOP_ZONE_SQL} + interval '21 hours', 5000, 100000,
      null, null
    from generate_series(0, ${sql.raw(String(DAYS - 1))}) d, generate_series(1, ${sql.raw(String(STORES))}) s`)
  // Orders: store s, day d, k-th of the day between 07:00 and 21:00; a third with a customer. Numbered in
  // time order, as a shop's orders are (the reports bound lines and payments by the period's order ids).
  await db.execute(sql`insert into orders (number, store_id, shift_id, cashier_id, customer_id, stage, payment_status,
      rate, subtotal_usd, discount_usd, vat_usd, total_usd, total_khr, vat_khr, paid_khr, created_at, updated_at,
      approved_at, source, prices_include_vat, vat_rate)
    select 'B-' || s || '-' || d || '-' || k, (${storeArray}::int[])[s], sh.id, sh.user_id,
      case when k % 3 = 0 then 1 + (d * 31 + k * 7 + s) % ${sql.raw(String(CUSTOMERS))} end,
      case when (d + k + s) % 97 = 0 then 'cancelled' else 'order_completed' end, 'paid',
      4000 + (d % 200), 0, 0, 0, 0, 0, 0, 0, at, at, at, 'pos', true, 10
    from generate_series(0, ${sql.raw(String(DAYS - 1))}) d cross join generate_series(1, ${sql.raw(String(STORES))}) s
      cross join generate_series(1, ${sql.raw(String(ORDERS_PER_STORE_DAY))}) k
    cross join lateral (select (current_date - ${sql.raw(String(DAYS))} + d)::timestamp at time zone ${SHOP_ZONE_SQL}
      + make_interval(mins => 420 + (k * 840 / ${sql.raw(String(ORDERS_PER_STORE_DAY))}) + (d + s) % 9) as at) a
    join shifts sh on sh.store_id = (${storeArray}::int[])[s]
      and sh.opened_at = (current_date - ${sql.raw(String(DAYS))} + d)::timestamp at time zone ${SHOP_ZONE_SQL} + interval '7 hours'
    order by a.at, s`)
  // Lines: 1 to 5 per order (about 3.3 on average), products spread over the catalogue.
  await db.execute(sql`insert into order_lines (order_id, line_no, product_id, sku, name_en, name_kh, quantity,
      unit_price_usd, line_discount_usd, order_discount_usd, amount_usd, taxable, unit_cost_usd, discount_id)
    select o.id, n, p.id, p.sku, p.name_en, p.name_kh, q, p.price_usd,
      case when (o.id + n) % 10 = 0 then round(p.price_usd * q * 0.1) else 0 end, 0,
      round(p.price_usd * q) - case when (o.id + n) % 10 = 0 then round(p.price_usd * q * 0.1) else 0 end,
      p.taxable, p.cost_usd, null
    from orders o cross join lateral generate_series(1, 1 + (o.id * 7) % 5 + (o.id % 3 = 0)::int) n
    cross join lateral (select 1 + (o.id * 13 + n * 101) % ${sql.raw(String(PRODUCTS))} as pid, (1 + (o.id + n) % 3)::numeric as q) x
    join products p on p.id = x.pid`)
  await db.execute(sql`update orders o set total_usd = l.total, subtotal_usd = l.total - l.vat,
      discount_usd = l.discount, vat_usd = l.vat, total_khr = round(l.total * o.rate / 100),
      vat_khr = round(l.vat * o.rate / 100), paid_khr = round(l.total * o.rate / 100),
      taxable_usd = l.taxable, exempt_usd = l.total - l.taxable, goods_cost_usd = l.cost
    from (select order_id, sum(amount_usd) as total, sum(line_discount_usd) as discount,
        coalesce(round(sum(amount_usd) filter (where taxable) / 11.0), 0) as vat,
        coalesce(sum(amount_usd) filter (where taxable), 0) as taxable,
        sum(round(quantity * coalesce(unit_cost_usd, 0))) as cost
      from order_lines group by order_id) l
    where l.order_id = o.id and o.number like 'B-%'`)
  // One tender each: cash in dollars, cash in riel, card, KHQR or credit (for a customer).
  await db.execute(sql`insert into order_payments (order_id, shift_id, kind, method, currency, amount, amount_khr,
      created_at)
    select o.id, o.shift_id, 'tender', m.method, m.currency,
      case when m.currency = 'USD' then o.total_usd else o.total_khr end, o.total_khr, o.created_at
    from orders o cross join lateral (select case o.id % 5 when 0 then 'cash' when 1 then 'cash' when 2 then 'card'
        when 3 then 'khqr' else case when o.customer_id is null then 'cash' else 'credit' end end as method,
      case when o.id % 5 in (1, 3) then 'KHR' else 'USD' end as currency) m`)
  // The ledger: a sale movement per line; levels left as they are (the bench checks speed, not the ledger).
  await db.execute(sql`insert into stock_movements (store_id, product_id, quantity, kind, document_type, document_id,
      created_at)
    select o.store_id, l.product_id, -l.quantity, 'sale', 'order', o.id, o.created_at
    from order_lines l join orders o on o.id = l.order_id`)
  await db.execute(sql`insert into stock_levels (store_id, product_id, on_hand)
    select s, p, 10 + (s * p) % 90 from unnest(${storeArray}::int[]) s, generate_series(1, ${sql.raw(String(PRODUCTS))}) p
    on conflict do nothing`)
  // Credit notes: one order in 200 returns its first line.
  await db.execute(sql`insert into order_returns (order_id, store_id, number, kind, reason, subtotal_usd, vat_usd,
      total_usd, total_khr, vat_khr, created_at)
    select o.id, o.store_id, 'CN-B-' || o.id, 'return', 'damaged', l.amount_usd, 0, l.amount_usd,
      round(l.amount_usd * o.rate / 100), 0, o.created_at + interval '1 day'
    from orders o join order_lines l on l.order_id = o.id and l.line_no = 1
    where o.id % 200 = 0 and o.stage <> 'cancelled'`)
  await db.execute(sql`insert into order_return_lines (return_id, order_line_id, product_id, quantity, amount_usd,
      taxable)
    select r.id, l.id, l.product_id, l.quantity, l.amount_usd, l.taxable
    from order_returns r join order_lines l on l.order_id = r.order_id and l.line_no = 1`)
  const [counts] = rowsOf<{ orders: string; lines: string }>(
    await db.execute(
      sql`select (select count(*) from orders) as orders, (select count(*) from order_lines) as lines`,
    ),
  )
  const seeded = seconds(t0)
  const t1 = performance.now()
  await db.execute(sql`analyze`)
  console.log(
    `\nReports: seeded ${DAYS} days of ${STORES} stores: ${Number(counts?.orders).toLocaleString('en')} orders,` +
      ` ${Number(counts?.lines).toLocaleString('en')} lines (and as many payments' worth and movements) in` +
      ` ${seeded} s; ANALYZE ${seconds(t1)} s`,
  )
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0

/** Every report and the summary and dashboard, for the last month and the last year, p50/p95 of RUNS runs. */
export async function benchReports(app: FastifyInstance, database: Database) {
  const user = await createUser(database.db, { roles: ['admin'] })
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: user.email, password: user.password },
  })
  const { token } = login.json<LoginResponse>()
  const day = (offset: number) => {
    const d = new Date(Date.now() + 7 * 3_600_000 - offset * 86_400_000)
    return d.toISOString().slice(0, 10)
  }
  const ranges = { month: `from=${day(30)}&to=${day(1)}`, year: `from=${day(365)}&to=${day(1)}` }
  const urls = [
    ['sales/summary', '/api/reports/sales/summary'],
    ['dashboard', '/api/dashboard'],
    ...REPORTS.map((r) => [`${r.area}/${r.definition.name}`, `/api/reports/${r.area}/${r.definition.name}`]),
  ] as [string, string][]
  const table: Record<string, Record<string, string>> = {}
  let worstYear = 0
  for (const [name, url] of urls) {
    const row: Record<string, string> = {}
    for (const [label, query] of Object.entries(ranges)) {
      const times: number[] = []
      for (let i = 0; i <= RUNS; i++) {
        const t0 = performance.now()
        const response = await app.inject({
          method: 'GET',
          url: `${url}?${query}`,
          headers: { authorization: `Bearer ${token}` },
        })
        const ms = performance.now() - t0
        if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`)
        if (i > 0) times.push(ms) // the first run warms the caches
      }
      times.sort((a, b) => a - b)
      row[`${label} p50 ms`] = percentile(times, 50).toFixed(0)
      row[`${label} p95 ms`] = percentile(times, 95).toFixed(0)
      if (label === 'year') worstYear = Math.max(worstYear, percentile(times, 95))
    }
    table[name] = row
  }
  console.log(
    `\nReports through app.inject, ${RUNS} runs each after one warm-up, last 30 days and last 365 days:`,
  )
  console.table(table)
  console.log(`Slowest report for a year: p95 ${worstYear.toFixed(0)} ms`)
}
