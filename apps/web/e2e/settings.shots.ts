import { expect, test } from '@playwright/test'
import { adminToken, createRecord } from './catalogue-api.ts'
import { SCREENSHOTS, shoot } from './shots-support.ts'
import { signIn } from './support.ts'

// Pictures for people to look at (`npm run screenshots`), not a check; written to the git-ignored screenshots/.

test.describe('settings, the riel rate and notifications', () => {
  test.beforeAll(async ({ request }) => {
    const token = await adminToken(request)
    const headers = { Authorization: `Bearer ${token}` }
    const roles = (await (
      await request.get('/api/roles?filter[name][equals]=manager', { headers })
    ).json()) as {
      data: { id: number }[]
    }
    const manager = { email: `manager-${Date.now()}@example.com`, password: 'Manager#2026' }
    await createRecord(request, token, 'users', {
      name: 'សុខ ចាន់ថា',
      email: manager.email,
      password: manager.password,
      password_confirmation: manager.password,
      role_ids: roles.data.map((role) => role.id),
    })
    // The manager sets two rates, so the administrator has notifications and the rate a history.
    const login = await request.post('/api/login', { data: manager })
    const managerHeaders = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` }
    for (const rate of [4095, 4102.5]) {
      await request.post('/api/exchange-rates', { data: { rate, confirm: true }, headers: managerHeaders })
    }
  })

  for (const lang of ['en', 'kh'] as const) {
    for (const mode of ['light', 'dark'] as const) {
      test(`settings page and notifications, ${lang}, ${mode}`, async ({ page }) => {
        const prefix = lang === 'kh' ? '/kh' : ''
        await page.setViewportSize({ width: 1366, height: 768 })
        await page.addInitScript((m) => localStorage.setItem('colorMode', m), mode)
        await signIn(page, { to: `${prefix}/settings` })
        await expect(page.locator('#settings-system_title')).toBeVisible()
        await page.waitForLoadState('networkidle')
        await page.evaluate(() => document.fonts.ready)
        await page.waitForTimeout(400)
        await page.screenshot({ path: `${SCREENSHOTS}settings-${lang}-${mode}.png`, fullPage: true })
        await page.getByTestId('notification-bell').click()
        await expect(page.getByRole('dialog').locator('li').first()).toBeVisible()
        await shoot(page, `notifications-${lang}-${mode}`)
      })
    }
  }
})
