import { expect, test } from './fixtures.ts'
import { tillSale, tokenOf } from './orders-api.ts'
import { type TillShop, tillShop } from './pos-api.ts'
import { openShiftIfAsked, openTill, scan } from './till-support.ts'

// Issue 22.4: the till's small forms are react-hook-form on the contract's schemas. Enter in any field submits,
// what is missing is said on its field in the app's words, and amounts are read like every other amount.
test.describe.configure({ mode: 'serial' })

let shop: TillShop

test.beforeAll(async ({ request }) => {
  shop = await tillShop(request)
})

test('the drawer says what is missing on its fields, and Enter in the PIN opens it', async ({ page }) => {
  await openTill(page, shop)
  await openShiftIfAsked(page)
  await page.keyboard.press('Alt+D')
  const dialog = page.getByRole('dialog', { name: 'Open the cash drawer' })
  await expect(dialog.getByLabel('Reason')).toBeFocused()
  await page.keyboard.press('Enter')
  // The reason and the username are required; an empty PIN is not 4 to 8 digits either.
  await expect(dialog.getByText('This field is required!')).toHaveCount(2)
  await expect(dialog.getByText('Use 4 to 8 digits.')).toBeVisible()
  await dialog.getByLabel('Reason').fill('Change for the market stall')
  await dialog.getByLabel("Manager's username").fill(shop.manager.username)
  await dialog.getByLabel('PIN', { exact: true }).fill('123')
  await page.keyboard.press('Enter')
  await expect(dialog.getByText('This field is required!')).toHaveCount(0)
  await expect(dialog.getByText('Use 4 to 8 digits.')).toBeVisible()
  await dialog.getByLabel('PIN', { exact: true }).fill(shop.manager.pin)
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('till-notice')).toHaveText('Drawer opened')
})

test('cash out typed in Khmer digits is recorded with Enter; a customer is added with Enter', async ({
  page,
}) => {
  await openTill(page, shop)
  await openShiftIfAsked(page)
  await page.getByRole('button', { name: 'Cash in/out', exact: true }).click()
  const move = page.getByRole('dialog', { name: 'Cash in or out' })
  await expect(move.getByLabel('Amount')).toBeFocused()
  await move.getByLabel('Amount').fill('១២,៥០')
  await move.getByLabel('Reason').fill('Ice for the drinks')
  await page.keyboard.press('Enter')
  await expect(move).toBeHidden()
  await expect(page.locator('.ant-message')).toContainText('Cash move recorded')

  await page.keyboard.press('F3')
  const picker = page.getByRole('dialog')
  const name = `Walk-in ${shop.run}`
  await picker.getByLabel('Name', { exact: true }).fill(name)
  await picker.getByLabel('Phone', { exact: true }).fill('012 345 678')
  await page.keyboard.press('Enter')
  await expect(picker).toBeHidden()
  await expect(page.getByTestId('till-customer')).toContainText(name)
})

test('a cart held without a name is refused on its field; Enter holds it once named', async ({ page }) => {
  await openTill(page, shop)
  await openShiftIfAsked(page)
  await page.getByTestId('till-search').focus()
  await scan(page, shop.basket.barcode)
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  await page.keyboard.press('F4')
  const dialog = page.getByRole('dialog', { name: 'Hold this cart' })
  const name = dialog.getByLabel('Name of the cart')
  // The time is offered, selected: typing replaces it, and a name of spaces is no name.
  await expect(name).toBeFocused()
  await name.fill('   ')
  await page.keyboard.press('Enter')
  await expect(dialog.getByText('This field is required!')).toBeVisible()
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  await name.fill('Table 7')
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('cart-line')).toHaveCount(0)
  await expect(page.locator('.ant-message')).toContainText('Table 7')
})

test('a return without a reason says so on its field; Enter in the reason sends it', async ({
  page,
  request,
}) => {
  const sale = await tillSale(request, await tokenOf(request, shop.cashier), shop.store.id, shop.basket.id)
  await openTill(page, shop)
  await openShiftIfAsked(page)
  await page.keyboard.press('F10')
  const dialog = page.getByRole('dialog', { name: 'Return (F10)' })
  const number = dialog.locator('#till-return-number')
  await expect(number).toBeFocused()
  // Enter in the number finds the receipt and sends nothing: no field says it is missing yet.
  await number.fill(sale.number)
  await page.keyboard.press('Enter')
  await expect(dialog.locator('.ant-table-row')).toHaveCount(1)
  await expect(dialog.getByText('This field is required!')).toHaveCount(0)
  await dialog.getByRole('spinbutton').first().fill('1')
  const reason = dialog.getByLabel('Reason')
  await reason.fill('  ')
  await reason.press('Enter')
  await expect(dialog.getByText('This field is required!')).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(1)
  await reason.fill('Wrong size')
  await reason.press('Enter')
  // Sent: above the cashier's limit, the manager's approval is asked for; Enter in the PIN makes the note.
  const approval = page.getByRole('dialog').filter({ has: page.locator('input[type=password]') })
  await expect(approval).toBeVisible()
  await approval.locator('input').first().fill(shop.manager.username)
  await approval.locator('input[type=password]').fill(shop.manager.pin)
  await approval.locator('input[type=password]').press('Enter')
  await expect(page.locator('.ant-modal-confirm')).toContainText('CN-')
})
