import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { PGlite } from '@electric-sql/pglite'
import type { LoginResponse } from '@sms/contract'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { buildApp } from '../src/app.ts'
import { loadConfig } from '../src/config.ts'
import { type Database, openPostgres, pgliteExtensions, wrapPglite } from '../src/db/client.ts'
import { createUser } from '../src/db/factories/users.ts'
import { runMigrations } from '../src/db/migrate.ts'
import { seedPermissionsAndRoles } from '../src/seed/reference.ts'
import { dropWhenClosed } from '../test/template-db.ts'
import { benchCheckout, printCheckoutTable } from './checkout.ts'
import { khmerKeyCost, khmerOrderScenarios } from './khmer-order.ts'
import { benchFanout, benchIdleMemory, printLiveTables } from './live.ts'
import { explainScenario, measure, printTable, type Result, type Scenario } from './measure.ts'
import { benchReports, seedReportHistory } from './reports.ts'
import { benchBarcode, benchSku, CATEGORY_COUNT, seedCatalogue, seedProducts } from './seed-products.ts'
import { benchShiftClose, printShiftTable } from './shift.ts'
import { benchStock, printStockTable } from './stock.ts'
import { benchTillCatalogue } from './till-catalogue.ts'

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000)
const N = Number(process.env.BENCH_N ?? 200)
const WARMUP = Number(process.env.BENCH_WARMUP ?? 30)
const SHOW_PLANS = process.env.BENCH_EXPLAIN === '1'
const SKIP_ANALYZE = process.env.BENCH_SKIP_ANALYZE === '1'
const STOCK_N = Number(process.env.BENCH_STOCK_N ?? 500)
const TRANSFER_N = Number(process.env.BENCH_TRANSFER_N ?? 100)
const CHECKOUT_N = Number(process.env.BENCH_CHECKOUT_N ?? 300)
const LIVE_CLIENTS = Number(process.env.BENCH_LIVE_CLIENTS ?? 1000)
const LIVE_MESSAGES = Number(process.env.BENCH_LIVE_MESSAGES ?? 50)
const LIVE_IDLE = Number(process.env.BENCH_LIVE_IDLE ?? 5000)
const SHIFT_SALES = Number(process.env.BENCH_SHIFT_SALES ?? 1000)
const SHIFT_ROUNDS = Number(process.env.BENCH_SHIFT_ROUNDS ?? 5)
const SHIFT_OTHERS = Number(process.env.BENCH_SHIFT_OTHERS ?? 20)
/**
 * `live`, `shift`, `checkout` or `reports` runs only that part: the live events, the shift close, the till (no
 * 100,000 products to seed first); `khmer` seeds the products and measures only the Khmer order; `catalogue`
 * seeds them and times only the till's catalogue read.
 */
const ONLY = process.env.BENCH_ONLY

/** Words shoppers type: English and Khmer, each in roughly 1 product in 30. */
const SEARCH_WORDS = ['Pepper', 'ម្រេច', 'Noodles', 'កាហ្វេ', 'Fish Sauce', 'ទឹកត្រី', 'Lemongrass', 'Coffee']

/** Spreads requests over the whole table: the n-th request asks for a different product. */
const spread = (n: number) => 1 + ((n * 7919) % PRODUCTS)

const SCENARIOS: Scenario[] = [
  { name: 'barcode lookup', query: (n) => `filter[barcode][equals]=${benchBarcode(spread(n))}` },
  {
    name: 'name search (q=word)',
    query: (n) => `q=${encodeURIComponent(SEARCH_WORDS[n % SEARCH_WORDS.length] ?? '')}`,
  },
  { name: 'SKU search (q=sku)', query: (n) => `q=${benchSku(spread(n))}` },
  {
    name: 'category + price >= x, sort -price, 50/page',
    query: (n) =>
      `filter[category_id][equals]=${1 + (n % CATEGORY_COUNT)}&filter[price_usd][gte]=${500 + ((n * 37) % 5000)}` +
      '&sort=-price_usd&per_page=50',
  },
  ...khmerOrderScenarios(PRODUCTS),
]

/** A throw-away database: PGlite in a temp folder, or a new database on BENCH_DATABASE_URL's server. */
async function openBenchDatabase(): Promise<{
  database: Database
  label: string
  cleanup: () => Promise<void>
}> {
  const url = process.env.BENCH_DATABASE_URL
  if (!url) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sms-bench-'))
    const database = wrapPglite(await PGlite.create(dir, { extensions: pgliteExtensions }))
    return {
      database,
      label: 'PGlite',
      cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
    }
  }
  // BENCH_DATABASE_NAME reuses a database a BENCH_KEEP=1 run left (migrations still run; the reports seed is skipped).
  const reused = process.env.BENCH_DATABASE_NAME
  const keep = process.env.BENCH_KEEP === '1' || reused !== undefined
  const name = reused ?? `sms_bench_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  if (!reused) await admin.query(`CREATE DATABASE ${name}`)
  const target = new URL(url)
  target.pathname = `/${name}`
  const database = await openPostgres(target.toString())
  const version = await admin.query('show server_version')
  return {
    database,
    label: `PostgreSQL ${version.rows[0]?.server_version ?? ''}`,
    cleanup: async () => {
      if (keep) {
        console.log(`Kept the bench database ${name} (BENCH_DATABASE_NAME=${name} reuses it)`)
        await admin.end()
        return
      }
      await dropWhenClosed(admin, name)
      await admin.end()
    },
  }
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1)

/** A fresh administrator signed in: every part of the bench acts as one. */
async function signInAdmin(app: Awaited<ReturnType<typeof buildApp>>, database: Database) {
  const user = await createUser(database.db, { roles: ['admin'] })
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: user.email, password: user.password },
  })
  if (login.statusCode !== 200) throw new Error(`sign-in failed: ${login.body}`)
  return { user, token: login.json<LoginResponse>().token }
}

async function main() {
  const { database, label, cleanup } = await openBenchDatabase()
  const tmpUploads = fs.mkdtempSync(path.join(os.tmpdir(), 'sms-bench-uploads-'))
  let app: Awaited<ReturnType<typeof buildApp>> | undefined
  try {
    console.log(`SMS benchmark: ${label}, Node ${process.version}, ${os.cpus().length} CPUs`)
    await runMigrations(database)
    await seedPermissionsAndRoles(database.db)
    if (ONLY === 'live') {
      app = await buildApp({ config: benchConfig(tmpUploads), database, logger: false })
      await benchLive(app)
      return
    }
    if (ONLY === 'shift') {
      app = await buildApp({ config: benchConfig(tmpUploads), database, logger: false })
      await benchShift(app, database)
      return
    }
    if (ONLY === 'reports') {
      if (!process.env.BENCH_DATABASE_NAME) await seedReportHistory(database)
      app = await buildApp({ config: benchConfig(tmpUploads), database, logger: false })
      await benchReports(app, database)
      return
    }
    if (ONLY === 'checkout') {
      app = await buildApp({ config: benchConfig(tmpUploads), database, logger: false })
      await benchTill(app, database.db)
      return
    }

    let t0 = performance.now()
    const catalogue = await seedCatalogue(database.db)
    await seedProducts(database.db, PRODUCTS, catalogue)
    const seeded = seconds(t0)
    t0 = performance.now()
    // Fresh statistics, as after autovacuum. PGlite runs no autovacuum: BENCH_SKIP_ANALYZE=1 shows the cost.
    if (!SKIP_ANALYZE) await database.db.execute(sql`analyze`)
    const analyzed = SKIP_ANALYZE ? 'ANALYZE skipped' : `ANALYZE ${seconds(t0)} s`
    console.log(`Seeded ${PRODUCTS.toLocaleString('en')} products in ${seeded} s; ${analyzed}`)

    app = await buildApp({ config: benchConfig(tmpUploads), database, logger: false })
    if (ONLY === 'catalogue') {
      await benchTillCatalogue(app, database.db, (await signInAdmin(app, database)).token)
      return
    }
    const { token } = await signInAdmin(app, database)

    await khmerKeyCost(database.db, PRODUCTS)
    const scenarios = ONLY === 'khmer' ? khmerOrderScenarios(PRODUCTS) : SCENARIOS
    const results: Result[] = []
    for (const scenario of scenarios) results.push(await measure(app, token, scenario, N, WARMUP))
    // Other processes on the machine skew the tail; the load average says how busy it was.
    const load = os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')
    console.log(`\n${N} sequential requests per scenario after ${WARMUP} warm-up (app.inject); load ${load}:`)
    printTable(results)
    if (ONLY === 'khmer') return

    console.log(
      `\nStock through app.inject: ${STOCK_N} single-line adjustments (one movement each) per adjustment row;` +
        ` ${TRANSFER_N} dispatches of 20-line transfers (20 movements each, created and approved untimed)` +
        ' per transfer row:',
    )
    printStockTable(await benchStock(app, database.db, token, STOCK_N, TRANSFER_N))
    await benchTill(app, database.db)
    await benchTillCatalogue(app, database.db, token)

    console.log('\nWhere the time goes (EXPLAIN ANALYZE of the first request, database execution only):')
    const plans = []
    for (const scenario of SCENARIOS) plans.push(await explainScenario(database.db, scenario, SHOW_PLANS))
    console.table(
      Object.fromEntries(
        plans.map((p) => [
          p.name,
          { 'page query ms': p.pageMs.toFixed(2), 'count(*) ms': p.countMs.toFixed(2) },
        ]),
      ),
    )
    await benchShift(app, database)
    await benchLive(app)
  } finally {
    // The app closes the database it was given.
    await (app ? app.close() : database.close())
    await cleanup()
    fs.rmSync(tmpUploads, { recursive: true, force: true })
  }
}

const benchConfig = (dataDir: string) =>
  loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', DATA_DIR: dataDir })

/** Closing a till: the Z report's sums over a shift's sales, among other shifts of the same store. */
async function benchShift(app: Awaited<ReturnType<typeof buildApp>>, database: Database) {
  const { user, token } = await signInAdmin(app, database)
  const result = await benchShiftClose(app, database.db, token, user.id, {
    sales: SHIFT_SALES,
    rounds: SHIFT_ROUNDS,
    otherShifts: SHIFT_OTHERS,
  })
  console.log(
    `\nShifts through app.inject: close (blind count, Z report in the answer) of a shift of ${SHIFT_SALES} sales` +
      ` (about ${Math.round(SHIFT_SALES * 3.3)} payment rows), ${SHIFT_ROUNDS} times, among` +
      ` ${result.otherOrders.toLocaleString('en')} other orders of the store:`,
  )
  printShiftTable(result)
}

/** The till: checkouts through the API beside the same reads and writes in raw SQL (bench/checkout.ts). */
async function benchTill(app: Awaited<ReturnType<typeof buildApp>>, db: Database['db']) {
  const results = await benchCheckout(app, db, CHECKOUT_N)
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')
  console.log(
    `\nCheckout: ${CHECKOUT_N} sales of ${3} lines paid in cash per row (app.inject, a fresh Idempotency-Key each),` +
      ` from 1 and 50 cashiers each with an open shift; beside it the same reads and writes in raw SQL; load ${load}:`,
  )
  printCheckoutTable(results)
}

/** Live events over real sockets: the server listens, the clients run in a child process (bench/live.ts). */
async function benchLive(app: Awaited<ReturnType<typeof buildApp>>) {
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as { port: number }
  const url = `ws://127.0.0.1:${port}/app/${app.live.app.key}?protocol=7`
  const fanout = await benchFanout(app, url, LIVE_CLIENTS, LIVE_MESSAGES)
  // The fan-out's sockets must be gone before the idle baseline is taken.
  while (app.live.connectionCount > 0) await new Promise((resolve) => setTimeout(resolve, 100))
  const memory = await benchIdleMemory(app, url, LIVE_IDLE)
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')
  console.log(
    `\nLive events: ${LIVE_MESSAGES} events 100 ms apart to ${LIVE_CLIENTS} sockets on one channel, publish to` +
      ` receipt (clients in a child process); then memory per idle socket at ${LIVE_IDLE}; load ${load}:`,
  )
  printLiveTables(fanout, memory)
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
