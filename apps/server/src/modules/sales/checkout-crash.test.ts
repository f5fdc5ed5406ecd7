import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type CheckoutRequest, type LoginResponse, type Order, PERMISSIONS } from '@sms/contract'
import { count, eq, sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort } from '../../../test/free-port.ts'
import { PG_TEMPLATE_NAME, withDatabase } from '../../../test/template-db.ts'
import { type Database, openDatabase } from '../../db/client.ts'
import { createStore } from '../../db/factories/parties.ts'
import { createProduct } from '../../db/factories/products.ts'
import { createUser } from '../../db/factories/users.ts'
import { runMigrations } from '../../db/migrate.ts'
import {
  orderLines,
  orderPayments,
  orders,
  shifts,
  stockLevels,
  stockMovements,
  userStores,
} from '../../db/schema/index.ts'
import { seedPermissionsAndRoles } from '../../seed/reference.ts'
import type { Actor } from '../auth/auth.service.ts'
import { EventBus } from '../documents/events.ts'
import { createAdjustment } from '../stock/stock-adjustments.service.ts'
import { findLedgerDifferences } from '../stock/stock-ledger.ts'

/**
 * The real server process (the compiled dist/main.js) on its own database, killed with SIGKILL in the middle of a burst
 * of checkouts, restarted, and every unanswered request retried with its key, as a till does: no sale may be
 * lost, doubled or partial, and stock must equal the ledger.
 */
const SERVER_DIR = path.resolve(import.meta.dirname, '../../..')
const SALES = 40
const STOCK = 1000

const isPostgres = process.env.TEST_DB === 'postgres'
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sms-crash-'))
let databaseUrl: string | undefined
let dropDatabase = async () => {}

if (isPostgres) {
  const url = process.env.TEST_DATABASE_URL as string
  const name = `sms_crash_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE_NAME}`)
  await admin.end()
  databaseUrl = withDatabase(url, name)
  dropDatabase = async () => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await client.end()
  }
}

const open = () => openDatabase({ databaseUrl, dataDir })

/** A store with one product in stock and a cashier with an open shift there, written before the server starts. */
async function prepare(database: Database) {
  const { db } = database
  await runMigrations(database)
  await seedPermissionsAndRoles(db)
  const store = await createStore(db)
  const product = await createProduct(db, { price_usd: 735, taxable: true })
  const boss = await createUser(db, { roles: ['admin'] })
  const cashier = await createUser(db, { roles: ['cashier'] })
  await db.insert(userStores).values({ user_id: cashier.id, store_id: store.id })
  await db.insert(shifts).values({ user_id: cashier.id, store_id: store.id, float_usd: 0, float_khr: 0 })
  const actor: Actor = {
    id: boss.id,
    sessionId: 'crash-test',
    user: { id: boss.id, name: boss.name, email: boss.email, media: [] },
    roles: ['admin'],
    permissions: new Set(PERMISSIONS),
  }
  await createAdjustment(
    db,
    actor,
    {
      store_id: store.id,
      reason: 'found',
      note: null,
      lines: [{ product_id: product.id, quantity: STOCK, lot_number: null, expiry_date: null }],
    },
    { events: new EventBus(), idempotency: null },
  )
  return { store, product, cashier }
}

let child: ChildProcess | null = null
afterAll(async () => {
  child?.kill('SIGKILL')
  await dropDatabase()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

/** Starts the server; an embedded database killed a moment ago is still locked, so retry as a supervisor would. */
async function startServer(port: number) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    // Node itself, not npm, so SIGKILL reaches the server and not only a wrapper process.
    const proc = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        SEED_DEMO: '0',
        ADMIN_PASSWORD: 'Crash#Test#2026',
        WEB_DIST: '/nonexistent',
        LOG_LEVEL: 'silent',
        IDEMPOTENCY_ABANDON_SECONDS: '2',
      },
      stdio: 'ignore',
    })
    const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)))
    for (;;) {
      const state = await Promise.race([
        exited.then(() => 'exited' as const),
        fetch(`http://127.0.0.1:${port}/api/health`)
          .then((r) => (r.ok ? ('up' as const) : ('waiting' as const)))
          .catch(() => 'waiting' as const),
      ])
      if (state === 'up') {
        child = proc
        return proc
      }
      if (state === 'exited') break
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  throw new Error('the server did not start')
}

describe('a server killed during a burst of checkouts', () => {
  it('loses, doubles and splits no sale once every unanswered request is retried with its key', async () => {
    const database = await open()
    const { store, product, cashier } = await prepare(database)
    await database.close()

    const port = await freePort()
    const base = `http://127.0.0.1:${port}`
    let server = await startServer(port)
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: cashier.email, password: cashier.password }),
    })
    const { token } = (await login.json()) as LoginResponse

    const requests = Array.from({ length: SALES }, (_, i) => ({
      key: randomUUID(),
      body: {
        store_id: store.id,
        lines: [{ product_id: product.id, quantity: 1 + (i % 3) }],
        tenders: [{ method: 'cash', currency: 'USD', amount: 10_000 }],
      } satisfies CheckoutRequest,
    }))
    const send = (r: (typeof requests)[number]) =>
      fetch(`${base}/api/pos/checkout`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'idempotency-key': r.key,
        },
        body: JSON.stringify(r.body),
      }).then(async (response) => ({ status: response.status, text: await response.text() }))

    const answers = new Map<string, { status: number; text: string }>()
    let answered = 0
    const burst = requests.map((r) =>
      send(r)
        .then((answer) => {
          answers.set(r.key, answer)
          answered++
          // Mid-burst: a third of the sales answered, the rest in flight or queued.
          if (answered === Math.floor(SALES / 3)) server.kill('SIGKILL')
        })
        .catch(() => {}),
    )
    await Promise.all(burst)
    expect(answers.size).toBeGreaterThan(0)
    expect(answers.size).toBeLessThan(SALES)

    server = await startServer(port)
    // The till retries every sale it has no answer for with the same key; a claim of the dead process answers
    // 409 until it counts as abandoned, then the retry runs it.
    const final = new Map(answers)
    for (const r of requests) {
      for (let attempt = 0; !final.has(r.key) || final.get(r.key)?.status === 409; attempt++) {
        if (attempt > 100) throw new Error(`no answer for ${r.key}`)
        const answer = await send(r)
        if (answer.status === 409) await new Promise((resolve) => setTimeout(resolve, 300))
        final.set(r.key, answer)
      }
    }
    // Every answer is a sale; answers from before the crash are replayed identically.
    for (const r of requests) expect(final.get(r.key)?.status).toBe(201)
    for (const [key, answer] of answers) {
      const replay = await send(requests.find((r) => r.key === key) as (typeof requests)[number])
      expect(replay.text).toBe(answer.text)
    }
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
    child = null

    const sold = requests.map((r) => JSON.parse(final.get(r.key)?.text as string).data as Order)
    const check = await open()
    try {
      const { db } = check
      // One order per request, no more: nothing doubled, nothing lost.
      expect(new Set(sold.map((o) => o.id)).size).toBe(SALES)
      expect((await db.select({ n: count() }).from(orders))[0]?.n).toBe(SALES)
      // Nothing partial: every order has its line, its payments adding up to its total, and its stock movement.
      for (const order of sold) {
        const lines = await db.select().from(orderLines).where(eq(orderLines.order_id, order.id))
        const payments = await db.select().from(orderPayments).where(eq(orderPayments.order_id, order.id))
        const moved = await db.select().from(stockMovements).where(eq(stockMovements.document_id, order.id))
        expect(lines).toHaveLength(1)
        expect(payments.reduce((s, p) => s + p.amount_khr, 0)).toBe(order.total_khr)
        expect(moved.filter((m) => m.kind === 'sale').map((m) => -m.quantity)).toEqual([lines[0]?.quantity])
      }
      const units = requests.reduce((s, r) => s + (r.body.lines[0]?.quantity ?? 0), 0)
      const [level] = await db.select().from(stockLevels).where(eq(stockLevels.product_id, product.id))
      expect(Number(level?.on_hand)).toBe(STOCK - units)
      expect(await findLedgerDifferences(db)).toEqual([])
      const numbers = await db.execute(sql`select count(distinct number) as n from orders`)
      expect(Number((numbers as unknown as { rows: { n: string }[] }).rows[0]?.n)).toBe(SALES)
    } finally {
      await check.close()
    }
  }, 240_000)
})
