import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { signIn, signOut } from './support.ts'

// Cookie mode is a server setting, so this file starts a second server of its own: the app the shared one
// serves (already built), its own empty database, the next port. Everything else runs in bearer mode.
const PORT = Number(process.env.E2E_PORT ?? '3199') + 1
const BASE_URL = `http://127.0.0.1:${PORT}`
let server: ChildProcess | undefined
let dataDir = ''

test.use({ baseURL: BASE_URL })

test.beforeAll(async () => {
  test.setTimeout(120_000)
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sms-e2e-cookie-'))
  // Its own process group: npx and tsx each start a child, and stopping the group stops them all.
  server = spawn('npx', ['tsx', '../server/src/main.ts'], {
    stdio: 'ignore',
    detached: true,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'Admin#2026',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      TOKEN_STORAGE: 'cookie',
      ...(process.env.E2E_WEB_DIST && { WEB_DIST: process.env.E2E_WEB_DIST }),
    },
  })
  await expect(async () => {
    expect((await fetch(`${BASE_URL}/api/health`)).ok).toBe(true)
  }).toPass({ timeout: 110_000, intervals: [500] })
})

test.afterAll(async () => {
  if (server?.pid) {
    const exited = new Promise((resolve) => server?.once('exit', resolve))
    process.kill(-server.pid, 'SIGTERM')
    await exited
  }
  fs.rmSync(dataDir, { recursive: true, force: true })
})

test('in cookie mode the user signs in, saves the profile and signs out without a token in the page', async ({
  page,
  context,
}) => {
  await signIn(page)
  const cookies = await context.cookies()
  expect(cookies.find((c) => c.name === 'sms_access')).toMatchObject({ httpOnly: true, sameSite: 'Lax' })
  expect(cookies.find((c) => c.name === 'XSRF-TOKEN')?.httpOnly).toBe(false)
  // The page's storage holds no token, only the marker that the cookie has it.
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe('cookie')

  // A request the page did not put the CSRF header on is refused.
  const forged = await page.evaluate(async () => (await fetch('/api/logout', { method: 'POST' })).status)
  expect(forged).toBe(403)

  const nationality = `Khmer ${Date.now()}`
  await page.goto('/profiles')
  await page.locator('#profile-nationality').fill(nationality)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(
    page.locator('.ant-message-notice').filter({ hasText: 'Profile successfully updated!' }),
  ).toBeVisible()
  await page.reload()
  await expect(page.locator('#profile-nationality')).toHaveValue(nationality)

  await signOut(page)
  expect((await context.cookies()).find((c) => c.name === 'sms_access')).toBeUndefined()
  await page.goto('/profiles')
  await expect(page.locator('#sign-in-email')).toBeVisible()
})
