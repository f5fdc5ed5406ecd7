import { adminToken, createRecord, ean13 } from './catalogue-api.ts'
import { type APIRequestContext, expect, test } from './fixtures.ts'
import { type TillShop, tillShop } from './pos-api.ts'
import { openShiftIfAsked, openTill, scan } from './till-support.ts'

// A shop whose shelf prices exclude VAT (setting off; decisions 0044 and 0048): the till adds VAT, and the taxes
// the owner set "added on top", to the shelf prices. Other flows share the database, so the setting goes back on.

let shop: TillShop
let beerBarcode = ''
const run = `${Date.now()}`.slice(-6)

/** Saves the whole settings record with `prices_include_vat` changed, as the settings screen would. */
async function pricesIncludeVat(request: APIRequestContext, token: string, on: boolean) {
  const headers = { Authorization: `Bearer ${token}` }
  const current = await request.get('/api/settings', { headers })
  const settings = ((await current.json()) as { data: Record<string, unknown> }).data
  const { updated_at: _at, updated_by: _by, logo: _logo, favicon: _icon, ...input } = settings
  const saved = await request.put('/api/settings', { headers, data: { ...input, prices_include_vat: on } })
  expect(saved.ok(), await saved.text()).toBe(true)
}

test.beforeAll(async ({ request }) => {
  shop = await tillShop(request)
  const token = await adminToken(request)
  const tax = async (code: string, name_en: string, rate: number, stack_order: number) =>
    createRecord<{ id: number }>(request, token, 'taxes', {
      code,
      name_en,
      rate,
      stack_order,
      included: false,
      status: true,
    })
  const st = await tax(`TST${run}`, 'Specific Tax', 30, 10)
  const plt = await tax(`TPLT${run}`, 'Public Lighting Tax', 5, 20)
  beerBarcode = ean13(`887${run.padStart(9, '0')}`)
  const beer = await createRecord<{ id: number }>(request, token, 'products', {
    name_en: `Beer on top ${run}`,
    sku: `TOP-${run}`,
    barcode: beerBarcode,
    price_usd: 100,
    taxable: true,
    tax_ids: [st.id, plt.id],
  })
  await createRecord(request, token, 'stock-adjustments', {
    store_id: shop.store.id,
    reason: 'initial',
    lines: [{ product_id: beer.id, quantity: 24 }],
  })
  await pricesIncludeVat(request, token, false)
})

test.afterAll(async ({ request }) => {
  await pricesIncludeVat(request, await adminToken(request), true)
})

test('prices without VAT: the till and the receipt add VAT and the taxes on top, as the server charges', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await openTill(page, shop)
  await openShiftIfAsked(page)
  await page.getByTestId('till-search').focus()
  await scan(page, shop.basket.barcode)
  await scan(page, beerBarcode)
  await expect(page.getByTestId('cart-line')).toHaveCount(2)
  // Worked by hand, 4,100 ៛ to the dollar. The basket $7.35 carries only VAT. The beer $1.00 carries ST 30% on
  // $1.00 = 30¢, then PLT 5% on $1.30 = 6.5 → 7¢, both added on top. VAT once per order, on everything taxable
  // including those taxes: 10% of (735 + 100 + 30 + 7 = 872¢) = 87.2 → 87¢. Total 872 + 87 = 959¢ = $9.59,
  // in riel 959 × 41 = 39,319 ៛.
  await expect(page.getByTestId('till-vat')).toHaveText('$0.87')
  await expect(page.getByTestId(`till-tax-TST${run}`)).toHaveText('$0.30')
  await expect(page.getByTestId(`till-tax-TPLT${run}`)).toHaveText('$0.07')
  await expect(page.getByTestId('till-total-usd')).toHaveText('$9.59')
  await expect(page.getByTestId('till-total-khr')).toHaveText('39,319 ៛')

  const answered = page.waitForResponse((r) => r.url().includes('/api/pos/checkout'))
  await page.keyboard.press('F9')
  await page.keyboard.press('e')
  await page.keyboard.press('Enter')
  const order = (await (await answered).json()).data
  expect({
    total_usd: order.total_usd,
    vat_usd: order.vat_usd,
    total_khr: order.total_khr,
    prices_include_vat: order.prices_include_vat,
    taxes: order.taxes.map((t: { code: string; amount_usd: number }) => [t.code, t.amount_usd]),
  }).toEqual({
    total_usd: 959,
    vat_usd: 87,
    total_khr: 39_319,
    prices_include_vat: false,
    taxes: [
      [`TST${run}`, 30],
      [`TPLT${run}`, 7],
    ],
  })
  await expect(page.getByTestId('sale-done')).toBeVisible()
  const receipt = page.locator('#print-root .receipt')
  await expect(receipt.getByTestId('receipt-vat')).toContainText('VAT 10%')
  await expect(receipt.getByTestId('receipt-vat')).toContainText('$0.87')
  await expect(receipt.getByTestId(`receipt-tax-TST${run}`)).toContainText('$0.30')
  await expect(receipt.getByTestId(`receipt-tax-TPLT${run}`)).toContainText('$0.07')
  await expect(receipt.getByTestId('receipt-total')).toContainText('$9.59')
})
