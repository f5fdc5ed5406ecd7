import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'

// Overridable so two runs on one machine (two engineers, two checkouts) do not share a port or a build.
const PORT = process.env.E2E_PORT ?? '3199'
const WEB_DIST = process.env.E2E_WEB_DIST
const BASE_URL = `http://127.0.0.1:${PORT}`
// Two by default, one per core: a flow spends much of its time waiting for the page, so two take about 21
// minutes on the 2-core CI machine where one took 38. The till is tuned for a busy machine (till-support.ts).
const FLOW_WORKERS = Number(process.env.E2E_WORKERS ?? 2)

// Every run gets an empty database, so the tests never depend on what an earlier run left behind. Workers load
// this file again; the variable, inherited from the runner, keeps them from making directories of their own.
process.env.SMS_E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'sms-e2e-'))
const dataDir = process.env.SMS_E2E_DATA_DIR

export default defineConfig({
  testDir: 'e2e',
  // Each worker of the flows has a server and database of its own (e2e/fixtures.ts), so the flows' files run
  // side by side, E2E_WORKERS at a time. The accessibility walk reads the shared server below, with rows of its
  // own (accessibility.setup.ts), so it needs nothing from the flows and takes the workers as they come free.
  // Pictures for people to look at, not a check, run on demand: `npm run screenshots`.
  projects: [
    {
      name: 'flows',
      testMatch: '*.spec.ts',
      testIgnore: ['accessibility.spec.ts'],
      workers: FLOW_WORKERS,
      // One more try for a flow that fails, reported as "flaky" in the summary (decision 0043): a fault that
      // happens every time still fails the run, and a timing accident on a loaded CI machine does not throw
      // away a whole stop's work.
      retries: 1,
      // Two flows side by side on two cores take about twice as long as one alone.
      timeout: 60_000,
    },
    { name: 'accessibility-data', testMatch: 'accessibility.setup.ts' },
    {
      name: 'accessibility',
      testMatch: 'accessibility.spec.ts',
      dependencies: ['accessibility-data'],
      fullyParallel: true,
    },
  ],
  workers: 2,
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    headless: true,
    viewport: { width: 1366, height: 768 },
    locale: 'en-US',
    trace: 'off',
    // Debian's Chromium, never a downloaded browser.
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // The real server on a fresh embedded database, serving the freshly built app under its production CSP.
    // The compiled server, as `npm start` runs it; the specs' own servers (e2e/own-server.ts) run this build too.
    command: `npm run build${WEB_DIST ? ` -- --outDir ${WEB_DIST} --emptyOutDir` : ''} && node ../server/scripts/build.mjs && node --enable-source-maps ../server/dist/main.js`,
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'Admin#2026',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      ...(WEB_DIST && { WEB_DIST }),
    },
  },
})
