import { expect, test } from './fixtures.ts'
import { ownServer } from './own-server.ts'
import { signInWithForm, signOut } from './support.ts'

// Cookie mode is a server setting, so this file starts a second server of its own: the app the shared one
// serves (already built), its own empty database, the next port. Everything else runs in bearer mode.
const server = ownServer(Number(process.env.E2E_PORT ?? '3199') + 1, { TOKEN_STORAGE: 'cookie' })

test.use({ baseURL: server.url })

test.beforeAll(async () => {
  test.setTimeout(120_000)
  await server.start()
})

test.afterAll(async () => {
  await server.remove()
})

test('in cookie mode the user signs in, saves the profile and signs out without a token in the page', async ({
  page,
  context,
}) => {
  await signInWithForm(page)
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
