import { adminToken, createRecord, ean13 } from './catalogue-api.ts'
import { expect, type Page, test } from './fixtures.ts'
import { type TillShop, tillShop } from './pos-api.ts'
import { chooseOption, signIn, signOut } from './support.ts'
import { openShiftIfAsked, openTill, scan } from './till-support.ts'

// other-taxes.spec's flow in the Khmer interface (issue 20): the owner defines Specific Tax and PLT on the
// Khmer Taxes screen, reading its Khmer help, assigns them to a category, and a Khmer till sells the beer.
// The Khmer names carry the run, so the English flow's taxes in the same database are never chosen instead.

let shop: TillShop
const run = `${Date.now()}`.slice(-6)
const ST = { code: `KST${run}`, kh: `អាករពិសេស ${run}`, rate: '30', stack: '10' }
const PLT = { code: `KPLT${run}`, kh: `អាករបំភ្លឺសាធារណៈ ${run}`, rate: '5', stack: '20' }

test.beforeAll(async ({ request }) => {
  shop = await tillShop(request)
})

async function defineTax(page: Page, tax: typeof ST, en: string) {
  await page.goto('/kh/taxes/create')
  await page.locator('#taxes-code').fill(tax.code)
  await page.locator('#taxes-name_en').fill(`${en} ${run}`)
  await page.locator('#taxes-name_kh').fill(tax.kh)
  await page.locator('#taxes-rate').fill(tax.rate)
  await page.locator('#taxes-stack_order').fill(tax.stack)
  await page.getByRole('button', { name: 'រក្សាទុក' }).click()
  await expect(page).toHaveURL(/\/kh\/taxes$/)
}

test('ខ្មែរ: taxes defined on the Khmer screen are charged on a beer at the Khmer till and on its receipt', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  await signIn(page, { to: '/kh/taxes/create' })
  // What an owner must know before saving, in Khmer: what the rate is on, the stacking order, where it applies.
  await expect(page.getByText('ភាគរយលើតម្លៃដែលមិនរួមពន្ធនេះ', { exact: false })).toBeVisible()
  await expect(page.getByText('អាករលើតម្លៃបន្ថែមគិតចុងក្រោយជានិច្ច', { exact: false })).toBeVisible()
  await expect(page.getByText('គិតតែលើផលិតផល និងប្រភេទ', { exact: false })).toBeVisible()
  await defineTax(page, ST, 'Specific Tax')
  await defineTax(page, PLT, 'Public Lighting Tax')
  await expect(page.getByRole('row', { name: new RegExp(ST.code) })).toContainText(ST.kh)

  await page.goto('/kh/categories/create')
  await page.locator('#categories-name_en').fill(`Beer ${run}`)
  await page.locator('#categories-code').fill(`KBEER${run}`)
  const taxes = page.locator('#categories-tax_ids')
  await chooseOption(page, taxes, run, ST.kh)
  await chooseOption(page, taxes, `បំភ្លឺ`, PLT.kh)
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/categories') && r.request().method() === 'POST',
  )
  await page.getByRole('button', { name: 'រក្សាទុក' }).click()
  const category = (await (await saved).json()).data as { id: number; tax_ids: number[] }
  expect(category.tax_ids).toHaveLength(2)

  const token = await adminToken(request)
  const barcode = ean13(`886${run.padStart(9, '0')}`)
  const beer = await createRecord(request, token, 'products', {
    name_en: `Angkor beer ${run}`,
    name_kh: `ស្រាបៀរអង្គរ ${run}`,
    sku: `KBEER-${run}`,
    barcode,
    price_usd: 100,
    taxable: true,
    category_id: category.id,
  })
  await createRecord(request, token, 'stock-adjustments', {
    store_id: shop.store.id,
    reason: 'initial',
    lines: [{ product_id: beer.id, quantity: 24 }],
  })
  await signOut(page, { signOutLabel: 'ចាកចេញ' })

  await openTill(page, shop, 'kh')
  await openShiftIfAsked(page)
  await page.getByTestId('till-search').focus()
  await scan(page, barcode)
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  // Decision 0044's can: $1.00 holding ST 20¢, PLT 4¢ and VAT 9¢, each named in Khmer on the till.
  await expect(page.getByTestId('till-total-usd')).toHaveText('$1.00')
  await expect(page.getByTestId('till-vat')).toHaveText('$0.09')
  await expect(page.getByTestId(`till-tax-${ST.code}`)).toHaveText('$0.20')
  await expect(page.getByText(`${ST.kh} 30%`, { exact: true })).toBeVisible()
  await expect(page.getByTestId(`till-tax-${PLT.code}`)).toHaveText('$0.04')
  await expect(page.getByText(`${PLT.kh} 5%`, { exact: true })).toBeVisible()

  const answered = page.waitForResponse((r) => r.url().includes('/api/pos/checkout'))
  await page.keyboard.press('F9')
  await page.keyboard.press('e')
  await page.keyboard.press('Enter')
  const order = (await (await answered).json()).data
  expect(order.taxes.map((t: { amount_usd: number }) => t.amount_usd)).toEqual([20, 4])
  await expect(page.getByTestId('sale-done')).toBeVisible()
  const receipt = page.locator('#print-root .receipt')
  await expect(receipt.getByTestId('receipt-vat')).toContainText('អាករ 10%')
  await expect(receipt.getByTestId('receipt-vat')).toContainText('$0.09')
  await expect(receipt.getByTestId(`receipt-tax-${ST.code}`)).toContainText(`${ST.kh} 30%`)
  await expect(receipt.getByTestId(`receipt-tax-${ST.code}`)).toContainText('$0.20')
  await expect(receipt.getByTestId(`receipt-tax-${PLT.code}`)).toContainText(`${PLT.kh} 5%`)
  await expect(receipt.getByTestId(`receipt-tax-${PLT.code}`)).toContainText('$0.04')
  await expect(receipt.getByTestId('receipt-total')).toContainText('$1.00')
})
