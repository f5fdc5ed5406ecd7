import { createRecord } from './catalogue-api.ts'
import { expect, test } from './fixtures.ts'
import { openShift, tokenOf } from './orders-api.ts'
import { tillShop } from './pos-api.ts'
import { openTill } from './till-support.ts'

test.describe.configure({ mode: 'serial' })

/**
 * Issue 23.8: the Z report netted refunds into "Cash sales". A shift with a $5.00 sale paid in riel and that
 * sale refunded in riel shows both rows, on screen and printed, in English and Khmer, and the expected drawer
 * adds up to the riel.
 */
for (const lang of ['en', 'kh'] as const) {
  test(`${lang}: the Z report shows cash sales and cash refunds apart`, async ({ page, request }) => {
    test.setTimeout(120_000)
    const shop = await tillShop(request)
    const rice = await createRecord(request, shop.token, 'products', {
      name_en: `Rice ${shop.run}`,
      name_kh: `អង្ករ ${shop.run}`,
      sku: `RICE-${shop.run}`,
      price_usd: 500,
      price_khr: 20500,
      taxable: false,
    })
    await createRecord(request, shop.token, 'stock-adjustments', {
      store_id: shop.store.id,
      reason: 'initial',
      lines: [{ product_id: rice.id, quantity: 5 }],
    })
    // The cashier's shift ($50 float), a sale paid with exactly 20,500 ៛, and the same sale refunded in riel.
    const token = await tokenOf(request, shop.cashier)
    await openShift(request, token, shop.store.id)
    const headers = () => ({ Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() })
    const sold = await request.post('/api/pos/checkout', {
      data: {
        store_id: shop.store.id,
        lines: [{ product_id: rice.id, quantity: 1 }],
        tenders: [{ method: 'cash', currency: 'KHR', amount: 20_500 }],
      },
      headers: headers(),
    })
    expect(sold.ok(), await sold.text()).toBe(true)
    const sale = ((await sold.json()) as { data: { id: number; lines: { id: number }[] } }).data
    const returned = await request.post(`/api/orders/${sale.id}/returns`, {
      data: {
        lines: [{ order_line_id: sale.lines[0]?.id, quantity: 1 }],
        refund: [{ method: 'cash', currency: 'KHR', amount: 20_500 }],
        reason: 'Damaged',
        approval: { username: shop.manager.username, pin: shop.manager.pin },
      },
      headers: headers(),
    })
    expect(returned.ok(), await returned.text()).toBe(true)

    await openTill(page, shop, lang)
    await page.getByRole('button', { name: lang === 'en' ? 'Close shift' : 'បិទវេន' }).click()
    await page.getByTestId('count-usd-10').fill('5')
    await page.getByTestId('shift-close').click()
    const report = page.getByTestId('z-report')
    await expect(report).toBeVisible()
    await expect(report).toContainText(lang === 'en' ? 'Cash sales' : 'លក់ជាសាច់ប្រាក់')
    await expect(report).toContainText(lang === 'en' ? 'Cash refunds' : 'ប្រាក់សងវិញជាសាច់ប្រាក់')
    const number = async (id: string) =>
      Number((await page.getByTestId(id).textContent())?.replace(/[^\d.-]/g, ''))
    expect(await number('z-cash_sales-khr')).toBe(20_500)
    expect(await number('z-refunds-khr')).toBe(-20_500)
    // 0 ៛ float + 20,500 sold − 20,500 refunded: nothing in riel, and $50 in dollars, as counted.
    expect(await number('z-expected-khr')).toBe(0)
    expect(await number('z-expected-usd')).toBe(50)
    expect(await number('z-difference-khr')).toBe(0)
    expect(await number('z-difference-usd')).toBe(0)
    await expect(page.getByTestId('z-refunds-by-tender')).toContainText('KHR')

    // The printed Z report is the same component: both rows on paper too.
    await page.getByRole('button', { name: lang === 'en' ? 'Print' : 'បោះពុម្ព', exact: true }).click()
    const paper = page.locator('#print-root')
    await expect(paper).toContainText(lang === 'en' ? 'Cash refunds' : 'ប្រាក់សងវិញជាសាច់ប្រាក់')
    await expect(paper).toContainText(lang === 'en' ? 'Cash sales' : 'លក់ជាសាច់ប្រាក់')
  })
}
