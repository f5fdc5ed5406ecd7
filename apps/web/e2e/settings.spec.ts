import AxeBuilder from '@axe-core/playwright'
import { DEFAULT_SETTINGS } from '@sms/contract'
import { adminToken, createRecord } from './catalogue-api.ts'
import { type APIRequestContext, expect, type Page, test } from './fixtures.ts'
import { signIn, signOut } from './support.ts'

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

/** Saves the settings through the API: the defaults with `changes`. */
async function saveSettings(request: APIRequestContext, changes: Record<string, unknown> = {}) {
  const response = await request.put('/api/settings', {
    data: { ...DEFAULT_SETTINGS, ...changes },
    headers: bearer(await adminToken(request)),
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** The background a primary button is drawn with, away from the pointer (hovering lightens it). */
async function primaryButtonColour(page: Page) {
  await page.mouse.move(0, 0)
  return page
    .locator('button.ant-btn-primary')
    .first()
    .evaluate((button) => getComputedStyle(button).backgroundColor)
}

/** A new cashier account (cashiers are told of new rates), signed in by the caller. */
async function createCashier(request: APIRequestContext, token: string) {
  const roles = (await (
    await request.get('/api/roles?filter[name][equals]=cashier', { headers: bearer(token) })
  ).json()) as { data: { id: number }[] }
  const cashier = { email: `cashier-${Date.now()}@example.com`, password: 'Cashier#2026' }
  await createRecord(request, token, 'users', {
    name: 'Sokha Cashier',
    email: cashier.email,
    password: cashier.password,
    password_confirmation: cashier.password,
    role_ids: roles.data.map((role) => role.id),
  })
  return cashier
}

// The other specs share this server and expect the default look.
test.afterAll(async ({ request }) => saveSettings(request))

test('an administrator changes the primary colour; every page, the sign-in page too, is drawn with it', async ({
  page,
}) => {
  await signIn(page, { to: '/settings' })
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()

  // A colour that is not one is refused on the field, and nothing is saved.
  await page.locator('#settings-primary_color').fill('green')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Enter a colour as #RRGGBB, for example #15803d.')).toBeVisible()

  await page.locator('#settings-primary_color').fill('#7c3aed')
  await page.locator('#settings-system_title').fill('Phsar Thmei Mart')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(
    page.locator('.ant-message-notice').filter({ hasText: 'Settings updated successfully' }),
  ).toBeVisible()
  await expect.poll(() => primaryButtonColour(page)).toBe('rgb(124, 58, 237)')
  await expect(page).toHaveTitle('Settings · Phsar Thmei Mart')

  await signOut(page)
  await expect(page.getByText('Phsar Thmei Mart')).toBeVisible()
  await expect.poll(() => primaryButtonColour(page)).toBe('rgb(124, 58, 237)')
  // A new visitor, who has nothing stored yet, gets the same look from the public settings.
  const fresh = await page.context().browser()?.newPage()
  if (!fresh) throw new Error('no browser')
  await fresh.goto('/kh/login')
  await expect.poll(() => primaryButtonColour(fresh)).toBe('rgb(124, 58, 237)')
  await fresh.close()
})

test('the server refuses a bad settings body with field errors and the screen says it failed', async ({
  page,
}) => {
  await signIn(page)
  await page.route('**/api/settings', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 422,
          json: {
            status: 'error',
            code: 'VALIDATION_FAILED',
            message: 'The given data was invalid.',
            errors: { logo_url: ['url'] },
          },
        })
      : route.fallback(),
  )
  await page.goto('/settings')
  await page.locator('#settings-footer_text').fill('Thank you for shopping with us')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(
    page.locator('.ant-message-notice').filter({ hasText: 'Failed to update settings' }),
  ).toBeVisible()
  await expect(page.getByText('Enter an https address, or upload a picture.')).toBeVisible()
})

test('settings that cannot be loaded say so', async ({ page }) => {
  await page.route('**/api/settings', (route) =>
    route.fulfill({ status: 500, json: { status: 'error', code: 'INTERNAL', message: 'x' } }),
  )
  await signIn(page, { to: '/kh/settings' })
  await expect(page.getByText('បរាជ័យក្នុងការផ្ទុកការកំណត់ប្រព័ន្ធ')).toBeVisible()
})

test('a new riel rate shows in the menubar; a change of more than 10% is asked about first', async ({
  page,
}) => {
  await signIn(page)
  const rate = page.locator('header [data-testid="rate-value"]')
  await expect(rate).toHaveText('$1 = 4,100 ៛')

  await page.getByRole('button', { name: /^Today's riel rate/ }).click()
  await page.getByLabel('Riel per US dollar').fill('4150')
  await page.getByRole('dialog').getByRole('button', { name: 'Set rate' }).click()
  // The embedded database runs one transaction at a time: another worker's big write (a report's seed, an
  // import) can hold the answer back longer than the usual 10 s.
  await expect(
    page.locator('.ant-message-notice').filter({ hasText: 'The riel rate is now 4,150 ៛' }),
  ).toBeVisible({ timeout: 30_000 })
  await expect(rate).toHaveText('$1 = 4,150 ៛')
  await expect(page.locator('header').getByText(/^Updated \d\d:\d\d$/)).toBeVisible()

  await page.getByRole('button', { name: /^Today's riel rate/ }).click()
  await page.getByLabel('Riel per US dollar').fill('41500')
  await page.getByRole('dialog').getByRole('button', { name: 'Set rate' }).click()
  const question = page.locator('.ant-modal-confirm')
  await expect(question).toContainText('Set a rate this different?')
  await expect(question).toContainText('41,500 ៛ is 900% away from the current 4,150 ៛')
  await question.getByRole('button', { name: 'Cancel' }).click()
  // Gone before the next question: a click on the closing one's button would answer nothing.
  await expect(question).toHaveCount(0)
  await expect(rate).toHaveText('$1 = 4,150 ៛')
  await page.getByLabel('Riel per US dollar').fill('4600')
  await page.getByRole('dialog').getByRole('button', { name: 'Set rate' }).click()
  await question.getByRole('button', { name: 'Set it' }).click()
  await expect(rate).toHaveText('$1 = 4,600 ៛')

  // The history on the settings page has both, newest first.
  await page.goto('/settings')
  const history = page.locator('.ant-table').last()
  await expect(history.locator('tbody tr').first()).toContainText('4,600 ៛')
  await expect(history.locator('tbody tr').nth(1)).toContainText('4,150 ៛')
})

test('a cashier is told of a new rate; "mark all as read" clears the count', async ({ page, request }) => {
  const token = await adminToken(request)
  const cashier = await createCashier(request, token)
  // A new rate notifies everyone who takes money (the administrator who set it excepted).
  for (const value of [4120, 4125]) {
    const response = await request.post('/api/exchange-rates', {
      data: { rate: value, confirm: true },
      headers: bearer(token),
    })
    expect(response.status()).toBe(201)
  }

  await signIn(page, { user: cashier })
  const bell = page.getByTestId('notification-bell')
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread')
  // A cashier reads the rate but may not set it.
  await expect(page.getByRole('note', { name: /^Today's riel rate: \$1 = 4,125 ៛/ })).toBeVisible()

  await bell.click()
  const drawer = page.getByRole('dialog', { name: 'Notifications' })
  await expect(drawer.getByText('The riel rate is now 4,125 ៛ per dollar (was 4,120 ៛)')).toBeVisible()
  await drawer.getByRole('button', { name: 'Mark all as read' }).click()
  await expect(
    page.locator('.ant-message-notice').filter({ hasText: 'All notifications marked as read' }),
  ).toBeVisible()
  await expect(bell).toHaveAccessibleName('Notifications')
  await expect(page.getByTestId('notification-count').locator('.ant-badge-count')).toHaveCount(0)
  await expect(drawer.getByRole('button', { name: 'Mark all as read' })).toBeDisabled()
})

test('on a page already open elsewhere, a new colour, a new rate and a notification arrive without a reload', async ({
  browser,
  request,
}) => {
  const token = await adminToken(request)
  const cashier = await createCashier(request, token)
  // The cashier's browser is another context: nothing reaches it but the live channels.
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await signIn(page, { user: cashier })
    await expect(page.locator('header [data-live-state]')).toHaveAttribute('data-live-state', 'connected')
    await page.evaluate(() => Object.assign(window, { __stillTheSamePage: true }))
    const bell = page.getByTestId('notification-bell')
    await expect(bell).toHaveAccessibleName('Notifications')

    // The administrator, elsewhere, changes the colour: the open page redraws with it.
    await saveSettings(request, { primary_color: '#b91c1c' })
    await expect.poll(() => primaryButtonColour(page)).toBe('rgb(185, 28, 28)')

    // … and sets a rate: the menubar shows it and the bell counts the notification.
    const response = await request.post('/api/exchange-rates', {
      data: { rate: 4133, confirm: true },
      headers: bearer(token),
    })
    expect(response.status()).toBe(201)
    await expect(page.getByRole('note', { name: /^Today's riel rate: \$1 = 4,133 ៛/ })).toBeVisible()
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread')

    await bell.click()
    const drawer = page.getByRole('dialog', { name: 'Notifications' })
    await drawer.getByRole('button', { name: 'Mark all as read' }).click()
    await expect(bell).toHaveAccessibleName('Notifications')
    expect(await page.evaluate(() => (window as { __stillTheSamePage?: boolean }).__stillTheSamePage)).toBe(
      true,
    )
  } finally {
    await context.close()
  }
})

for (const mode of ['light', 'dark'] as const) {
  test(`the settings page and the notifications stay accessible in a shop's own colours, ${mode}`, async ({
    page,
    request,
  }) => {
    // axe reads every element of a long form: slow on a busy machine.
    test.setTimeout(120_000)
    // A purple too dark for text on the dark surface, and a blue too light for links on white.
    await saveSettings(request, { primary_color: '#7c3aed', secondary_color: '#60a5fa' })
    await page.addInitScript((m) => localStorage.setItem('colorMode', m), mode)
    await signIn(page, { to: '/kh/settings' })
    await expect(page.locator('#settings-system_title')).toBeVisible()
    await page.waitForLoadState('networkidle')
    const serious = async () =>
      (await new AxeBuilder({ page }).analyze()).violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        )
    expect(await serious()).toEqual([])
    await page.getByTestId('notification-bell').click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.waitForTimeout(400)
    expect(await serious()).toEqual([])
  })
}
