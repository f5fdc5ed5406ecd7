import { adminToken, createRecord } from './catalogue-api.ts'
import { expect, type Page, test } from './fixtures.ts'
import { collectConsoleErrors, openEditForm, signIn } from './support.ts'

// Issue 23, point 10: user coverage (SPEC §2) in the user form and the users list.
test.describe.configure({ timeout: 90_000 })

type Place = {
  id: number
  code: string
  name_en: string
  province_id: number | null
  operational_district_id?: number
}

/** Types into a select and picks the option with that label. */
async function pick(page: Page, fieldId: string, search: string, label: string) {
  await page.locator(`#${fieldId}`).click()
  await page.locator(`#${fieldId}`).fill(search)
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${label}"]`).click()
}

test('assigns districts and facilities, shows them again on reopening, and filters the list', async ({
  page,
  request,
}) => {
  const run = Date.now().toString().slice(-6)
  const token = await adminToken(request)
  const headers = { Authorization: `Bearer ${token}` }
  const get = async <T>(url: string) =>
    ((await (await request.get(url, { headers })).json()) as { data: T }).data
  // A seeded facility with its district and province, and a user without coverage for the filter to drop.
  const [facility] = await get<Place[]>(
    '/api/health-facilities?per_page=1&sort=name_en&filter[kind][equals]=referral_hospital',
  )
  if (!facility?.operational_district_id || !facility.province_id) throw new Error('no seeded facility')
  const district = await get<Place>(`/api/operational-districts/${facility.operational_district_id}`)
  const province = await get<Place>(`/api/provinces/${facility.province_id}`)
  await createRecord(request, token, 'users', {
    name: `Vanna ${run}`,
    email: `uncovered${run}@example.com`,
    password: 'Cover#2026x',
    password_confirmation: 'Cover#2026x',
  })

  const consoleErrors = collectConsoleErrors(page)
  // The section and its fields speak Khmer on the Khmer form.
  await signIn(page, { to: '/kh/users/create' })
  await expect(page.getByRole('region', { name: 'តំបន់គ្របដណ្តប់' })).toBeVisible()
  await expect(page.getByLabel('ស្រុកប្រតិបត្តិ', { exact: true })).toBeVisible()

  await page.goto('/users/create')
  const name = `Sokha ${run}`
  await page.locator('#users-name').fill(name)
  await page.locator('#users-email').fill(`covered${run}@example.com`)
  await page.locator('#users-password').fill('Cover#2026x')
  await page.locator('#users-password_confirmation').fill('Cover#2026x')
  // The province narrows both lists; then the district and a facility found by typing part of its name.
  await pick(page, 'users-operational_district_ids-province', province.name_en, province.name_en)
  await pick(page, 'users-operational_district_ids', district.name_en, district.name_en)
  // Facilities share names (a hospital and a health centre of one town), so they are named with their code.
  const facilityLabel = `${facility.code} · ${facility.name_en}`
  await pick(page, 'users-operational_district_ids-facilities', facility.name_en, facilityLabel)
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(
    page.locator('.ant-message-notice').filter({ hasText: 'User successfully created!' }),
  ).toBeVisible()

  // The list names them; the edit form opens with them chosen.
  await page.getByRole('searchbox', { name: 'Search' }).fill(run)
  const row = page.locator('.ant-table-row').filter({ hasText: name })
  await expect(row).toContainText(district.name_en)
  await expect(row).toContainText(facilityLabel)
  await openEditForm(page, row.getByRole('button', { name: `Edit ${name}` }), /\/users\/update\/\d+$/)
  const coverage = page.getByRole('region', { name: 'Coverage' })
  await expect(coverage.locator(`.ant-select-selection-item[title="${district.name_en}"]`)).toBeVisible()
  await expect(coverage.locator(`.ant-select-selection-item[title="${facilityLabel}"]`)).toBeVisible()
  await page.getByRole('button', { name: 'Cancel' }).click()

  // The district column's filter keeps the covered user and drops the other.
  await page.getByRole('searchbox', { name: 'Search' }).fill(run)
  await expect(page.locator('.ant-table-row').filter({ hasText: `Vanna ${run}` })).toBeVisible()
  await page.locator('th', { hasText: 'Operational districts' }).locator('.ant-table-filter-trigger').click()
  const filter = page.getByRole('group', { name: /Operational districts/ })
  await filter.getByLabel('Value').click()
  await filter.getByLabel('Value').fill(district.name_en)
  await page
    .locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${district.name_en}"]`)
    .click()
  await filter.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(
    (url) => url.searchParams.get('filter[operational_district_ids][equals]') === String(district.id),
  )
  await expect(page.locator('.ant-table-row').filter({ hasText: name })).toBeVisible()
  await expect(page.locator('.ant-table-row').filter({ hasText: `Vanna ${run}` })).toHaveCount(0)
  expect(consoleErrors).toEqual([])
})
