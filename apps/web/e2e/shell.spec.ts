import { expect, test } from './fixtures.ts'
import { collectConsoleErrors, renderedFonts, signIn, watchCspViolations } from './support.ts'

const path = (pathname: string) => (url: URL) => url.pathname === pathname

test('switches to Khmer under /kh, remembers it in a cookie, and back', async ({ page, context }) => {
  await signIn(page, { to: '/dashboards' })
  await page.getByText('ខ្មែរ', { exact: true }).click()
  await expect(page).toHaveURL(path('/kh/dashboards'))
  await expect(page.getByRole('heading', { name: 'ផ្ទាំងគ្រប់គ្រង' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'km')

  const cookie = (await context.cookies()).find((c) => c.name === 'lang')
  expect(cookie).toMatchObject({ value: 'kh', sameSite: 'Lax', path: '/' })
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000
  expect(days).toBeGreaterThan(364)

  // An unprefixed path opened later follows the remembered choice.
  await page.goto('/')
  await expect(page).toHaveURL(path('/kh'))

  await page.getByText('EN', { exact: true }).click()
  await expect(page).toHaveURL(path('/'))
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en')
})

test('dark mode puts class "dark" on <html> and survives a reload', async ({ page }) => {
  await signIn(page)
  await page.getByRole('button', { name: 'Colour mode' }).click()
  await page.getByRole('menuitem', { name: 'Dark' }).click()
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  expect(await page.evaluate(() => localStorage.getItem('colorMode'))).toBe('dark')
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await page.getByRole('button', { name: 'Colour mode' }).click()
  await page.getByRole('menuitem', { name: 'Light' }).click()
  await expect(page.locator('html')).toHaveClass(/\blight\b/)
})

test('the colour menu loads only when reached, and the keyboard keeps its place on the button', async ({
  page,
}) => {
  const menuCode = /\/color-mode-menu-[\w-]+\.js$/
  let requested = false
  page.on('request', (request) => {
    if (menuCode.test(request.url())) requested = true
  })
  await page.goto('/login')
  await expect(page.locator('#sign-in-email')).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(requested).toBe(false)

  const button = page.getByRole('button', { name: 'Colour mode' })
  const firstButton = await button.elementHandle()
  await button.focus()
  // The menu's code has arrived when its Dropdown has replaced the first button with its own.
  await expect.poll(() => firstButton?.evaluate((element) => element.isConnected)).toBe(false)
  expect(requested).toBe(true)
  await expect(button).toBeFocused()
  await page.keyboard.press('Enter')
  await page.getByRole('menuitem', { name: 'Dark' }).click()
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
})

test('a press on the colour button is not lost when the menu code arrives in the middle of it', async ({
  page,
}) => {
  // The menu's code is held back until the mouse button is down, then arrives before it is released.
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/color-mode-menu-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/login')
  const button = page.getByRole('button', { name: 'Colour mode' })
  await button.hover()
  await page.mouse.down()
  const arrived = page.waitForResponse(/\/color-mode-menu-[\w-]+\.js$/)
  release()
  await arrived
  // Two frames: time for the module to run and React to render whatever it would render.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  await page.mouse.up()
  await page.getByRole('menuitem', { name: 'Dark' }).click()
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
})

test('unknown paths show the 404 text with the path, in both languages', async ({ page }) => {
  await signIn(page, { to: '/no-such-page' })
  await expect(page.getByText('Page not found: /no-such-page')).toBeVisible()
  await page.goto('/kh/no-such-page')
  await expect(page.getByText('រកមិនឃើញទំព័រ៖ /kh/no-such-page')).toBeVisible()
})

test('without a permission its menu entry is hidden and its page leads to /no-permission', async ({
  page,
}) => {
  // The server says the user's role lost every permission since sign-in.
  await page.route('**/api/me', async (route) => {
    try {
      const me = await (await route.fetch()).json()
      await route.fulfill({ json: { ...me, permissions: [] } })
    } catch {
      // The page navigated away while the request was in flight; nothing is waiting for this answer.
    }
  })
  await signIn(page)
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Dashboard' })).toHaveCount(0)
  await page.goto('/dashboards')
  await expect(page).toHaveURL(path('/no-permission'))
  await expect(page.getByText('Access denied')).toBeVisible()
})

test('runs under the production CSP without violations, with the bundled Khmer font', async ({ page }) => {
  const errors = collectConsoleErrors(page)
  const cspViolations = await watchCspViolations(page)
  const response = await page.goto('/kh/login')
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'")
  await signIn(page, { lang: 'kh' })
  await page.evaluate(() => document.fonts.ready)
  const fontLoaded = await page.evaluate(() => document.fonts.check('16px "Kantumruy Pro"', 'ខ្មែរ'))
  expect(fontLoaded).toBe(true)
  // The text nodes themselves, so a silent fallback to the system's Noto Khmer would fail the test.
  for (const selector of ['.ant-menu-item .ant-menu-title-content a', 'h1', '.language-switcher-option']) {
    // Chromium names the face it drew with, e.g. "Kantumruy Pro SemiBold" for a heading.
    for (const font of await renderedFonts(page, selector)) expect(font, selector).toMatch(/^Kantumruy Pro\b/)
  }
  expect(await cspViolations()).toEqual([])
  expect(errors).toEqual([])
})

test('a page whose code cannot be loaded reloads once, then explains', async ({ page }) => {
  await signIn(page)
  // As after a deployment that removed the old chunks.
  await page.route(/\/assets\/not-found-page-[^/]+\.js$/, (route) => route.abort())
  let loads = 0
  page.on('load', () => {
    loads += 1
  })
  await page.goto('/no-such-page')
  await expect(
    page.getByText('The application could not load a part of the page.', { exact: false }),
  ).toBeVisible()
  expect(loads).toBe(2)
  expect(await page.evaluate(() => sessionStorage.getItem('chunkReloadAt'))).toBeTruthy()
})

test('serves the build id for the new-version check', async ({ request }) => {
  const response = await request.get('/version.json')
  expect(response.ok()).toBe(true)
  expect(await response.json()).toMatchObject({ buildId: expect.any(String) })
})
