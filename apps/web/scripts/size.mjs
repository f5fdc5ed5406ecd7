#!/usr/bin/env node
/**
 * Opens /login and /kh/login in Chromium against the compiled server serving the build (as production does,
 * with its brotli copies), cache disabled, and adds up what the browser transfers until the network is quiet.
 * Fails when a page's scripts and styles pass the budget, or when one of them arrives uncompressed.
 * Reads the build in $E2E_WEB_DIST or apps/web/dist (the one Playwright just made in `npm test`) and the server
 * in apps/server/dist; builds both first when one is missing or with `--build`.
 * Usage: node scripts/size.mjs [--build]
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { pageTransfers } from './page-transfer.mjs'

/**
 * Encoded bytes of scripts and styles a first visit to /login may transfer: issue 13's budget, measured in the
 * browser since issue 22. docs/decisions/0011-first-load.md says how the page got there and what keeps it there.
 */
const LOGIN_BUDGET = 250_000
const BUDGETED = ['scripts', 'styles']
const PAGES = ['/login', '/kh/login']

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const serverDir = path.resolve(webDir, '..', 'server')
const distDir = path.resolve(webDir, process.env.E2E_WEB_DIST ?? 'dist')
const serverMain = path.join(serverDir, 'dist', 'main.js')

const rebuild = process.argv.includes('--build')
if (rebuild || !fs.existsSync(path.join(distDir, 'index.html'))) {
  const { build } = await import('vite')
  await build({ root: webDir, logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true } })
}
if (rebuild || !fs.existsSync(serverMain)) {
  const { buildServer } = await import('../../server/scripts/build.mjs')
  await buildServer()
}

/** A port nobody listens on now; the server takes it a moment later. */
async function freePort() {
  const probe = net.createServer().listen(0, '127.0.0.1')
  await new Promise((resolve) => probe.once('listening', resolve))
  const { port } = /** @type {net.AddressInfo} */ (probe.address())
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/** The compiled server on an empty embedded database of its own, serving the build. */
async function startServer() {
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sms-size-'))
  const { DATABASE_URL: _database, ...inherited } = process.env
  const server = spawn(process.execPath, [serverMain], {
    cwd: serverDir,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: distDir,
      ADMIN_PASSWORD: 'Admin#2026',
      SEED_DEMO: '0',
      BACKUP_DAILY: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const stop = () => {
    server.kill('SIGKILL')
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) return { url, stop }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  stop()
  throw new Error('the server did not start')
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`
const server = await startServer()
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
})
const failures = []
try {
  for (const page of PAGES) {
    const transfers = await pageTransfers(browser, server.url + page, (tab) =>
      tab.locator('#sign-in-email').waitFor(),
    )
    console.log(`\n${page}`)
    const totals = new Map()
    for (const { url, group, encoding, bytes } of transfers) {
      totals.set(group, (totals.get(group) ?? 0) + bytes)
      const file = new URL(url).pathname
      console.log(
        `  ${group.padEnd(9)}${file.padEnd(52)}${(encoding || '-').padEnd(6)}${kB(bytes).padStart(10)}`,
      )
      if (BUDGETED.includes(group) && !['br', 'gzip'].includes(encoding)) {
        failures.push(`${page}: ${file} arrived uncompressed`)
      }
    }
    const counted = BUDGETED.reduce((sum, group) => sum + (totals.get(group) ?? 0), 0)
    const summary = [...totals].map(([group, bytes]) => `${group} ${kB(bytes)}`).join(', ')
    console.log(`  ${summary}`)
    console.log(`  ${BUDGETED.join(' and ')}: ${kB(counted)} of ${kB(LOGIN_BUDGET)}`)
    if (counted > LOGIN_BUDGET) {
      failures.push(
        `${page} transfers ${kB(counted)} of ${BUDGETED.join(' and ')}; the budget is ${kB(LOGIN_BUDGET)}`,
      )
    }
  }
} finally {
  await browser.close()
  server.stop()
}
if (failures.length > 0) {
  for (const failure of failures) console.error(failure)
  process.exit(1)
}
console.log(`\nEvery page is within its budget of ${kB(LOGIN_BUDGET)}.`)
