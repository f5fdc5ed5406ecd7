import { expect, type Page, test } from '@playwright/test'
import { adminToken } from './catalogue-api.ts'
import { purchasingShop } from './purchasing-data.ts'
import { shoot } from './shots-support.ts'
import { createShowcaseStock } from './stock-api.ts'
import { stockDocumentsShowcase } from './stock-documents-api.ts'
import { signIn } from './support.ts'

// Pictures for people to look at (`npm run screenshots`), not a check; written to the git-ignored screenshots/.

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
        await signIn(page, { to: `${prefix}/stocks/manage` })
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
        await signIn(page, { to: `${prefix}/stocks/purchase-orders` })
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
        await signIn(page, { to: `${prefix}/stocks/transfer` })
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
