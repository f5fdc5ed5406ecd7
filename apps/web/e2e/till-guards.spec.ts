import { expect, test } from './fixtures.ts'
import { type TillShop, tillShop } from './pos-api.ts'
import { signIn } from './support.ts'
import { openShiftIfAsked, openTill, scan } from './till-support.ts'

// Issue 18: the till shows the server's refusals (change past the limit, a locked PIN) and the settings
// screen its guards, in both languages.
test.describe.configure({ mode: 'serial' })

let shop: TillShop

test.beforeAll(async ({ request }) => {
  shop = await tillShop(request)
})

async function basketToPay(page: Parameters<typeof openTill>[0]) {
  await page.getByTestId('till-search').focus()
  await scan(page, shop.basket.barcode)
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
}

test('a tender that would give back more than $100 is refused with the reason, and nothing is sold', async ({
  page,
}) => {
  await openTill(page, shop)
  await openShiftIfAsked(page)
  await basketToPay(page)
  await page.keyboard.press('F9')
  await expect(page.getByTestId('pay-amount')).toBeFocused()
  await page.getByTestId('pay-amount').fill('120')
  await page.keyboard.press('Enter')
  // Past the shop's limit the till does not ask whether the amount is right: the server's reason is the answer.
  await expect(page.getByTestId('pay-error')).toHaveText(
    'The change ($112.65) is more than the till may give back ($100.00). Check the amount tendered.',
  )
  await expect(page.getByTestId('sale-done')).toHaveCount(0)
  await expect(page.getByRole('dialog', { name: 'Check the amount given' })).toHaveCount(0)
})

test('five wrong PINs lock the manager’s PIN, and the till says so in Khmer', async ({ page }) => {
  await openTill(page, shop, 'kh')
  await openShiftIfAsked(page)
  await basketToPay(page)
  await page.keyboard.press('F8')
  await page.getByRole('button', { name: new RegExp(`អតិថិជនស្មោះត្រង់ ${shop.run}`) }).click()
  await page.keyboard.press('F9')
  await page.keyboard.press('e')
  await page.keyboard.press('Enter')
  const approval = page.getByRole('dialog', { name: 'ការអនុម័តរបស់អ្នកគ្រប់គ្រង' })
  const tryPin = async (pin: string) => {
    await expect(approval).toBeVisible()
    await approval.locator('input').first().fill(shop.manager.username)
    await approval.locator('input[type="password"]').fill(pin)
    const answered = page.waitForResponse((r) => r.url().includes('/api/pos/checkout'))
    await approval.locator('input[type="password"]').press('Enter')
    expect((await answered).status()).toBe(403)
  }
  for (let i = 0; i < 4; i++) {
    await tryPin('000000')
    await expect(approval.getByRole('alert')).toContainText('មិនត្រឹមត្រូវ')
  }
  await tryPin('000000')
  await expect(approval.getByRole('alert')).toContainText('លេខ PIN ត្រូវបានចាក់សោ')
  // Even the right PIN is refused now.
  await tryPin(shop.manager.pin)
  await expect(approval.getByRole('alert')).toContainText('លេខ PIN ត្រូវបានចាក់សោ')
})

test('the settings screen shows the rate band and the change limit in both languages', async ({ page }) => {
  await signIn(page, { to: '/settings' })
  await expect(page.getByLabel('Lowest riel rate allowed (៛ per $)')).toHaveValue('3000')
  await expect(page.getByLabel('Highest riel rate allowed (៛ per $)')).toHaveValue('6000')
  await expect(page.getByLabel('Most cash change per sale')).toHaveValue('100.00')
  await page.goto('/kh/settings')
  await expect(page.getByLabel('លុយអាប់ជាសាច់ប្រាក់ច្រើនបំផុតក្នុងមួយការលក់')).toHaveValue('100.00')
})
