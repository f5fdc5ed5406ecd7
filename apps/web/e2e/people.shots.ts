import { expect, test } from '@playwright/test'
import { adminToken, createRecord } from './catalogue-api.ts'
import { placeIds, shoot } from './shots-support.ts'
import { signIn } from './support.ts'

// Pictures for people to look at (`npm run screenshots`), not a check; written to the git-ignored screenshots/.

for (const lang of ['en', 'kh'] as const) {
  for (const mode of ['light', 'dark'] as const) {
    test(`sign-in page and shell, ${lang}, ${mode}`, async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 768 })
      await page.addInitScript((m) => localStorage.setItem('colorMode', m), mode)
      const prefix = lang === 'kh' ? '/kh' : ''
      await page.goto(`${prefix}/login`)
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${mode}\\b`))
      // The page draws once its language's texts have arrived.
      await expect(page.locator('#sign-in-email')).toBeVisible()
      await shoot(page, `login-${lang}-${mode}`)
      await signIn(page, { lang })
      await shoot(page, `shell-${lang}-${mode}`)
    })
  }
}

test.describe('roles and customer screens', () => {
  let customerId = 0
  let adminRoleId = 0

  test.beforeAll(async ({ request }) => {
    const token = await adminToken(request)
    const home = await placeIds(request, token, '12010102')
    const shop = await placeIds(request, token, '01020101')
    const customer = await createRecord(request, token, 'customers', {
      name: 'ចាន់ សុភា',
      phone: '012 345 678',
      email: 'sophea@example.com',
      address: '#12, St 271',
      ...home,
      shipping_address: 'Phsar Thmei stall 4',
      ...Object.fromEntries(Object.entries(shop).map(([key, id]) => [`shipping_${key}`, id])),
    })
    customerId = customer.id
    const roles = await request.get('/api/roles?filter[name][equals]=admin', {
      headers: { Authorization: `Bearer ${token}` },
    })
    adminRoleId = ((await roles.json()) as { data: { id: number }[] }).data[0]?.id ?? 0
  })

  for (const lang of ['en', 'kh'] as const) {
    for (const mode of ['light', 'dark'] as const) {
      test(`roles and the customer form, ${lang}, ${mode}`, async ({ page }) => {
        await page.setViewportSize({ width: 1366, height: 768 })
        await page.addInitScript((m) => localStorage.setItem('colorMode', m), mode)
        const prefix = lang === 'kh' ? '/kh' : ''
        await signIn(page, { to: `${prefix}/roles/update/${adminRoleId}` })
        await expect(page.locator('.ant-table-row').first()).toBeVisible()
        await shoot(page, `role-form-${lang}-${mode}`)
        await page.locator('.ant-transfer').scrollIntoViewIfNeeded()
        await expect(page.locator('.ant-transfer .ant-checkbox-wrapper').first()).toBeVisible()
        await shoot(page, `role-members-${lang}-${mode}`)

        await page.goto(`${prefix}/customers/update/${customerId}`)
        await expect(
          page.locator('.ant-select:has(#customers-village_id) .ant-select-content'),
        ).toHaveAttribute('title', lang === 'kh' ? 'ភូមិ ២' : 'Phum 2')
        await page.locator('#customers-phone').scrollIntoViewIfNeeded()
        await page.evaluate(() => window.scrollBy(0, 120))
        await shoot(page, `customer-form-${lang}-${mode}`)
      })
    }
  }
})
