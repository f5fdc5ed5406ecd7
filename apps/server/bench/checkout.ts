import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import type { LoginResponse } from '@sms/contract'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../src/db/client.ts'
import { createStore } from '../src/db/factories/parties.ts'
import { createProduct } from '../src/db/factories/products.ts'
import { createUser } from '../src/db/factories/users.ts'
import { shifts, userStores } from '../src/db/schema/index.ts'
import { findLedgerDifferences } from '../src/modules/stock/stock-ledger.ts'
import { traceStatements } from './checkout-trace.ts'

export type CheckoutResult = {
  path: 'API' | 'raw SQL'
  clients: number
  perSecond: number
  p50: number
  p95: number
  p99: number
}

const LINES = 3
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0

type Till = { token: string; userId: number; shiftId: number }
type Shop = { storeId: number; productIds: number[]; tills: Till[] }

/** A store with 50 products in stock and `clients` cashiers, each signed in with an open shift. */
async function openShop(app: FastifyInstance, db: Db, clients: number): Promise<Shop> {
  const store = await createStore(db)
  const productIds: number[] = []
  for (let i = 0; i < 50; i++)
    productIds.push((await createProduct(db, { price_usd: 100 + i * 7, cost_usd: 80 })).id)
  await db.execute(sql`
    insert into stock_levels (store_id, product_id, on_hand)
    select ${store.id}, id, 1000000 from products where id in ${sql.raw(`(${productIds.join(',')})`)}`)
  // The opening stock as one movement per product, so the ledger holds.
  await db.execute(sql`
    insert into stock_movements (store_id, product_id, quantity, kind, reason, document_type, document_id)
    select ${store.id}, id, 1000000, 'adjustment', 'initial', 'bench', 0 from products
    where id in ${sql.raw(`(${productIds.join(',')})`)}`)
  const tills: Till[] = []
  for (let i = 0; i < clients; i++) {
    const user = await createUser(db, { roles: ['cashier'] })
    await db.insert(userStores).values({ user_id: user.id, store_id: store.id })
    const [shift] = await db
      .insert(shifts)
      .values({ user_id: user.id, store_id: store.id, float_usd: 0, float_khr: 0 })
      .returning({ id: shifts.id })
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: user })
    tills.push({ token: login.json<LoginResponse>().token, userId: user.id, shiftId: shift?.id ?? 0 })
  }
  return { storeId: store.id, productIds, tills }
}

/** The i-th basket: 3 products, a different mix each time, so concurrent sales meet on the same levels. */
const basket = (shop: Shop, i: number) =>
  Array.from({ length: LINES }, (_, k) => ({
    product_id: shop.productIds[(i * 7 + k * 13) % shop.productIds.length] as number,
    quantity: 1 + (k % 2),
  }))

/** Runs `n` sales from `clients` concurrent tills and times each. */
async function run(
  shop: Shop,
  clients: number,
  n: number,
  sale: (till: Till, i: number) => Promise<void>,
  path: CheckoutResult['path'],
): Promise<CheckoutResult> {
  const times: number[] = []
  let next = 0
  const till = async (t: Till) => {
    for (let i = next++; i < n; i = next++) {
      const t0 = performance.now()
      await sale(t, i)
      times.push(performance.now() - t0)
    }
  }
  const started = performance.now()
  await Promise.all(shop.tills.slice(0, clients).map(till))
  const elapsed = performance.now() - started
  const sorted = times.sort((a, b) => a - b)
  return {
    path,
    clients,
    perSecond: (n / elapsed) * 1000,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  }
}

/** Through the API (app.inject): authentication, validation, the idempotency claim, the service, the answer. */
function apiSale(app: FastifyInstance, shop: Shop) {
  return async (till: Till, i: number) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/pos/checkout',
      headers: { authorization: `Bearer ${till.token}`, 'idempotency-key': randomUUID() },
      payload: {
        store_id: shop.storeId,
        lines: basket(shop, i),
        tenders: [{ method: 'cash', currency: 'USD', amount: 5000 }],
      },
    })
    if (response.statusCode !== 201)
      throw new Error(`checkout answered ${response.statusCode}: ${response.body}`)
  }
}

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows

/**
 * The same reads and writes by hand, as one would write a checkout without the app: the idempotency claim,
 * then one transaction with the shift, the rate, the settings, the products, the level locks, the order, its
 * movements and levels, lines and payments, the number, the audit row and the stored answer. No pricing
 * rules beyond a sum: this is the floor the API is compared with.
 */
function rawSale(db: Db, shop: Shop) {
  return async (till: Till, i: number) => {
    const key = randomUUID()
    const lines = basket(shop, i)
    const ids = sql.raw(`(${[...new Set(lines.map((l) => l.product_id))].sort((a, b) => a - b).join(',')})`)
    await db.execute(
      sql`insert into idempotency_keys (user_id, key, request_hash) values (${till.userId}, ${key}, 'h')`,
    )
    await db.transaction(async (tx) => {
      await tx.execute(sql`select id from shifts where user_id = ${till.userId} and store_id = ${shop.storeId}
        and status = 'open' for share`)
      const rate = rows<{ rate: string }>(
        await tx.execute(sql`select rate from exchange_rates where effective_at <= now()
          order by effective_at desc, id desc limit 1`),
      )[0]?.rate
      await tx.execute(sql`select * from settings where id = 1`)
      const products = rows<{
        id: number
        price_usd: string
        sku: string
        name_en: string
        cost_usd: string
      }>(await tx.execute(sql`select id, price_usd, sku, name_en, cost_usd from products where id in ${ids}`))
      await tx.execute(sql`select store_id from stock_levels where store_id = ${shop.storeId}
        and product_id in ${ids} order by store_id, product_id for update`)
      const priceOf = (id: number) => Number(products.find((p) => p.id === id)?.price_usd ?? 0)
      const total = lines.reduce((s, l) => s + priceOf(l.product_id) * l.quantity, 0)
      const totalKhr = Math.round((total * Number(rate ?? 4100)) / 100)
      const costOf = (id: number) => Number(products.find((p) => p.id === id)?.cost_usd ?? 0)
      const cost = lines.reduce((s, l) => s + Math.round(costOf(l.product_id) * l.quantity), 0)
      // The order carries its lines' sums (taxable, exempt, cost of goods) as the API writes them.
      const [order] = rows<{ id: number }>(
        await tx.execute(sql`insert into orders (store_id, shift_id, cashier_id, stage, payment_status, rate,
          subtotal_usd, discount_usd, vat_usd, total_usd, total_khr, vat_khr, paid_khr, taxable_usd, exempt_usd,
          goods_cost_usd, prices_include_vat, vat_rate)
          values (${shop.storeId}, ${till.shiftId}, ${till.userId}, 'order_completed', 'paid', 4100, ${total}, 0,
          0, ${total}, ${totalKhr}, 0, 205000, ${total}, 0, ${cost}, true, 10) returning id`),
      )
      const orderId = order?.id as number
      const values = sql.join(
        lines.map(
          (l) => sql`(${shop.storeId}, ${l.product_id}, ${-l.quantity}, 'sale', 'order', ${orderId})`,
        ),
        sql`, `,
      )
      await tx.execute(sql`with m as (
          insert into stock_movements (store_id, product_id, quantity, kind, document_type, document_id)
          values ${values} returning store_id, product_id, quantity)
        update stock_levels l set on_hand = l.on_hand + d.delta
        from (select store_id, product_id, sum(quantity) as delta from m group by 1, 2) d
        where l.store_id = d.store_id and l.product_id = d.product_id`)
      const lineValues = sql.join(
        lines.map((l, k) => {
          const p = products.find((row) => row.id === l.product_id)
          return sql`(${orderId}, ${k + 1}, ${l.product_id}, ${p?.sku}, ${p?.name_en}, ${l.quantity},
            ${priceOf(l.product_id)}, ${priceOf(l.product_id) * l.quantity}, true, ${p?.cost_usd})`
        }),
        sql`, `,
      )
      await tx.execute(sql`insert into order_lines (order_id, line_no, product_id, sku, name_en, quantity,
        unit_price_usd, amount_usd, taxable, unit_cost_usd) values ${lineValues}`)
      await tx.execute(sql`insert into order_payments (order_id, shift_id, kind, method, currency, amount, amount_khr)
        values (${orderId}, ${till.shiftId}, 'tender', 'cash', 'USD', 5000, 205000),
               (${orderId}, ${till.shiftId}, 'change', 'cash', 'KHR', ${totalKhr - 205000}, ${totalKhr - 205000})`)
      const [numbered] = rows<{ last_number: number }>(
        await tx.execute(sql`insert into document_numbers (kind, scope, year, last_number)
          values ('receipt', ${shop.storeId + 1_000_000}, 2026, 1)
          on conflict (kind, scope, year) do update set last_number = document_numbers.last_number + 1
          returning last_number`),
      )
      await tx.execute(sql`update orders set number = ${`X-${shop.storeId}-${numbered?.last_number}`}
        where id = ${orderId}`)
      await tx.execute(sql`insert into audit_log (actor_id, resource, record_id, action, after)
        values (${till.userId}, 'orders', ${orderId}, 'created', ${JSON.stringify({ id: orderId })}::jsonb)`)
      await tx.execute(sql`update idempotency_keys set status_code = 201, response = ${JSON.stringify({ data: { id: orderId } })}::jsonb
        where user_id = ${till.userId} and key = ${key}`)
    })
  }
}

/**
 * Checkouts per second and their latency at 1 and 50 concurrent cashiers, through the API and as raw SQL
 * doing the same reads and writes on the same database; the ratio API/raw is the figure to watch.
 */
export async function benchCheckout(app: FastifyInstance, db: Db, n: number) {
  const shop = await openShop(app, db, 50)
  const api = apiSale(app, shop)
  const raw = rawSale(db, shop)
  await run(shop, 1, Math.min(30, n), api, 'API')
  await run(shop, 1, Math.min(30, n), raw, 'raw SQL')
  if (process.env.BENCH_TRACE === '1') {
    await traceStatements('API', (i) => api(shop.tills[0] as Till, i))
    await traceStatements('raw SQL', (i) => raw(shop.tills[0] as Till, i))
  }
  const results: CheckoutResult[] = []
  for (const clients of [1, 50]) {
    results.push(await run(shop, clients, n, api, 'API'))
    results.push(await run(shop, clients, n, raw, 'raw SQL'))
  }
  const differences = await findLedgerDifferences(db)
  if (differences.length > 0)
    throw new Error(`ledger differs after the bench: ${JSON.stringify(differences)}`)
  return results
}

export function printCheckoutTable(results: CheckoutResult[]) {
  console.table(
    Object.fromEntries(
      results.map((r) => [
        `${r.path}, ${r.clients} cashier${r.clients === 1 ? '' : 's'}`,
        {
          'checkouts/s': r.perSecond.toFixed(1),
          'p50 ms': r.p50.toFixed(1),
          'p95 ms': r.p95.toFixed(1),
          'p99 ms': r.p99.toFixed(1),
        },
      ]),
    ),
  )
  for (const clients of [1, 50]) {
    const api = results.find((r) => r.path === 'API' && r.clients === clients)
    const raw = results.find((r) => r.path === 'raw SQL' && r.clients === clients)
    if (api && raw) {
      console.log(
        `API / raw SQL throughput at ${clients} cashier(s): ${(api.perSecond / raw.perSecond).toFixed(2)}`,
      )
    }
  }
}
