import { expect, test } from './fixtures.ts'
import { signIn } from './support.ts'

test('the signed-in user edits their profile and is told when the current password is wrong', async ({
  page,
}) => {
  await signIn(page, { lang: 'kh' })
  const userMenu = page.locator('header.ant-layout-header .ant-dropdown-trigger')
  const myProfile = page.getByRole('menuitem', { name: 'ប្រវត្តិរូបរបស់ខ្ញុំ' })
  // In the whole suite (never alone) a click on the item twice opened nothing, the cause not yet found: a
  // click that opens nothing is made again, as a person would.
  await expect(async () => {
    if (new URL(page.url()).pathname === '/kh/profiles') return
    if (!(await myProfile.isVisible())) await userMenu.click()
    await myProfile.click({ timeout: 2_000 })
    await expect(page).toHaveURL((url) => url.pathname === '/kh/profiles', { timeout: 3_000 })
  }).toPass({ timeout: 30_000 })

  await page.locator('#profile-nationality').fill('ខ្មែរ')
  await page.locator('#profile-skills').fill('លក់')
  await page.keyboard.press('Enter')
  await page.locator('#profile-emergency_contact_name').fill('សុខ ចាន់')
  await page.locator('#profile-emergency_contact_email').fill('not an e-mail')
  await page.getByRole('button', { name: 'រក្សាទុក' }).click()
  await expect(page.locator('#profile-emergency_contact_email')).toHaveAttribute('aria-invalid', 'true')
  await page.locator('#profile-emergency_contact_email').fill('chan@example.com')
  await page.getByRole('button', { name: 'រក្សាទុក' }).click()
  await expect(
    page.locator('.ant-message-notice').filter({ hasText: 'បានធ្វើបច្ចុប្បន្នភាពប្រវត្តិរូបដោយជោគជ័យ!' }),
  ).toBeVisible()
  await page.reload()
  await expect(page.locator('#profile-nationality')).toHaveValue('ខ្មែរ')
  await expect(page.locator('.ant-select:has(#profile-skills)')).toContainText('លក់')

  await page.locator('#profile-current_password').fill('not-my-password')
  await page.locator('#profile-password').fill('Another#2026')
  await page.locator('#profile-password_confirmation').fill('Another#2026')
  await page.getByRole('button', { name: 'ប្តូរពាក្យសម្ងាត់' }).click()
  await expect(page.getByText('ពាក្យសម្ងាត់បច្ចុប្បន្នមិនត្រឹមត្រូវទេ។')).toBeVisible()
})

test('a profile that cannot be loaded says so', async ({ page }) => {
  await page.route('**/api/profile', (route) =>
    route.fulfill({ status: 500, json: { status: 'error', code: 'INTERNAL', message: 'x' } }),
  )
  await signIn(page, { to: '/profiles' })
  await expect(page.getByText('Failed to load profile information')).toBeVisible()
})

test('the user sets a profile picture, which the header shows, and removes it', async ({ page }) => {
  await signIn(page, { to: '/profiles' })
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWMQW+yFFTEMLQkAQD9Awe6gxTwAAAAASUVORK5CYII=',
    'base64',
  )
  await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png })
  await expect(
    page.locator('.ant-message-notice').filter({ hasText: 'Profile successfully updated!' }),
  ).toBeVisible()
  const headerPicture = page.locator('header.ant-layout-header .ant-avatar img')
  await expect(headerPicture).toHaveAttribute('src', /^\/media\/users\/.+\.webp$/)
  expect((await page.request.get((await headerPicture.getAttribute('src')) ?? '')).status()).toBe(200)

  await page.getByRole('button', { name: 'Remove picture' }).click()
  await expect(headerPicture).toHaveCount(0)
})
