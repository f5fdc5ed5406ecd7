import { fileURLToPath } from 'node:url'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { adminToken, createRecord, createShowcaseProducts } from './catalogue-api.ts'
import { purchasingShop } from './purchasing-data.ts'
import { createShowcaseStock } from './stock-api.ts'
import { stockDocumentsShowcase } from './stock-documents-api.ts'
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
      // The page draws once its language's texts have arrived.
      await expect(page.locator('#sign-in-email')).toBeVisible()
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

test.describe('stock screens', () => {
  let shown = { productId: 0, pendingId: 0 }

  test.beforeAll(async ({ request }) => {
    shown = await createShowcaseStock(request, await adminToken(request))
  })

  /** Waits for the table's data, not its loading veil. */
  async function settled(page: Page) {
    await expect(page.locator('.ant-table-row').first()).toBeVisible()
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0)
  }

  for (const lang of ['en', 'kh'] as const) {
    for (const mode of ['light', 'dark'] as const) {
      test(`stock on hand, ledger and adjustments, ${lang}, ${mode}`, async ({ page }) => {
        // Eight pictures of pages with data: more than the default half minute on a busy machine.
        test.setTimeout(120_000)
        await page.setViewportSize({ width: 1366, height: 768 })
        await page.addInitScript((m) => localStorage.setItem('colorMode', m), mode)
        const prefix = lang === 'kh' ? '/kh' : ''
        await signIn(page, { lang })

        await page.goto(`${prefix}/stocks/manage`)
        await settled(page)
        await shoot(page, `stock-manage-${lang}-${mode}`)
        await page.goto(`${prefix}/stocks/manage?q=SOY-250`)
        await settled(page)
        await shoot(page, `stock-manage-lots-${lang}-${mode}`)
        await page.goto(`${prefix}/stocks/manage?ledger=${shown.productId}`)
        await expect(page.locator('.ant-drawer .ant-table-row').first()).toBeVisible()
        await shoot(page, `stock-ledger-${lang}-${mode}`)

        await page.goto(`${prefix}/stocks/adjustments`)
        await settled(page)
        await shoot(page, `stock-adjustments-${lang}-${mode}`)
        await page.goto(`${prefix}/stocks/adjustments/${shown.pendingId}`)
        await settled(page)
        await shoot(page, `stock-adjustment-pending-${lang}-${mode}`)

        // The form after three scans: the same can twice, then the lot-tracked milk (lot columns appear).
        await page.goto(`${prefix}/stocks/adjustments/create`)
        const scan = page.getByRole('combobox', {
          name: lang === 'kh' ? 'ស្កេន ឬស្វែងរកផលិតផល' : 'Scan or search a product',
        })
        for (const code of ['SOFT-330', 'SOFT-330', 'SOY-250']) {
          await scan.fill(code)
          await scan.press('Enter')
        }
        await expect(page.locator('.ant-table-row')).toHaveCount(2)
        await page.locator('main textarea').fill(lang === 'kh' ? 'រកឃើញនៅក្នុងឃ្លាំង' : 'Found in the back room')
        await shoot(page, `stock-adjustment-form-${lang}-${mode}`)
        // Saving without store, reason or lot number shows what is missing.
        await page
          .getByRole('button', { name: lang === 'kh' ? 'រក្សាទុកការកែសម្រួល' : 'Save adjustment' })
          .click()
        await shoot(page, `stock-adjustment-form-errors-${lang}-${mode}`)
      })
    }
  }
})

test.describe('purchasing screens', () => {
  let shop: Awaited<ReturnType<typeof purchasingShop>>
  let receivedId = 0
  let draftId = 0

  test.beforeAll(async ({ request }) => {
    shop = await purchasingShop(request, `shot${Date.now().toString().slice(-5)}`)
    receivedId = await shop.receivedOrder()
    draftId = await shop.draftOrder()
  })

  for (const lang of ['en', 'kh'] as const) {
    for (const mode of ['light', 'dark'] as const) {
      test(`purchase orders, receiving, low and expired stock, ${lang}, ${mode}`, async ({ page }) => {
        test.setTimeout(120_000)
        await page.setViewportSize({ width: 1366, height: 768 })
        await page.addInitScript((m) => localStorage.setItem('colorMode', m), mode)
        const prefix = lang === 'kh' ? '/kh' : ''
        const rows = page.locator('.ant-table-row')
        await signIn(page, { lang })

        await page.goto(`${prefix}/stocks/purchase-orders`)
        await expect(rows.first()).toBeVisible()
        await shoot(page, `purchase-orders-${lang}-${mode}`)
        await page.goto(`${prefix}/stocks/purchase-orders/${draftId}/edit`)
        await expect(rows).toHaveCount(2)
        await shoot(page, `purchase-order-form-${lang}-${mode}`)
        await page.goto(`${prefix}/stocks/purchase-orders/${receivedId}`)
        await expect(page.locator('.ant-descriptions')).toBeVisible()
        await shoot(page, `purchase-order-${lang}-${mode}`)
        await page.goto(`${prefix}/stocks/purchase-orders/${receivedId}/receive`)
        await expect(rows.first()).toBeVisible()
        await shoot(page, `purchase-order-receive-${lang}-${mode}`)
        await page.goto(`${prefix}/stocks/purchase-orders/${receivedId}`)
        const receipt = await page.locator('a[href*="/stocks/receipts/"]').first().getAttribute('href')
        await page.goto(receipt ?? '')
        await expect(rows.first()).toBeVisible()
        await shoot(page, `stock-receipt-${lang}-${mode}`)

        await page.goto(`${prefix}/stocks/low?store_id=${shop.store.id}`)
        await expect(rows.first()).toBeVisible()
        await shoot(page, `low-stock-${lang}-${mode}`)
        await rows.first().locator('button').first().click()
        await expect(page.locator('.ant-modal')).toBeVisible()
        await shoot(page, `low-stock-threshold-${lang}-${mode}`)
        await page.keyboard.press('Escape')
        await expect(page.locator('.ant-modal')).toHaveCount(0)
        await page.locator('main button.ant-btn-primary').click()
        await expect(page.locator('.ant-modal')).toBeVisible()
        await shoot(page, `low-stock-drafts-${lang}-${mode}`)
        await page.keyboard.press('Escape')

        await page.goto(`${prefix}/products/expired?store_id=${shop.store.id}`)
        await expect(rows.first()).toBeVisible()
        await rows.first().locator('.ant-checkbox-input').check()
        await shoot(page, `expired-products-${lang}-${mode}`)
      })
    }
  }
})

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
        await signIn(page, { lang })
        await page.goto(`${prefix}/settings`)
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

test.describe('transfer and count screens', () => {
  let showcase: Awaited<ReturnType<typeof stockDocumentsShowcase>>

  test.beforeAll(async ({ request }) => {
    showcase = await stockDocumentsShowcase(request, await adminToken(request))
  })

  for (const lang of ['en', 'kh'] as const) {
    for (const mode of ['light', 'dark'] as const) {
      test(`transfers and counts, ${lang}, ${mode}`, async ({ page }) => {
        test.setTimeout(120_000)
        await page.setViewportSize({ width: 1366, height: 768 })
        await page.addInitScript((m) => localStorage.setItem('colorMode', m), mode)
        const prefix = lang === 'kh' ? '/kh' : ''
        const settled = () => expect(page.locator('.ant-spin-spinning')).toHaveCount(0)
        await signIn(page, { lang })

        await page.goto(`${prefix}/stocks/transfer`)
        await expect(page.locator('.ant-table-row').first()).toBeVisible()
        await settled()
        await shoot(page, `transfer-list-${lang}-${mode}`)

        await page.goto(`${prefix}/stocks/transfer/create`)
        const scanField = page.getByRole('combobox').last()
        await scanField.fill(`SKU-${showcase.run}`)
        await scanField.press('Enter')
        await expect(page.locator('.ant-table-row')).toHaveCount(1)
        await shoot(page, `transfer-form-${lang}-${mode}`)

        await page.goto(`${prefix}/stocks/transfer/${showcase.inTransitId}`)
        await expect(page.locator('.ant-steps')).toBeVisible()
        await expect(page.locator('.ant-table-row').nth(2)).toBeVisible()
        await settled()
        await shoot(page, `transfer-in-transit-${lang}-${mode}`)

        await page.goto(`${prefix}/stocks/transfer/${showcase.inTransitId}/receive`)
        const arrived = page.locator('.ant-table-row input').first()
        await arrived.fill('8')
        await shoot(page, `transfer-receive-${lang}-${mode}`)

        await page.goto(`${prefix}/stocks/transfer/${showcase.receivedId}`)
        await expect(page.locator('.ant-table-row .ant-tag')).toBeVisible()
        await settled()
        await shoot(page, `transfer-received-${lang}-${mode}`)

        await page.goto(`${prefix}/stocks/counts`)
        await expect(page.locator('.ant-table-row').first()).toBeVisible()
        await settled()
        await shoot(page, `count-list-${lang}-${mode}`)

        await page.goto(`${prefix}/stocks/counts/create`)
        await page.locator('.ant-radio-wrapper').last().click()
        await expect(page.locator('.ant-select').nth(1)).toBeVisible()
        await shoot(page, `count-form-${lang}-${mode}`)

        await page.goto(`${prefix}/stocks/counts/${showcase.openCountId}`)
        await expect(page.locator('.ant-table-row').nth(1)).toBeVisible()
        await page.locator('.ant-table-row input').last().fill('17.5')
        await settled()
        await shoot(page, `count-page-${lang}-${mode}`)
      })
    }
  }
})
