import { expect, test } from '@playwright/test'
import { openShift, vatCustomer } from './orders-api.ts'
import { tillShop } from './pos-api.ts'
import { SCREENSHOTS, shoot } from './shots-support.ts'
import { signIn } from './support.ts'

// Pictures for people to look at (`npm run screenshots`), not a check: the Taxes form with its help, and the
// A4 tax invoice's foot (totals and the exchange-rate line), in both languages and colour modes.

let invoiceId = 0

test.beforeAll(async ({ request }) => {
  const shop = await tillShop(request)
  const buyer = await vatCustomer(request, shop.token, shop.run)
  await openShift(request, shop.token, shop.store.id)
  const sale = await request.post('/api/pos/checkout', {
    data: {
      store_id: shop.store.id,
      customer_id: buyer.id,
      lines: [{ product_id: shop.soap.id, quantity: 1 }],
      tenders: [{ method: 'cash', currency: 'USD', amount: 1000 }],
      change_mode: 'split',
      tax_invoice: true,
    },
    headers: { Authorization: `Bearer ${shop.token}`, 'Idempotency-Key': crypto.randomUUID() },
  })
  expect(sale.ok(), await sale.text()).toBe(true)
  const { id } = ((await sale.json()) as { data: { id: number } }).data
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
      await signIn(page, { lang })
      await page.goto(`${prefix}/taxes/create`)
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
