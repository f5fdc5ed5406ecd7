import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  type BrowserContext,
  chromium,
  type Page,
  request as playwrightRequest,
  test,
} from '@playwright/test'
import { adminToken, createRecord } from './catalogue-api.ts'
import { ownServer } from './own-server.ts'
import { signIn } from './support.ts'

/**
 * Issue 21's measurement: the till's time to ready with 100,000 products, in Chromium against the compiled
 * server, on a first load (a new browser, nothing on the device) and on later starts (the same browser profile,
 * the catalogue cached and fresh: only the delta read). It prints figures and asserts none (a busy machine must
 * not fail it). Run with `npm run bench:till -w apps/web`; apps/server/bench/README.md keeps the results.
 *
 * Two moments per start, both from the navigation to /pos:
 * - "till": what the cashier sees ready to sell: the shift open in the top bar and the product grid filled
 *   (the till asks the server first, so this does not wait for the device's copy);
 * - "catalogue": the device's copy of the catalogue complete and current (the mark `device-catalogue.ts` sets
 *   after each sync), from when on the till sells with the server away.
 */

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000)
const FIRST_RUNS = Number(process.env.BENCH_TILL_FIRST ?? 3)
const LATER_RUNS = Number(process.env.BENCH_TILL_LATER ?? 5)
/** A file to write the first load's CPU profile to (`.cpuprofile`), else none. */
const PROFILE = process.env.BENCH_TILL_PROFILE
const SYNCED_MARK = 'sms:till-catalogue-synced'
const SERVER_DIR = path.join(import.meta.dirname, '..', '..', 'server')
const CASHIER = { email: 'ready-cashier@example.com', password: 'Cashier#2026-ready' }

type Start = {
  kind: string
  load: string
  tillMs: number
  catalogueMs: number
  mode: string
  changed: number
  catalogueRequests: number
  waitingOnServerMs: number
  longestTaskMs: number
  blockingMs: number
  heapMB: number
  storageMB: number
}

// The port after the shared server's, inside the range given to the run (the flows' own servers take +100).
const server = ownServer(Number(process.env.E2E_PORT ?? 3199) + 1)
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'sms-bench-profile-'))
const starts: Start[] = []

const launchOptions = {
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  headless: true,
}
const contextOptions = { baseURL: server.url, viewport: { width: 1366, height: 768 }, locale: 'en-US' }

/** Long tasks are only reported to an observer: one made before the app's scripts, on every page. */
async function observeLongTasks(context: BrowserContext) {
  await context.addInitScript(() => {
    const tasks: number[] = []
    ;(window as unknown as { __longTasks: number[] }).__longTasks = tasks
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration)
    }).observe({ type: 'longtask', buffered: true })
  })
}

/** Opens /pos as a new navigation and reads both moments, the catalogue's requests and the main thread's load. */
async function timeStart(page: Page, kind: string, navigate: () => Promise<unknown>): Promise<Start> {
  const load = os.loadavg()[0]?.toFixed(1) ?? '?'
  await navigate()
  const tillHandle = await page.waitForFunction(
    () => {
      const shift = document.querySelector('[data-testid="till-shift"]')?.textContent ?? ''
      const tiles = document.querySelectorAll('[data-testid="till-grid"] .till-tile').length
      const search = document.querySelector<HTMLInputElement>('input[data-testid="till-search"]')
      return shift.startsWith('Shift opened') && tiles > 0 && search && !search.disabled
        ? performance.now()
        : 0
    },
    undefined,
    { polling: 'raf', timeout: 120_000 },
  )
  const tillMs = (await tillHandle.jsonValue()) as number
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, SYNCED_MARK, {
    polling: 200,
    timeout: 30 * 60_000,
  })
  const figures = await page.evaluate(async (mark) => {
    const synced = performance.getEntriesByName(mark)[0] as PerformanceMark
    const reads = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('/api/pos/catalogue')) as PerformanceResourceTiming[]
    const tasks = (window as unknown as { __longTasks: number[] }).__longTasks
    const memory = (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory
    return {
      catalogueMs: synced.startTime,
      mode: (synced.detail as { mode: string }).mode,
      changed: (synced.detail as { changed: number }).changed,
      catalogueRequests: reads.length,
      waitingOnServerMs: reads.reduce((sum, e) => sum + (e.responseEnd - e.requestStart), 0),
      longestTaskMs: Math.max(0, ...tasks),
      blockingMs: tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
      heapMB: (memory?.usedJSHeapSize ?? 0) / 1e6,
      storageMB: ((await navigator.storage.estimate()).usage ?? 0) / 1e6,
    }
  }, SYNCED_MARK)
  const start = { kind, load, tillMs, ...figures }
  console.log(JSON.stringify(start))
  return start
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0
}

function printStarts() {
  const round = (n: number) => Math.round(n)
  console.log(`\nThe till's time to ready, ${PRODUCTS} products, ms from the navigation to /pos:`)
  console.table(
    starts.map((s) => ({
      ...s,
      tillMs: round(s.tillMs),
      catalogueMs: round(s.catalogueMs),
      waitingOnServerMs: round(s.waitingOnServerMs),
      longestTaskMs: round(s.longestTaskMs),
      blockingMs: round(s.blockingMs),
      heapMB: round(s.heapMB),
      storageMB: round(s.storageMB),
    })),
  )
  for (const kind of new Set(starts.map((s) => s.kind))) {
    const of = starts.filter((s) => s.kind === kind)
    console.log(
      `${kind}: ${of.length} runs, till ready median ${round(median(of.map((s) => s.tillMs)))} ms, ` +
        `catalogue ready median ${round(median(of.map((s) => s.catalogueMs)))} ms ` +
        `(min ${round(Math.min(...of.map((s) => s.catalogueMs)))}, max ${round(Math.max(...of.map((s) => s.catalogueMs)))})`,
    )
  }
}

test.describe.configure({ timeout: 60 * 60_000 })

test.beforeAll(async () => {
  test.setTimeout(30 * 60_000)
  await server.start()
  const api = await playwrightRequest.newContext({ baseURL: server.url })
  const token = await adminToken(api)
  const rate = await api.post('/api/exchange-rates', {
    data: { rate: 4100, confirm: true },
    headers: { Authorization: `Bearer ${token}` },
  })
  if (!rate.ok()) throw new Error(await rate.text())
  const store = await createRecord(api, token, 'stores', { name_en: 'Bench', name_kh: 'បេនឆ៍', code: 'BENCH' })
  const roles = await api.get('/api/roles?per_page=50', { headers: { Authorization: `Bearer ${token}` } })
  const cashierRole = ((await roles.json()) as { data: { id: number; name: string }[] }).data
    .filter((r) => r.name === 'cashier')
    .map((r) => r.id)
  await createRecord(api, token, 'users', {
    name: 'Bench Cashier',
    email: CASHIER.email,
    username: 'ready_cashier',
    password: CASHIER.password,
    password_confirmation: CASHIER.password,
    role_ids: cashierRole,
    store_ids: [store.id],
    status: true,
  })
  await api.dispose()

  // The products go straight into the database (the server's bench seeder), with the server stopped.
  await server.stop()
  const { DATABASE_URL: _database, ...embedded } = process.env
  execFileSync(process.execPath, ['--import', 'tsx', 'bench/seed-catalogue.ts'], {
    cwd: SERVER_DIR,
    env: { ...embedded, DATA_DIR: server.dataDir, PRODUCTS: String(PRODUCTS), STORE_ID: String(store.id) },
    stdio: 'inherit',
  })
  await server.start()

  // The cashier's shift is open, as on any start after the first of the day.
  const cashierApi = await playwrightRequest.newContext({ baseURL: server.url })
  const login = await cashierApi.post('/api/login', { data: CASHIER })
  const cashierToken = ((await login.json()) as { token: string }).token
  const shift = await cashierApi.post('/api/shifts', {
    data: { store_id: store.id, float_usd: 5000, float_khr: 0 },
    headers: { Authorization: `Bearer ${cashierToken}` },
  })
  if (!shift.ok()) throw new Error(await shift.text())
  await cashierApi.dispose()
})

test.afterAll(async () => {
  printStarts()
  await server.remove()
  fs.rmSync(profile, { recursive: true, force: true })
})

test('first load: a new browser, nothing on the device', async () => {
  const browser = await chromium.launch(launchOptions)
  try {
    for (let run = 0; run < FIRST_RUNS; run++) {
      const context = await browser.newContext(contextOptions)
      await observeLongTasks(context)
      const page = await context.newPage()
      await signIn(page, { user: CASHIER })
      // The first run's main thread as a CPU profile that DevTools opens, when asked for: where a load goes.
      const cdp = PROFILE && run === 0 ? await context.newCDPSession(page) : null
      await cdp?.send('Profiler.enable')
      await cdp?.send('Profiler.start')
      starts.push(await timeStart(page, 'first load', () => page.goto('/pos', { waitUntil: 'commit' })))
      if (cdp && PROFILE) fs.writeFileSync(PROFILE, JSON.stringify((await cdp.send('Profiler.stop')).profile))
      await context.close()
    }
  } finally {
    await browser.close()
  }
})

test('later starts: the same browser profile, the catalogue cached and fresh', async () => {
  const launch = async () => {
    const context = await chromium.launchPersistentContext(profile, { ...launchOptions, ...contextOptions })
    await observeLongTasks(context)
    return { context, page: context.pages()[0] ?? (await context.newPage()) }
  }
  let { context, page } = await launch()
  await signIn(page, { user: CASHIER })
  starts.push(await timeStart(page, 'first load (profile)', () => page.goto('/pos', { waitUntil: 'commit' })))
  for (let run = 0; run < LATER_RUNS; run++)
    starts.push(await timeStart(page, 'later start (reload)', () => page.reload({ waitUntil: 'commit' })))
  // The browser closed and opened again on the same profile, as after a power cut.
  await context.close()
  ;({ context, page } = await launch())
  starts.push(
    await timeStart(page, 'later start (reopened)', () => page.goto('/pos', { waitUntil: 'commit' })),
  )
  await context.close()
})
