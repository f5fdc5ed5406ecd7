import { expect, type Page, test } from './fixtures.ts'
import { openEditForm, signIn } from './support.ts'

/** Opens one level of the address picker, types into its search and picks the option with that label. */
async function pickPlace(page: Page, fieldId: string, typed: string, label: string) {
  const select = page.locator(`#${fieldId}`)
  await expect(select).toBeEnabled()
  await select.click()
  await select.fill(typed)
  // The list is searched on the server after a pause in typing; a click while it redraws can miss, as a
  // person's would, and like them the test then looks again and clicks again.
  const option = page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${label}"]`)
  await expect(async () => {
    if (!(await option.isVisible())) {
      await select.click()
      await select.fill(typed)
    }
    await option.click({ timeout: 2_000 })
    await expect(chosen(page, fieldId)).toHaveAttribute('title', label, { timeout: 1_000 })
  }).toPass()
}

/** The chosen option's text of a select, as antd draws it. */
const chosen = (page: Page, fieldId: string) =>
  page.locator(`.ant-select:has(#${fieldId}) .ant-select-content`)

async function toast(page: Page, text: string) {
  await expect(page.locator('.ant-message-notice').filter({ hasText: text })).toBeVisible()
}

test('creates a customer with a cascading address searched in Khmer and Latin', async ({ page }) => {
  const name = `Sok Dara ${Date.now().toString().slice(-6)}`
  await signIn(page, { to: '/customers/create' })
  await page.locator('#customers-name').fill(name)
  await page.locator('#customers-phone').fill('012 345 678')

  // The lower levels wait for their parent.
  await expect(page.locator('#customers-district_id')).toBeDisabled()
  await pickPlace(page, 'customers-province_id', 'ភ្នំពេញ', 'Phnom Penh')
  await pickPlace(page, 'customers-district_id', 'Chamkar', 'Chamkar Mon')
  await pickPlace(page, 'customers-commune_id', 'ទន្លេបាសាក់', 'Tonle Basak')
  await expect(page.locator('#customers-village_id')).toBeEnabled()
  await pickPlace(page, 'customers-village_id', 'Phum 2', 'Phum 2')
  await page.locator('#customers-address').fill('#12, St 271')

  // Choosing another district empties the levels below it.
  await pickPlace(page, 'customers-district_id', 'ដូនពេញ', 'Doun Penh')
  await expect(chosen(page, 'customers-commune_id')).not.toHaveClass(/has-value/)
  await expect(chosen(page, 'customers-village_id')).not.toHaveClass(/has-value/)
  await pickPlace(page, 'customers-district_id', 'Chamkar', 'Chamkar Mon')
  await pickPlace(page, 'customers-commune_id', 'Tonle', 'Tonle Basak')
  await pickPlace(page, 'customers-village_id', 'ភូមិ ២', 'Phum 2')

  await page.getByRole('button', { name: 'Same as address' }).click()
  await expect(chosen(page, 'customers-shipping_village_id')).toHaveAttribute('title', 'Phum 2')
  await expect(page.locator('#customers-shipping_address')).toHaveValue('#12, St 271')

  await page.getByRole('button', { name: 'Save' }).click()
  await toast(page, 'Customer successfully created!')
  await expect(page).toHaveURL((url) => url.pathname === '/customers')
  await page.getByRole('searchbox', { name: 'Search' }).fill(name)
  const row = page.locator('.ant-table-row').filter({ hasText: name })
  await expect(row).toBeVisible()
  await expect(row).toContainText('Phnom Penh')

  // The update form names every chosen place again, in Khmer under /kh.
  await openEditForm(page, row.getByRole('button', { name: `Edit ${name}` }), /\/customers\/update\/\d+$/)
  await expect(chosen(page, 'customers-village_id')).toHaveAttribute('title', 'Phum 2')
  await page.goto(page.url().replace('/customers/', '/kh/customers/'))
  await expect(chosen(page, 'customers-commune_id')).toHaveAttribute('title', 'ទន្លេបាសាក់')
  await expect(chosen(page, 'customers-shipping_province_id')).toHaveAttribute('title', 'ភ្នំពេញ')
})

test('imports customers from a CSV file with a preview and a progress bar', async ({ page }) => {
  const run = Date.now().toString().slice(-6)
  const csv = [
    'name,phone,email,village,status,notes',
    `ចាន់ សុភា ${run},012 111 222,sophea${run}@example.com,12010102,active,vip`,
    `Keo Rithy ${run},,rithy${run}@example.com,01020101,yes,`,
  ].join('\n')
  await signIn(page, { to: '/customers' })
  await page.getByRole('button', { name: 'Import' }).click()
  const dialog = page.getByRole('dialog')

  // A broken file first: the row error is named by row and column, and nothing can be imported.
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'broken.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`name,village\n,99999999\n`),
  })
  await expect(dialog.locator('.ant-table-row').filter({ hasText: 'village' })).toContainText(
    'The selected record does not exist.',
  )
  await expect(dialog.getByRole('button', { name: /^Import/ })).toBeDisabled()

  await dialog.locator('input[type=file]').setInputFiles({
    name: 'customers.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  })
  await expect(dialog.getByText('First 2 rows')).toBeVisible()
  await expect(dialog.getByText('These columns are not known and will be ignored:')).toBeVisible()
  await expect(dialog.locator('.ant-table-row').filter({ hasText: `Keo Rithy ${run}` })).toContainText(
    'Banteay Meanchey',
  )
  await dialog.getByRole('button', { name: 'Import 2 rows' }).click()
  await expect(dialog.getByText('2 rows imported')).toBeVisible()
  await expect(dialog.locator('.ant-progress')).toContainText('2 / 2')
  await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click()

  await page.getByRole('searchbox', { name: 'Search' }).fill(run)
  await expect(page.locator('.ant-table-row').filter({ hasText: `ចាន់ សុភា ${run}` })).toContainText(
    'Phnom Penh',
  )
  await expect(page.locator('.ant-table-row').filter({ hasText: `Keo Rithy ${run}` })).toBeVisible()
})
