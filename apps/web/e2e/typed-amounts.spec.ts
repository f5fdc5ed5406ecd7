import { expect, test } from './fixtures.ts'
import { type TillShop, tillShop } from './pos-api.ts'
import { signIn } from './support.ts'
import { openShiftIfAsked, openTill, scan } from './till-support.ts'

/** Issue 23.1 and 23.2: amounts typed as people type them, at the till and in the back office. */

test.describe.configure({ mode: 'serial' })

let shop: TillShop

test.beforeAll(async ({ request }) => {
  shop = await tillShop(request)
  // A shop that lets the till give up to $1,000 in change, so a confirmed "735" is a sale and not the
  // server's refusal past the default $100 (issue 18); put back afterwards for the other files.
  await setMaxChange(request, 100_000)
})

test.afterAll(async ({ request }) => {
  await setMaxChange(request, 10_000)
})

async function setMaxChange(request: import('@playwright/test').APIRequestContext, cents: number) {
  const headers = { Authorization: `Bearer ${shop.token}` }
  const current = ((await (await request.get('/api/settings', { headers })).json()) as { data: object }).data
  const response = await request.put('/api/settings', {
    data: { ...current, max_change_usd: cents },
    headers,
  })
  expect(response.ok(), await response.text()).toBe(true)
}

const api = async <T>(page: import('@playwright/test').Page, path: string, init?: { data: unknown }) => {
  const headers = { Authorization: `Bearer ${shop.token}` }
  const response = init
    ? await page.request.post(`/api/${path}`, { data: init.data, headers })
    : await page.request.get(`/api/${path}`, { headers })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { data: T }).data
}

test('at the till "7,35" pays a $7.35 basket exactly, and "735" asks before it is saved', async ({
  page,
}) => {
  await openTill(page, shop)
  await openShiftIfAsked(page)
  await page.getByTestId('till-search').focus()
  await scan(page, shop.basket.barcode)
  await expect(page.getByTestId('till-total-usd')).toHaveText('$7.35')

  // A decimal comma is a decimal: $7.35 given, no change (the bug saved $735 and gave $727 + 2,700 ៛).
  await page.keyboard.press('F9')
  await expect(page.getByTestId('pay-amount')).toBeFocused()
  await page.keyboard.type('7,35', { delay: 40 })
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('sale-done')).toContainText('No change')
  await expect(page.getByTestId('done-change')).toHaveCount(0)

  // Text that can be read two ways is said in the field, and nothing is tendered.
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('sale-done')).toBeHidden()
  await page.getByTestId('till-search').focus()
  await scan(page, shop.basket.barcode)
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  await page.keyboard.press('F9')
  await expect(page.getByTestId('pay-amount')).toBeFocused()
  await page.keyboard.type('1.234', { delay: 40 })
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('amount-error')).toHaveText(
    'This amount can be read two ways: type 1234.50, 1,234.50 or 1.234,50.',
  )
  await expect(page.getByTestId('pay-tenders').locator('.ant-tag')).toHaveCount(0)

  // $735 for $7.35 is more than a $100 note over what is due: the cashier confirms first. Esc goes back.
  await page.getByTestId('pay-amount').fill('')
  await page.keyboard.type('735', { delay: 40 })
  await page.keyboard.press('Enter')
  const confirm = page.getByRole('dialog', { name: 'Check the amount given' })
  await expect(confirm).toBeVisible()
  await expect(confirm).toContainText(
    'The customer gives $735.00 for $7.35 (30,135 ៛): the change would be $727 + 2,700 ៛.',
  )
  await page.keyboard.press('Escape')
  await expect(confirm).toBeHidden()
  await expect(page.getByTestId('sale-done')).toHaveCount(0)
  await expect(page.getByTestId('pay-amount')).toBeFocused()

  // Enter asks again, and Enter in the question saves the sale as given.
  await page.keyboard.press('Enter')
  await expect(confirm).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(confirm).toBeHidden()
  await expect(page.getByTestId('done-change')).toHaveText('$727 + 2,700 ៛')
})

test('a $100 note for a $7.35 basket is change as usual, without a question', async ({ page }) => {
  await openTill(page, shop)
  await openShiftIfAsked(page)
  await page.getByTestId('till-search').focus()
  await scan(page, shop.basket.barcode)
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  await page.keyboard.press('F9')
  await expect(page.getByTestId('pay-amount')).toBeFocused()
  await page.keyboard.type('100', { delay: 40 })
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('done-change')).toHaveText('$92 + 2,700 ៛')
})

test('kh: the question is asked in Khmer, and "៧,៣៥" in Khmer digits pays $7.35', async ({ page }) => {
  await openTill(page, shop, 'kh')
  await openShiftIfAsked(page)
  await page.getByTestId('till-search').focus()
  await scan(page, shop.basket.barcode)
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  await page.keyboard.press('F9')
  await expect(page.getByTestId('pay-amount')).toBeFocused()
  await page.keyboard.type('735', { delay: 40 })
  await page.keyboard.press('Enter')
  const confirm = page.getByRole('dialog', { name: 'ពិនិត្យចំនួនទឹកប្រាក់ដែលបានទទួល' })
  await expect(confirm).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(confirm).toBeHidden()
  // Back in the payment step: take the slip of the finger off and give what was meant.
  await page.getByTestId('pay-tenders').locator('.ant-tag-close-icon').click()
  await page.getByTestId('pay-amount').fill('៧,៣៥')
  await page.getByTestId('pay-amount').press('Enter')
  await expect(page.getByTestId('sale-done')).toBeVisible()
  await expect(page.getByTestId('done-change')).toHaveCount(0)
})

test('the product price field reads "7,35" as $7.35 and refuses "1,2,3"', async ({ page }) => {
  await signIn(page, { to: '/products/create' })
  const sku = `COMMA-${shop.run}`
  await page.locator('#products-name_en').fill(`Comma price ${shop.run}`)
  await page.locator('#products-sku').fill(sku)
  const price = page.locator('#products-price_usd')
  await price.click()
  await page.keyboard.type('1,2,3', { delay: 40 })
  await page.keyboard.press('Tab')
  await expect(page.getByTestId('amount-error')).toHaveText(
    'This amount can be read two ways: type 1234.50, 1,234.50 or 1.234,50.',
  )
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/products\/create$/)
  expect(await api<unknown[]>(page, `products?q=${sku}`)).toEqual([])

  // The failed save focuses the field in error with its text selected, so typing replaces it.
  await expect(price).toBeFocused()
  await page.keyboard.type('7,35', { delay: 40 })
  await page.keyboard.press('Tab')
  await expect(price).toHaveValue('7.35')
  await expect(page.getByTestId('amount-error')).toHaveCount(0)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.locator('.ant-message-notice')).toBeVisible()
  await expect
    .poll(async () => (await api<{ price_usd: number; price_khr: number }[]>(page, `products?q=${sku}`))[0])
    .toMatchObject({ price_usd: 735, price_khr: 0 })
})

test('a digit typed as the price field takes the keyboard focus is kept, on a machine slow to draw', async ({
  page,
}) => {
  // A slow machine: the next frame comes 300 ms late. The field selects its text on focus, and selected again
  // in that frame; a "1" typed before it was selected there and replaced by the "2" (CI, a Khmer-layout test).
  await page.addInitScript(() => {
    window.requestAnimationFrame = (callback) => window.setTimeout(() => callback(performance.now()), 300)
  })
  await signIn(page, { to: '/products/create' })
  const price = page.locator('#products-price_usd')
  await price.focus()
  await page.keyboard.type('1')
  await page.waitForTimeout(400)
  await page.keyboard.type('2')
  await expect(price).toHaveValue('12')
})

test('Add payment in riel starts with the amount due at the order’s rate, and typing replaces it', async ({
  page,
}) => {
  // $7.35 (30,135 ៛ at 4,100) of which $5.62 (23,042 ៛) is paid: $1.73 or 7,093 ៛ is due.
  const order = await api<{ id: number }>(page, 'orders', {
    data: { store_id: shop.store.id, lines: [{ product_id: shop.basket.id, quantity: 1 }] },
  })
  await api(page, `orders/${order.id}/approve`, { data: {} })
  await api(page, `orders/${order.id}/payments`, { data: { method: 'cash', currency: 'USD', amount: 562 } })

  await signIn(page, { to: `/orders/${order.id}` })
  await page.getByTestId('add-payment').click()
  const amount = page.getByTestId('payment-amount')
  await expect(amount).toHaveValue('1.73')
  await page.getByRole('dialog').getByText('KHR', { exact: true }).click()
  await expect(amount).toHaveValue('7,093')
  await expect(amount).toBeFocused()
  await page.keyboard.type('7093', { delay: 40 })
  await expect(amount).toHaveValue('7093')
  await page.getByTestId('payment-ok').click()
  await expect(page.locator('.ant-message')).toContainText('Payment successfully created')
  const detail = await api<{ payment_status: string; due_khr: number }>(page, `orders/${order.id}`)
  expect(detail).toMatchObject({ payment_status: 'paid', due_khr: 0 })
})
