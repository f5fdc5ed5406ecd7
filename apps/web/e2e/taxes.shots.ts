import { expect, test } from '@playwright/test'
import { tillSale, vatCustomer } from './orders-api.ts'
import { tillShop } from './pos-api.ts'
import { SCREENSHOTS, shoot } from './shots-support.ts'
import { signIn } from './support.ts'

// Pictures for people to look at (`npm run screenshots`), not a check: the Taxes form with its help, and the
// A4 tax invoice's foot (totals and the exchange-rate line), in both languages and colour modes.

let invoiceId = 0

test.beforeAll(async ({ request }) => {
  const shop = await tillShop(request)
  const buyer = await vatCustomer(request, shop.token, shop.run)
  const { id } = await tillSale(request, shop.token, shop.store.id, shop.soap.id, {
    customer_id: buyer.id,
    tax_invoice: true,
  })
  const detail = await request.get(`/api/orders/${id}`, {
    headers: { Authorization: `Bearer ${shop.token}` },
  })
  invoiceId = ((await detail.json()) as { data: { invoice: { id: number } } }).data.invoice.id
})

for (const lang of ['en', 'kh'] as const) {
  for (const mode of ['light', 'dark'] as const) {
    test(`the tax form and the A4 invoice, ${lang}, ${mode}`, async ({ page }) => {
      test.setTimeout(120_000)
      const prefix = lang === 'kh' ? '/kh' : ''
      await page.setViewportSize({ width: 1366, height: 900 })
      await page.addInitScript((m) => localStorage.setItem('colorMode', m), mode)
      await signIn(page, { to: `${prefix}/taxes/create` })
      await expect(page.locator('#taxes-rate')).toBeVisible()
      await page.waitForLoadState('networkidle')
      await page.evaluate(() => document.fonts.ready)
      await page.waitForTimeout(400)
      await page.screenshot({ path: `${SCREENSHOTS}tax-form-${lang}-${mode}.png`, fullPage: true })
      // The form alone at full size, where the help under each field can be read.
      await page
        .locator('form')
        .first()
        .screenshot({ path: `${SCREENSHOTS}tax-form-fields-${lang}-${mode}.png` })

      await page.goto(`${prefix}/invoices/${invoiceId}`)
      // The on-screen preview; the print copy sits off screen.
      const doc = page.locator('.ant-card').getByTestId('invoice-document')
      await expect(doc).toBeVisible()
      await shoot(page, `invoice-a4-${lang}-${mode}`)
      await doc.locator('.totals').screenshot({ path: `${SCREENSHOTS}invoice-totals-${lang}-${mode}.png` })
      await doc.locator('.rate').scrollIntoViewIfNeeded()
      await doc.locator('.rate').screenshot({ path: `${SCREENSHOTS}invoice-rate-${lang}-${mode}.png` })
    })
  }
}
