import { fileURLToPath } from 'node:url'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { adminToken, createRecord, createShowcaseProducts } from './catalogue-api.ts'
import { signIn } from './support.ts'

// Written for people to look at (Khmer must render in Kantumruy Pro, dark mode must be readable); git-ignored.
const SCREENSHOTS = fileURLToPath(new URL('../screenshots/', import.meta.url))

async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready)
  // Let antd finish its entrance animations so the picture shows the settled page.
  await page.waitForTimeout(400)
  await page.screenshot({ path: `${SCREENSHOTS}${name}.png` })
}

for (const lang of ['en', 'kh'] as const) {
  for (const mode of ['light', 'dark'] as const) {
    test(`sign-in page and shell, ${lang}, ${mode}`, async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 768 })
      await page.addInitScript((m) => localStorage.setItem('colorMode', m), mode)
      const prefix = lang === 'kh' ? '/kh' : ''
      await page.goto(`${prefix}/login`)
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${mode}\\b`))
      await shoot(page, `login-${lang}-${mode}`)
      await signIn(page, { lang })
      await shoot(page, `shell-${lang}-${mode}`)
    })
  }
}

/** The database ids of a village and its parents, found by the village's NCDD code. */
async function placeIds(request: APIRequestContext, token: string, villageCode: string) {
  const headers = { Authorization: `Bearer ${token}` }
  const read = async (path: string) => {
    const body = (await (await request.get(`/api/${path}`, { headers })).json()) as {
      data: Record<string, number> | Record<string, number>[]
    }
    return (Array.isArray(body.data) ? body.data[0] : body.data) ?? {}
  }
  const village = await read(`villages?filter[code][equals]=${villageCode}`)
  const commune = await read(`communes/${village.commune_id}`)
  const district = await read(`districts/${commune.district_id}`)
  return {
    province_id: district.province_id,
    district_id: commune.district_id,
    commune_id: village.commune_id,
    village_id: village.id,
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
        await signIn(page, { lang })

        await page.goto(`${prefix}/roles/update/${adminRoleId}`)
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

test.describe('product screens', () => {
  let productId = 0

  test.beforeAll(async ({ request }) => {
    productId = await createShowcaseProducts(request, await adminToken(request))
  })

  for (const lang of ['en', 'kh'] as const) {
    for (const mode of ['light', 'dark'] as const) {
      test(`product list and form, ${lang}, ${mode}`, async ({ page }) => {
        await page.setViewportSize({ width: 1366, height: 768 })
        await page.addInitScript((m) => localStorage.setItem('colorMode', m), mode)
        const prefix = lang === 'kh' ? '/kh' : ''
        await signIn(page, { lang })

        await page.goto(`${prefix}/products?q=88411020`)
        await expect(page.locator('.ant-table-row img').first()).toBeVisible()
        await shoot(page, `product-list-${lang}-${mode}`)

        // The filter of a price column: the number match modes, the value in dollars.
        await page
          .locator('th.ant-table-cell', { hasText: /USD|ដុល្លារ/ })
          .locator('.ant-table-filter-trigger')
          .click()
        await expect(page.locator('.ant-table-filter-dropdown fieldset')).toBeVisible()
        await shoot(page, `product-list-filter-${lang}-${mode}`)

        await page.goto(`${prefix}/products/update/${productId}`)
        await expect(page.locator('.ant-select:has(#products-brand_id) .ant-select-content')).toHaveAttribute(
          'title',
          lang === 'kh' ? 'អង្គរ' : 'Angkor',
        )
        await shoot(page, `product-form-${lang}-${mode}`)
        await page.locator('#products-image').scrollIntoViewIfNeeded()
        await shoot(page, `product-form-bottom-${lang}-${mode}`)
      })
    }
  }
})
