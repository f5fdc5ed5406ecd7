import { expect, test } from './fixtures.ts'
import { type TillShop, tillShop } from './pos-api.ts'
import { openShiftIfAsked, openTill } from './till-support.ts'

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
