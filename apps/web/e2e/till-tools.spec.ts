import path from 'node:path'
import { expect, test } from './fixtures.ts'
import { setBakongAccount, type TillShop, tillShop } from './pos-api.ts'
import { signIn } from './support.ts'
import { openShiftIfAsked, openTill, scan } from './till-support.ts'

test.describe.configure({ mode: 'serial' })

let shop: TillShop
const SHOTS = path.join(import.meta.dirname, '..', 'screenshots')

test.beforeAll(async ({ request }) => {
  shop = await tillShop(request)
})

test('the numpad sets the selected line’s quantity and names a discount by its percentage', async ({
  page,
}) => {
  await openTill(page, shop)
  await openShiftIfAsked(page)
  await page.getByTestId('till-search').focus()
  await scan(page, shop.basket.barcode)
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  await page.getByTestId('till-numpad-toggle').click()
  const numpad = page.getByTestId('till-numpad')
  await numpad.getByRole('button', { name: '3', exact: true }).click()
  await expect(page.getByTestId('numpad-display')).toHaveText('3')
  await numpad.getByRole('button', { name: 'Set' }).click()
  await expect(page.getByTestId('cart-line-quantity')).toHaveText('3')
  await expect(page.getByTestId('till-total-usd')).toHaveText('$22.05')

  await numpad.getByText('Disc %').click()
  await numpad.getByRole('button', { name: '1', exact: true }).click()
  await numpad.getByRole('button', { name: '5', exact: true }).click()
  await numpad.getByRole('button', { name: 'Set' }).click()
  await expect(numpad.getByRole('alert')).toHaveText('No discount of 15% applies today.')
  await numpad.getByRole('button', { name: 'Delete the last digit' }).click()
  await numpad.getByRole('button', { name: '0', exact: true }).click()
  await numpad.getByRole('button', { name: 'Set' }).click()
  // 10% of $22.05 = $2.205, rounded half up to $2.21 (SALES.md): $19.84 to pay.
  await expect(page.getByTestId('till-total-usd')).toHaveText('$19.84')
  // The cashier may not set prices: the Price mode is there but cannot be chosen.
  await expect(numpad.getByRole('radio', { name: 'Price' })).toBeDisabled()
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.screenshot({ path: path.join(SHOTS, 'till-numpad-en-light.png') })
})

test('the list view shows each product’s stock at the till’s store', async ({ page }) => {
  await openTill(page, shop)
  await openShiftIfAsked(page)
  await page.keyboard.press('Alt+V')
  await page.getByTestId('till-search').fill(shop.soap.sku)
  const row = page.getByRole('row').filter({ hasText: shop.soap.sku })
  await expect(row.getByTestId('till-stock')).toHaveText('50')
})

test('an unknown barcode offers a manager to create its product, with the barcode filled in', async ({
  page,
  context,
}) => {
  await page.addInitScript(() => {
    window.print = () => {}
  })
  await signIn(page, { user: shop.manager, to: '/pos' })
  await page.waitForLoadState('networkidle')
  await openShiftIfAsked(page)
  const unknown = `977${shop.run}123`
  await page.getByTestId('till-search').focus()
  await scan(page, `${unknown}0`)
  await expect(page.getByTestId('till-notice')).toContainText(`Unknown barcode ${unknown}0`)
  const [form] = await Promise.all([
    context.waitForEvent('page'),
    page.getByTestId('till-create-product').click(),
  ])
  await form.waitForLoadState()
  await expect(form).toHaveURL(new RegExp(`/products/create\\?barcode=${unknown}0$`))
  await expect(form.getByLabel('Barcode', { exact: true })).toHaveValue(`${unknown}0`)
})

test('Alt+D opens the drawer with a reason and a manager’s PIN, and prints a “no sale” slip', async ({
  page,
}) => {
  await openTill(page, shop)
  await openShiftIfAsked(page)
  await page.keyboard.press('Alt+D')
  const dialog = page.getByRole('dialog', { name: 'Open the cash drawer' })
  await dialog.getByLabel('Reason').fill('Coins for the market stall')
  await dialog.getByLabel("Manager's username").fill(shop.manager.username)
  await dialog.getByLabel('PIN', { exact: true }).fill(shop.manager.pin)
  await dialog.getByRole('button', { name: 'Open drawer' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('till-notice')).toHaveText('Drawer opened')
  await expect.poll(() => page.evaluate(() => (window as unknown as { __prints: number }).__prints)).toBe(1)
  await expect(page.getByTestId('no-sale-slip')).toContainText('Coins for the market stall')
  await expect(page.getByTestId('no-sale-slip')).toContainText('Dara Manager')
})

test('KHQR: the shop’s Bakong account makes a code for the amount due, confirmed with a reference', async ({
  page,
  request,
}) => {
  await setBakongAccount(request, shop.token)

  await openTill(page, shop)
  await openShiftIfAsked(page)
  await page.getByTestId('till-search').focus()
  await scan(page, shop.basket.barcode)
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  await page.keyboard.press('F9')
  await page.keyboard.press('Alt+3')
  const code = page.getByRole('img', { name: 'Scan to pay with KHQR' })
  await expect(code).toBeVisible()
  await expect(code).toHaveAttribute('src', /^data:image\/png;base64,/)
  await expect(page.getByText(/^Expires at /)).toBeVisible()
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.screenshot({ path: path.join(SHOTS, 'till-khqr-en-light.png') })
  await page.getByLabel('Reference').fill('BKG-20261124-0042')
  await page.getByRole('button', { name: 'Paid: confirm with the reference' }).click()
  await expect(page.getByTestId('pay-tenders')).toContainText('$7.35')
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('sale-done')).toContainText('$7.35')
})
