import { randomUUID } from 'node:crypto'
import path from 'node:path'
import ExcelJS from 'exceljs'
import { expect, type Page, test } from './fixtures.ts'
import { type TillShop, tillShop } from './pos-api.ts'
import { signIn } from './support.ts'

const SHOTS = path.join(import.meta.dirname, '..', 'screenshots')

test.describe.configure({ mode: 'serial' })

let shop: TillShop

/** A few sales today through the real checkout, as the admin at the shop's store (cash in both currencies). */
test.beforeAll(async ({ request }) => {
  shop = await tillShop(request)
  const headers = { Authorization: `Bearer ${shop.token}` }
  const opened = await request.post('/api/shifts', {
    headers: { ...headers, 'Idempotency-Key': randomUUID() },
    data: { store_id: shop.store.id, float_usd: 0, float_khr: 0 },
  })
  expect(opened.ok(), await opened.text()).toBe(true)
  const tenders = [
    [{ method: 'cash', currency: 'USD', amount: 2000 }],
    [{ method: 'cash', currency: 'KHR', amount: 100_000 }],
    [{ method: 'card', currency: 'USD', amount: 500 }],
  ]
  for (const [i, tender] of tenders.entries()) {
    const sold = await request.post('/api/pos/checkout', {
      headers: { ...headers, 'Idempotency-Key': randomUUID() },
      data: {
        store_id: shop.store.id,
        lines:
          i === 2
            ? [{ product_id: shop.soap.id, quantity: 1 }]
            : [{ product_id: shop.basket.id, quantity: 2 }],
        tenders: tender,
      },
    })
    expect(sold.ok(), await sold.text()).toBe(true)
  }
})

const shoot = async (page: Page, name: string) => {
  await page.waitForTimeout(600) // the chart's entrance animation
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true })
}

for (const lang of ['en', 'kh'] as const) {
  for (const mode of ['light', 'dark'] as const) {
    test(`dashboard and the sales by product report, ${lang}, ${mode}`, async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 900 })
      await page.addInitScript((m) => localStorage.setItem('colorMode', m), mode)
      await signIn(page, { lang })
      const prefix = lang === 'kh' ? '/kh' : ''
      await page.goto(`${prefix}/dashboards`)
      const today = page.getByRole('link', { name: lang === 'kh' ? 'ថ្ងៃនេះ' : 'Today', exact: true })
      await expect(today).toBeVisible()
      await expect(
        page.getByRole('img', { name: lang === 'kh' ? 'ការលក់តាមម៉ោង' : 'Sales by hour' }),
      ).toBeVisible()
      await shoot(page, `reports-dashboard-${lang}-${mode}`)
      await page.goto(`${prefix}/reports/sales?report=by-product`)
      const name = lang === 'kh' ? `កញ្ចប់អំណោយ ${shop.run}` : `Gift basket ${shop.run}`
      await expect(page.getByRole('cell', { name, exact: true }).first()).toBeVisible()
      await expect(page.getByRole('img', { name: /Sales by product|ការលក់តាមផលិតផល/ })).toBeVisible()
      await shoot(page, `reports-sales-by-product-${lang}-${mode}`)
      await page.goto(`${prefix}/reports/sales?report=heatmap`)
      await expect(page.getByRole('img', { name: /hour and weekday|ម៉ោង និងថ្ងៃ/ })).toBeVisible()
      await shoot(page, `reports-heatmap-${lang}-${mode}`)
      await page.goto(`${prefix}/reports/financial?report=vat`)
      await expect(page.getByRole('img', { name: /VAT collected|អាករលើតម្លៃបន្ថែម/ })).toBeVisible()
      await shoot(page, `reports-vat-${lang}-${mode}`)
    })
  }
}

test('the Excel export opens with exceljs, Khmer intact', async ({ page }) => {
  await signIn(page, { to: '/kh/reports/sales?report=by-product' })
  await expect(page.getByRole('cell', { name: `កញ្ចប់អំណោយ ${shop.run}`, exact: true }).first()).toBeVisible()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Excel' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^sales-by-product-.*\.xlsx$/)
  const file = await download.path()
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.readFile(file)
  const sheet = workbook.worksheets[0]
  const values = (row: number) => ((sheet?.getRow(row).values ?? []) as unknown[]).slice(1)
  expect(values(1)).toContain('ផលិតផល')
  const names = Array.from({ length: sheet?.rowCount ?? 0 }, (_, i) => values(i + 1)[2])
  expect(names).toContain(`កញ្ចប់អំណោយ ${shop.run}`)
})

test('a figure opens the orders and the movements behind it', async ({ page }) => {
  await signIn(page, { to: `/reports/sales?report=by-store&store_id=${shop.store.id}` })
  const storeRow = page.getByRole('row').filter({ hasText: shop.store.name_en })
  await storeRow.getByRole('link', { name: 'Open the orders or movements behind this row' }).click()
  await expect(page).toHaveURL(/\/orders\?.*filter%5Bstore_id%5D|\/orders\?.*filter\[store_id\]/)
  const tags = page.getByTestId('drill-filters')
  await expect(tags).toContainText(shop.store.name_en)
  // The three sales of the day at this store, and nothing else.
  await expect(page.getByTestId('orders-table').locator('.ant-table-row')).toHaveCount(3)

  await page.goto(`/reports/inventory?report=movements&store_id=${shop.store.id}`)
  const saleRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Sale', exact: true }) })
  await saleRow.getByRole('link', { name: 'Open the orders or movements behind this row' }).click()
  await expect(page).toHaveURL(/\/stocks\/movements\?/)
  await expect(page.getByRole('heading', { level: 1, name: 'Stock movements' })).toBeVisible()
  const rows = page.locator('main .ant-table-row')
  await expect(rows).toHaveCount(3)
  await expect(rows.filter({ hasText: `Gift basket ${shop.run}` })).toHaveCount(2)
  await expect(rows.filter({ hasText: `Lotus soap ${shop.run}` })).toHaveCount(1)
  await shoot(page, 'stock-movements-drill-en-light')
  await page.goto(`/kh/reports/sales?report=by-tender&store_id=${shop.store.id}`)
  await expect(page.getByRole('cell', { name: 'សាច់ប្រាក់', exact: true }).first()).toBeVisible()
  await shoot(page, 'reports-by-tender-kh-light')
})
