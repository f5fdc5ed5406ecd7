import { expect, test } from './fixtures.ts'
import { ADMIN, signedInUserName, signInWithForm, storageKeys } from './support.ts'

const path = (pathname: string) => (url: URL) => url.pathname === pathname

test.describe('sign-in form', () => {
  test('marks each empty field as required', async ({ page }) => {
    await page.goto('/login')
    await expect(page.getByText('SMS 1.0')).toBeVisible()
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByText('This field is required!')).toHaveCount(2)
    await expect(page).toHaveURL(path('/login'))
  })

  test('shows the spec message for a wrong password', async ({ page }) => {
    await page.goto('/login')
    await page.locator('#sign-in-email').fill(ADMIN.email)
    await page.locator('#sign-in-password').fill('not-the-password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('alert')).toContainText('Username or password is incorrect.')
    await expect(page).toHaveURL(path('/login'))
    expect(await storageKeys(page)).not.toContain('token')
  })

  test('signs in, lands on / and stores the session under the spec keys', async ({ page }) => {
    await signInWithForm(page)
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      permissions: JSON.parse(localStorage.getItem('permissions') ?? 'null'),
      roles: JSON.parse(localStorage.getItem('roles') ?? 'null'),
      expiresAt: Number(localStorage.getItem('token_expires_at')),
    }))
    expect(stored.token).toBeTruthy()
    expect(stored.permissions).toContain('dashboards.view')
    expect(stored.roles).toEqual({ roles: expect.arrayContaining(['admin']) })
    expect(stored.expiresAt).toBeGreaterThan(Date.now() + 50 * 60 * 1000)
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Dashboard' })).toBeVisible()
    await expect(page.getByText(`Welcome, ${await signedInUserName(page)}`)).toBeVisible()
  })
})

test.describe('redirect rules', () => {
  test('sends visitors without a session to /login, keeping the language', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveURL(path('/login'))
    await page.goto('/kh/dashboards')
    await expect(page).toHaveURL(path('/kh/login'))
  })

  test('returns to the page asked for after signing in, in its language', async ({ page }) => {
    await page.goto('/kh/customers?page=1')
    await expect(page).toHaveURL(path('/kh/login'))
    await page.locator('#sign-in-email').fill(ADMIN.email)
    await page.locator('#sign-in-password').fill(ADMIN.password)
    await page.locator('form button[type="submit"]').click()
    await expect(page).toHaveURL((url) => url.pathname === '/kh/customers' && url.search === '?page=1')
    await expect(page.locator('header.ant-layout-header')).toBeVisible()
  })

  test('never follows a remembered page to another site', async ({ page }) => {
    await page.goto('/login?next=//example.com/x')
    await page.locator('#sign-in-email').fill(ADMIN.email)
    await page.locator('#sign-in-password').fill(ADMIN.password)
    await page.locator('form button[type="submit"]').click()
    await expect(page).toHaveURL((url) => url.host.startsWith('127.0.0.1') && url.pathname === '/')
  })

  test('sends a signed-in user from /login to /', async ({ page }) => {
    await signInWithForm(page)
    await page.goto('/login')
    await expect(page).toHaveURL(path('/'))
  })

  test('treats /app as the way in', async ({ page }) => {
    await signInWithForm(page)
    await page.goto('/app')
    await expect(page).toHaveURL(path('/'))
  })

  test('clears an expired session and sends the user to /login', async ({ page }) => {
    await signInWithForm(page)
    await page.evaluate(() => localStorage.setItem('token_expires_at', String(Date.now() - 1000)))
    await page.goto('/dashboards')
    await expect(page).toHaveURL(path('/login'))
    expect(await storageKeys(page)).not.toEqual(expect.arrayContaining(['token']))
    expect(await storageKeys(page)).not.toEqual(expect.arrayContaining(['permissions']))
  })

  test('ends the session when the API answers 401', async ({ page }) => {
    await signInWithForm(page)
    await page.evaluate(() => localStorage.setItem('token', 'revoked-or-forged'))
    await page.reload()
    await expect(page).toHaveURL(path('/login'))
    expect(await storageKeys(page)).not.toContain('token')
  })
})

test.describe('token refresh', () => {
  const expiringSoon = () => localStorage.setItem('token_expires_at', String(Date.now() + 4 * 60 * 1000))

  test('renews the tokens 5 minutes before expiry and keeps the rotated refresh token', async ({ page }) => {
    await signInWithForm(page)
    const before = await page.evaluate(() => localStorage.getItem('refresh_token'))
    await page.evaluate(expiringSoon)
    await page.reload()
    await expect
      .poll(() => page.evaluate(() => Number(localStorage.getItem('token_expires_at')) - Date.now()))
      .toBeGreaterThan(50 * 60 * 1000)
    const after = await page.evaluate(() => localStorage.getItem('refresh_token'))
    expect(after).toBeTruthy()
    expect(after).not.toBe(before)
    await expect(page).toHaveURL(path('/'))
  })

  test('signs out when the refresh is refused', async ({ page }) => {
    await signInWithForm(page)
    await page.evaluate(() => localStorage.setItem('refresh_token', 'not-a-real-refresh-token'))
    await page.evaluate(expiringSoon)
    await page.reload()
    await expect(page).toHaveURL(path('/login'))
    expect(await storageKeys(page)).not.toContain('token')
  })
})

test('sign out returns to /login and forgets the session', async ({ page }) => {
  await signInWithForm(page)
  await page.getByRole('button', { name: await signedInUserName(page) }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(path('/login'))
  expect(await storageKeys(page)).not.toContain('token')
  await page.goto('/')
  await expect(page).toHaveURL(path('/login'))
})
