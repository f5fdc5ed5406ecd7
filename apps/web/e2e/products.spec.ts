import { adminToken, createRecord, ean13, TINY_PNG } from './catalogue-api.ts'
import { expect, type Page, test } from './fixtures.ts'
import { collectConsoleErrors, renderedFonts, signIn } from './support.ts'

// The whole flow runs in Khmer, as the shops use it.
const KH = {
  save: 'រក្សាទុក',
  created: 'បានបង្កើតផលិតផលដោយជោគជ័យ!',
  updated: 'បានកែប្រែផលិតផលដោយជោគជ័យ!',
  deleted: 'បានលុបផលិតផលដោយជោគជ័យ!',
  restored: 'បានស្ដារផលិតផលឡើងវិញដោយជោគជ័យ!',
  deleteWarning: 'សកម្មភាពនេះមិនអាចត្រឡប់វិញបានទេ។ ទិន្នន័យដែលបានលុបនឹងត្រូវដកចេញជាអចិន្ត្រៃយ៍។',
  trashNote: 'អ្នកអាចស្ដារវាឡើងវិញពីធុងសំរាម',
  moveToTrash: 'ផ្លាស់ទីទៅធុងសំរាម',
  deletePermanently: 'លុបជាអចិន្ត្រៃយ៍',
  purged: 'បានលុបផលិតផលជាអចិន្ត្រៃយ៍។',
  deletedTag: 'បានលុប',
  activeTag: 'សកម្ម',
  showDeleted: 'បង្ហាញទិន្នន័យដែលបានលុប',
  restore: 'ស្ដារឡើងវិញ',
  taken: 'តម្លៃនេះត្រូវបានប្រើប្រាស់រួចហើយ។',
  required: 'ត្រូវការបំពេញវាលនេះ!',
  imageFailed: 'បរាជ័យក្នុងការផ្ទុករូបភាព',
}

const listPath = (url: URL) => url.pathname === '/kh/products'

/** Opens a reference select, searches it and picks the option with that label. */
async function pick(page: Page, fieldId: string, search: string, label: string) {
  await page.locator(`#${fieldId}`).click()
  await page.locator(`#${fieldId}`).fill(search)
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${label}"]`).click()
}

async function toast(page: Page, text: string) {
  await expect(page.locator('.ant-message-notice').filter({ hasText: text })).toBeVisible()
}

test('creates, edits, filters, deletes and restores a product in Khmer', async ({ page, request }) => {
  // A whole product's life in one flow (five saves, a filter, a reload): a loaded machine needs more time.
  test.slow()
  const run = Date.now().toString().slice(-6)
  const token = await adminToken(request)
  await createRecord(request, token, 'brands', {
    name_en: `Angkor ${run}`,
    name_kh: `អង្គរ ${run}`,
    code: `ANG${run}`,
  })
  await createRecord(request, token, 'categories', {
    name_en: `Drinks ${run}`,
    name_kh: `ភេសជ្ជៈ ${run}`,
    code: `DRK${run}`,
  })
  // A second product, so the column filter has something to leave out.
  await createRecord(request, token, 'products', {
    name_en: `Other ${run}`,
    sku: `OTHER-${run}`,
    price_usd: 100,
    price_khr: 4100,
  })

  const nameKh = `ទឹកសុទ្ធ ${run}`
  const sku = `WATER-${run}`
  const consoleErrors = collectConsoleErrors(page)
  await signIn(page, { to: '/kh/products/create' })
  await page.locator('#products-name_en').fill(`Water ${run}`)
  await page.locator('#products-name_kh').fill(nameKh)
  await page.locator('#products-sku').fill(sku)
  await page.locator('#products-barcode').fill(ean13(`884110${run}`))
  await pick(page, 'products-brand_id', 'អង្គរ', `អង្គរ ${run}`)
  await pick(page, 'products-category_id', 'Drinks', `ភេសជ្ជៈ ${run}`)
  await page.locator('#products-price_usd').fill('0.75')
  // A dollar-priced product has no riel price to type (decision 0029).
  await expect(page.getByTestId('price-khr-at-rate')).toBeVisible()
  await page.getByTestId('product-image-input').setInputFiles({
    name: 'water.png',
    mimeType: 'image/png',
    buffer: TINY_PNG,
  })
  await page.getByRole('button', { name: KH.save }).click()
  await toast(page, KH.created)
  await expect(page).toHaveURL(listPath)
  // The search box (debounced) narrows the list to this run's products.
  await page.getByRole('searchbox', { name: 'ស្វែងរក' }).fill(run)
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === run)

  const row = page.locator('tr', { hasText: sku })
  await expect(row).toContainText(nameKh)
  await expect(row).toContainText('0.75')
  await expect(row.locator('img')).toHaveAttribute('src', /^\/media\//)
  // Khmer in the table is drawn with the bundled font, not a system fallback.
  await page.evaluate(() => document.fonts.ready)
  for (const font of await renderedFonts(page, '.ant-table-tbody .ant-table-row td:nth-child(2)')) {
    expect(font).toMatch(/^Kantumruy Pro\b/)
  }

  // The amounts went to the API in minor units.
  const stored = await request.get(`/api/products?q=${sku}`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect((await stored.json()).data[0]).toMatchObject({ price_usd: 75, price_khr: 0, sku })

  // Edit.
  await row.getByRole('button', { name: `កែប្រែ ${nameKh}` }).click()
  await expect(page).toHaveURL(/\/kh\/products\/update\/\d+$/)
  await expect(page.locator('#products-price_usd')).toHaveValue('0.75')
  await page.locator('#products-price_usd').fill('1.25')
  await page.getByRole('button', { name: KH.save }).click()
  await toast(page, KH.updated)
  await expect(page).toHaveURL(listPath)
  await expect(page.locator('tr', { hasText: sku })).toContainText('1.25')

  // Filter with the SKU column's filter: "equals" the SKU.
  await expect(page.locator('tr', { hasText: `OTHER-${run}` })).toBeVisible()
  await page.locator('th', { hasText: 'SKU' }).locator('.ant-table-filter-trigger').click()
  const filter = page.getByRole('group', { name: /SKU/ })
  await filter.getByLabel('របៀបផ្ទៀងផ្ទាត់').click()
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="ស្មើនឹង"]').click()
  await filter.getByLabel('តម្លៃ').fill(sku)
  await filter.getByRole('button', { name: 'អនុវត្ត' }).click()
  await expect(page).toHaveURL((url) => url.searchParams.get('filter[sku][equals]') === sku)
  await expect(page.locator('tr', { hasText: `OTHER-${run}` })).toHaveCount(0)
  await expect(page.locator('tr', { hasText: sku })).toBeVisible()
  // The filter survives a reload: it lives in the URL.
  await page.reload()
  await expect(page.locator('tr', { hasText: `OTHER-${run}` })).toHaveCount(0)
  await expect(page.locator('tr', { hasText: sku })).toBeVisible()

  // Export the filtered list as CSV.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'នាំចេញ CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('products.csv')
  const csv = await (await download.createReadStream()).toArray()
  const text = Buffer.concat(csv).toString('utf8')
  expect(text).toContain(sku)
  expect(text).not.toContain(`OTHER-${run}`)

  // A delete from the list moves the product to the trash, and says so: no "cannot be undone" here.
  await page
    .locator('tr', { hasText: sku })
    .getByRole('button', { name: `លុប ${nameKh}` })
    .click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText(KH.trashNote)
  await expect(dialog).not.toContainText(KH.deleteWarning)
  await dialog.getByRole('button', { name: KH.moveToTrash }).click()
  await toast(page, KH.deleted)
  await expect(page.locator('tr', { hasText: sku })).toHaveCount(0)

  // Find it among the deleted ones, marked deleted (not active), and restore it.
  await page.getByRole('switch', { name: KH.showDeleted }).click()
  await expect(page).toHaveURL((url) => url.searchParams.get('trashed') === 'only')
  const trashed = page.locator('tr', { hasText: sku })
  await expect(trashed.locator('.ant-tag')).toHaveText(KH.deletedTag)
  await expect(trashed).not.toContainText(KH.activeTag)
  await trashed.getByRole('button', { name: KH.restore }).click()
  await toast(page, KH.restored)
  await page.getByRole('switch', { name: KH.showDeleted }).click()
  await expect(page.locator('tr', { hasText: sku })).toBeVisible()

  // No React, antd or CSP complaint on the way.
  expect(consoleErrors).toEqual([])

  // A picture that cannot be loaded says so.
  await page.route('**/media/**', (route) => route.abort())
  await page.reload()
  await expect(page.locator('tr', { hasText: sku }).getByRole('img', { name: KH.imageFailed })).toBeVisible()

  // Only from the trash is a delete permanent, and only there does it warn that it cannot be undone.
  await page.unroute('**/media/**')
  await page
    .locator('tr', { hasText: sku })
    .getByRole('button', { name: `លុប ${nameKh}` })
    .click()
  await page.getByRole('dialog').getByRole('button', { name: KH.moveToTrash }).click()
  await toast(page, KH.deleted)
  await page.getByRole('switch', { name: KH.showDeleted }).click()
  await page
    .locator('tr', { hasText: sku })
    .getByRole('button', { name: `${KH.deletePermanently} ${nameKh}` })
    .click()
  const purgeDialog = page.getByRole('dialog')
  await expect(purgeDialog).toContainText(KH.deleteWarning)
  await purgeDialog.getByRole('button', { name: KH.deletePermanently }).click()
  await toast(page, KH.purged)
  await expect(page.locator('tr', { hasText: sku })).toHaveCount(0)
})

test('shows a duplicate SKU on its field, and required fields, in Khmer', async ({ page, request }) => {
  const run = Date.now().toString().slice(-6)
  const token = await adminToken(request)
  const sku = `DUP-${run}`
  await createRecord(request, token, 'products', {
    name_en: `First ${run}`,
    sku,
    price_usd: 100,
    price_khr: 4100,
  })

  await signIn(page, { to: '/kh/products/create' })
  await page.getByRole('button', { name: KH.save }).click()
  // Name, SKU and the dollar price are required by the contract; the riel price is for riel-priced goods.
  await expect(page.getByText(KH.required)).toHaveCount(3)

  await page.locator('#products-name_en').fill(`Second ${run}`)
  await page.locator('#products-sku').fill(sku)
  await page.locator('#products-price_usd').fill('2')
  // Enter submits the form.
  await page.locator('#products-name_en').press('Enter')

  const skuItem = page.locator('.ant-form-item', { has: page.locator('#products-sku') })
  await expect(skuItem).toContainText(KH.taken)
  await expect(page.locator('#products-sku')).toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL(/\/kh\/products\/create$/)
})

test('asks before leaving a form with unsaved changes', async ({ page }) => {
  await signIn(page, { to: '/kh/products/create' })
  await page.locator('#products-name_en').fill('Unsaved')
  await page.getByRole('button', { name: 'បោះបង់' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('អ្នកមានការផ្លាស់ប្តូរដែលមិនទាន់រក្សាទុក')
  // Esc answers "stay".
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/kh\/products\/create$/)
  await expect(page.locator('#products-name_en')).toHaveValue('Unsaved')

  await page.getByRole('button', { name: 'បោះបង់' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'ចាកចេញ' }).click()
  await expect(page).toHaveURL(listPath)
})
