import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures.ts'
import { openShift } from './orders-api.ts'
import { type TillShop, tillShop } from './pos-api.ts'
import { signIn } from './support.ts'

// Issue 18, point 10: the owner sees whose PIN wrong tries locked, and unlocks it from the user's page.
test.describe.configure({ timeout: 90_000 })

let shop: TillShop
let managerId: number

test.beforeAll(async ({ request }) => {
  shop = await tillShop(request)
  const login = await request.post('/api/login', { data: shop.cashier })
  const cashier = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` }
  await openShift(request, cashier.Authorization.slice('Bearer '.length), shop.store.id)
  // Five wrong PINs at an approval route (the drawer without a sale) lock the manager's PIN.
  let code = ''
  for (let i = 0; i < 5; i++) {
    const tried = await request.post('/api/pos/drawer', {
      data: {
        store_id: shop.store.id,
        reason: 'Coins',
        approval: { username: shop.manager.username, pin: '000000' },
      },
      headers: cashier,
    })
    code = ((await tried.json()) as { code: string }).code
  }
  expect(code).toBe('PIN_LOCKED')
  const found = await request.get(
    `/api/users?filter[email][equals]=${encodeURIComponent(shop.manager.email)}`,
    {
      headers: { Authorization: `Bearer ${shop.token}` },
    },
  )
  managerId = ((await found.json()) as { data: { id: number }[] }).data[0]?.id ?? 0
})

test('the users list and page show a locked PIN; the owner unlocks it by keyboard, in Khmer', async ({
  page,
}) => {
  await signIn(page, { to: '/users' })
  await page.getByRole('searchbox', { name: 'Search' }).fill(shop.run)
  // Every till shop of the run has a "Dara Manager": their e-mail tells this one apart.
  const row = page.locator('.ant-table-row').filter({ hasText: shop.manager.email })
  await expect(row.getByTestId('pin-locked')).toHaveText('PIN locked')
  // The cashier's PIN is not locked: no tag on their row.
  await expect(
    page.locator('.ant-table-row').filter({ hasText: shop.cashier.email }).getByTestId('pin-locked'),
  ).toHaveCount(0)

  await page.goto(`/kh/users/update/${managerId}`)
  await expect(page.getByTestId('pin-locked')).toHaveText('លេខកូដ PIN ត្រូវបានចាក់សោ')
  // The tag and the button are legible in both colour modes.
  for (const mode of ['dark', 'light']) {
    await page.evaluate((m) => localStorage.setItem('colorMode', m), mode)
    await page.reload()
    await expect(page.getByTestId('pin-locked')).toBeVisible()
    const { violations } = await new AxeBuilder({ page })
      .include('[data-testid="pin-locked"]')
      .include('main button:has(.anticon-unlock)')
      .withRules(['color-contrast'])
      .analyze()
    expect(violations, mode).toEqual([])
  }
  const unlock = page.getByRole('button', { name: 'ដោះសោលេខកូដ PIN' })
  await unlock.focus()
  await page.keyboard.press('Enter')
  const confirm = page.getByRole('dialog').filter({ hasText: 'ដោះសោលេខកូដ PIN របស់ «Dara Manager»?' })
  await expect(confirm).toBeVisible()
  const answered = page.waitForResponse((r) => r.url().endsWith(`/api/users/${managerId}/pin-lock`))
  // The confirmation's own button takes the focus: Enter unlocks.
  await expect(confirm.getByRole('button', { name: 'ដោះសោលេខកូដ PIN' })).toBeFocused()
  await page.keyboard.press('Enter')
  expect((await answered).status()).toBe(200)
  await expect(
    page.locator('.ant-message-notice').filter({ hasText: 'បានដោះសោលេខកូដ PIN របស់ «Dara Manager» ដោយជោគជ័យ!' }),
  ).toBeVisible()
  await expect(page.getByTestId('pin-locked')).toHaveCount(0)
  await expect(unlock).toHaveCount(0)

  await page.goto('/users')
  await page.getByRole('searchbox', { name: 'Search' }).fill(shop.run)
  await expect(row).toBeVisible()
  await expect(row.getByTestId('pin-locked')).toHaveCount(0)
})
