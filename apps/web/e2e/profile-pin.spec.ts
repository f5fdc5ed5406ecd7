import { adminToken, createRecord } from './catalogue-api.ts'
import { expect, test } from './fixtures.ts'
import { signIn } from './support.ts'

test('a manager sets their PIN for approvals at the till on the profile page', async ({ page, request }) => {
  const token = await adminToken(request)
  const roles = await request.get('/api/roles?filter[name][equals]=manager', {
    headers: { Authorization: `Bearer ${token}` },
  })
  const [manager] = ((await roles.json()) as { data: { id: number }[] }).data
  const user = { email: `pin.manager.${Date.now()}@example.com`, password: 'Manager#2026' }
  await createRecord(request, token, 'users', {
    name: 'Pin Manager',
    ...user,
    password_confirmation: user.password,
    role_ids: [manager?.id],
  })

  await signIn(page, { user, to: '/kh/profiles' })
  const form = page.getByRole('form', { name: 'លេខកូដ PIN សម្រាប់ការអនុម័តនៅបញ្ជរគិតលុយ' })
  await expect(form.getByText('មិនទាន់មានលេខកូដ PIN នៅឡើយ។', { exact: false })).toBeVisible()

  // Too easy to guess, then the wrong password: each said next to its field.
  await page.locator('#till-pin').fill('1234')
  await page.locator('#till-current_password').fill(user.password)
  await form.getByRole('button', { name: 'កំណត់លេខកូដ PIN' }).click()
  await expect(form.getByText('លេខកូដ PIN នេះងាយទាយពេក (ដូចជា 1234 ឬ 0000)។')).toBeVisible()
  await page.locator('#till-pin').fill('482916')
  await page.locator('#till-current_password').fill('not-my-password')
  await form.getByRole('button', { name: 'កំណត់លេខកូដ PIN' }).click()
  await expect(form.getByText('ពាក្យសម្ងាត់បច្ចុប្បន្នមិនត្រឹមត្រូវទេ។')).toBeVisible()

  await page.locator('#till-current_password').fill(user.password)
  await form.getByRole('button', { name: 'កំណត់លេខកូដ PIN' }).click()
  await expect(
    page.locator('.ant-message-notice').filter({ hasText: 'បានរក្សាទុកលេខកូដ PIN ដោយជោគជ័យ!' }),
  ).toBeVisible()
  await expect(form.getByText('លេខកូដ PIN ត្រូវបានកំណត់រួចហើយ។', { exact: false })).toBeVisible()
  await expect(page.locator('#till-pin')).toHaveValue('')

  // The server holds it: the profile says a PIN is set, and never shows it.
  const login = await request.post('/api/login', { data: user })
  const own = await request.get('/api/profile', {
    headers: { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` },
  })
  const profile = await own.text()
  expect(JSON.parse(profile).data.has_pin).toBe(true)
  expect(profile).not.toContain('482916')
})
