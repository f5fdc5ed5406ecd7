import { randomUUID } from 'node:crypto'
import { adminToken, createRecord, ean13 } from './catalogue-api.ts'
import { expect, type Page, test } from './fixtures.ts'
import { type TillShop, tillShop } from './pos-api.ts'
import { chooseOption, signIn, signOut } from './support.ts'
import { openShiftIfAsked, openTill, scan } from './till-support.ts'

// Issue 20's other taxes (decision 0044): the owner defines Specific Tax and PLT, assigns them to the beer
// category, and a can of beer sold at the till lists them on the till and the receipt with the decision's figures.
test.describe.configure({ mode: 'serial' })

let shop: TillShop
let sold: { id: number; created_at: string; lines: { id: number }[] }
const run = `${Date.now()}`.slice(-6)

test.beforeAll(async ({ request }) => {
  shop = await tillShop(request)
})

async function defineTax(
  page: Page,
  tax: { code: string; en: string; kh: string; rate: string; stack: string },
) {
  await page.goto('/taxes/create')
  await page.locator('#taxes-code').fill(tax.code)
  await page.locator('#taxes-name_en').fill(tax.en)
  await page.locator('#taxes-name_kh').fill(tax.kh)
  await page.locator('#taxes-rate').fill(tax.rate)
  await page.locator('#taxes-stack_order').fill(tax.stack)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/taxes$/)
}

test('taxes defined and assigned to a category are charged on a beer at the till and printed on its receipt', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  await signIn(page)
  await defineTax(page, { code: `ST${run}`, en: 'Specific Tax', kh: 'អាករពិសេស', rate: '30', stack: '10' })
  await defineTax(page, {
    code: `PLT${run}`,
    en: 'Public Lighting Tax',
    kh: 'អាករបំភ្លឺសាធារណៈ',
    rate: '5',
    stack: '20',
  })

  await page.goto('/categories/create')
  await page.locator('#categories-name_en').fill(`Beer ${run}`)
  await page.locator('#categories-code').fill(`BEER${run}`)
  const taxes = page.locator('#categories-tax_ids')
  // The Khmer flow, when it ran earlier on this worker's server, left "Specific Tax 123456": the exact names.
  await chooseOption(page, taxes, 'Specific', /^Specific Tax$/)
  await chooseOption(page, taxes, 'Lighting', /^Public Lighting Tax$/)
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/categories') && r.request().method() === 'POST',
  )
  await page.getByRole('button', { name: 'Save' }).click()
  const category = (await (await saved).json()).data as { id: number; tax_ids: number[] }
  expect(category.tax_ids).toHaveLength(2)

  const token = await adminToken(request)
  const barcode = ean13(`885${run.padStart(9, '0')}`)
  const beer = await createRecord(request, token, 'products', {
    name_en: `Angkor beer ${run}`,
    name_kh: `ស្រាបៀរអង្គរ ${run}`,
    sku: `BEER-${run}`,
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
  await signOut(page)

  await openTill(page, shop)
  await openShiftIfAsked(page)
  await page.getByTestId('till-search').focus()
  await scan(page, barcode)
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  // The decision record's can: $1.00 holding ST 20¢, PLT 4¢ and VAT 9¢.
  await expect(page.getByTestId('till-total-usd')).toHaveText('$1.00')
  await expect(page.getByTestId(`till-tax-ST${run}`)).toHaveText('$0.20')
  await expect(page.getByTestId(`till-tax-PLT${run}`)).toHaveText('$0.04')

  const answered = page.waitForResponse((r) => r.url().includes('/api/pos/checkout'))
  await page.keyboard.press('F9')
  await page.keyboard.press('e')
  await page.keyboard.press('Enter')
  const order = (await (await answered).json()).data
  sold = order
  expect(order.taxes.map((t: { amount_usd: number }) => t.amount_usd)).toEqual([20, 4])
  await expect(page.getByTestId('sale-done')).toBeVisible()
  const receipt = page.locator('#print-root .receipt')
  await expect(receipt.getByTestId(`receipt-tax-ST${run}`)).toContainText('Specific Tax 30%')
  await expect(receipt.getByTestId(`receipt-tax-ST${run}`)).toContainText('$0.20')
  await expect(receipt.getByTestId(`receipt-tax-PLT${run}`)).toContainText('អាករបំភ្លឺសាធារណៈ')
  await expect(receipt.getByTestId(`receipt-tax-PLT${run}`)).toContainText('$0.04')
})

// Decision 0047: the can comes back; its credit note reverses ST and PLT and prints them as the invoice does.
test('a return of the beer prints its reversed taxes on the credit note', async ({ page, request }) => {
  const token = await adminToken(request)
  const response = await request.post(`/api/orders/${sold.id}/returns`, {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': randomUUID() },
    data: {
      lines: [{ order_line_id: sold.lines[0]?.id, quantity: 1 }],
      refund: [{ method: 'cash', currency: 'USD', amount: 100 }],
      reason: 'flat',
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  const note = (await response.json()).data.returns[0] as { id: number }
  await signIn(page, { to: `/credit-notes/${note.id}` })
  const doc = page.locator('#print-root [data-testid=invoice-document]')
  await expect(doc).toContainText('CREDIT NOTE')
  await expect(doc.getByTestId(`tax-line-ST${run}`)).toContainText('Specific Tax 30%')
  await expect(doc.getByTestId(`tax-line-ST${run}`)).toContainText('$0.20')
  await expect(doc.getByTestId(`tax-line-PLT${run}`)).toContainText('អាករបំភ្លឺសាធារណៈ')
  await expect(doc.getByTestId(`tax-line-PLT${run}`)).toContainText('$0.04')
  // The rate its riel were converted at: the sale's, which the shop set (tillShop), on the sale's day.
  const day = new Date(sold.created_at)
  const mmddyy = [day.getMonth() + 1, day.getDate(), day.getFullYear() % 100]
    .map((n) => String(n).padStart(2, '0'))
    .join('/')
  await expect(doc.getByTestId('invoice-rate')).toHaveText(
    `អត្រាប្តូរប្រាក់ថ្ងៃទី ${mmddyy} (កំណត់ដោយហាង)៖ 1 USD = 4,100 ៛` +
      `Exchange rate of ${mmddyy} (set by the shop): 1 USD = 4,100 ៛`,
  )
})
