import { adminToken, createRecord } from './catalogue-api.ts'
import { expect, type Page, test } from './fixtures.ts'
import { openEditForm, signIn, signOut } from './support.ts'

const menuLink = (page: Page, name: string) => page.getByRole('navigation').getByRole('link', { name })

// Five sign-ins and two screens: 16 s on a quiet machine, once past the flows' 60 s beside another worker.
test.describe.configure({ timeout: 120_000 })

test('a user added to a role with the transfer arrows sees the role’s menu after signing in', async ({
  page,
  request,
}) => {
  const run = Date.now().toString().slice(-6)
  const name = `Vanna ${run}`
  const user = { email: `vanna${run}@example.com`, password: 'Vanna#2026x' }
  const token = await adminToken(request)

  // The user is created in the form; a short password and a wrong confirmation are refused first.
  await signIn(page, { to: '/users/create' })
  await page.locator('#users-name').fill(name)
  await page.locator('#users-email').fill(user.email)
  await page.locator('#users-password').fill('short')
  await page.locator('#users-password_confirmation').fill('other')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Use at least 8 characters.')).toBeVisible()
  await page.locator('#users-password').fill(user.password)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('The values do not match.')).toBeVisible()
  await page.locator('#users-password_confirmation').fill(user.password)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(
    page.locator('.ant-message-notice').filter({ hasText: 'User successfully created!' }),
  ).toBeVisible()
  await signOut(page)

  const role = `Counter ${run}`
  await createRecord(request, token, 'roles', {
    name: `counter_${run}`,
    label_en: role,
    label_kh: `បញ្ជរ ${run}`,
    group: 'shop',
    permissions: ['dashboards.view'],
  })

  // Before: the role gives nothing beyond the dashboard, and the user is not in it anyway.
  await signIn(page, { user })
  await expect(menuLink(page, 'Customers')).toHaveCount(0)
  await signOut(page)

  await signIn(page, { to: '/roles' })
  await page.getByRole('searchbox', { name: 'Search' }).fill(role)
  await openEditForm(page, page.getByRole('button', { name: `Edit ${role}` }), /\/roles\/update\/\d+$/)

  // The role may now list and view customers: two boxes in the Customers row of the matrix.
  await page.getByRole('checkbox', { name: 'customers.list' }).check()
  await page.getByRole('checkbox', { name: 'customers.view' }).check()
  await expect(page.getByRole('checkbox', { name: 'All permissions on Customers' })).not.toBeChecked()

  // Find the user on the left, tick them and move them across with the arrow.
  const [available, members] = [
    page.locator('.ant-transfer-section').first(),
    page.locator('.ant-transfer-section').last(),
  ]
  await available.getByPlaceholder('Search by name or e-mail').fill(`vanna${run}`)
  await available.getByRole('checkbox', { name }).check()
  await page.getByRole('button', { name: 'Add to the role' }).click()
  await expect(members.getByRole('checkbox', { name })).toBeVisible()

  await page.getByRole('button', { name: 'Save' }).click()
  await expect(
    page.locator('.ant-message-notice').filter({ hasText: 'Role successfully updated!' }),
  ).toBeVisible()
  await expect(page).toHaveURL((url) => url.pathname === '/roles')
  await expect(page.locator('.ant-table-row').filter({ hasText: role })).toContainText('1 member')
  await signOut(page)

  // After: the same user now has the Customers entry, and its page opens.
  await signIn(page, { user })
  await expect(menuLink(page, 'Customers')).toBeVisible()
  await expect(menuLink(page, 'Users')).toHaveCount(0)
  await menuLink(page, 'Customers').click()
  await expect(page.getByRole('heading', { name: 'Customers' })).toBeVisible()
  await page.goto('/roles')
  await expect(page).toHaveURL((url) => url.pathname === '/no-permission')
})
