import { adminToken, createRecord } from './catalogue-api.ts'
import { expect, type Page, test } from './fixtures.ts'
import { renderedFonts, signIn } from './support.ts'

// Issue 13: what a form saves is what the field shows, in both languages.
const LANGS = {
  en: {
    prefix: '',
    save: 'Save',
    updated: 'Product successfully updated!',
    kandal: 'Kandal',
    battambang: 'Battambang',
    noDay: 'This is not a date that exists (mm/dd/yy).',
    tooSmall: 'This value is too small.',
  },
  kh: {
    prefix: '/kh',
    save: 'រក្សាទុក',
    updated: 'បានកែប្រែផលិតផលដោយជោគជ័យ!',
    kandal: 'កណ្តាល',
    battambang: 'បាត់ដំបង',
    noDay: 'នេះមិនមែនជាកាលបរិច្ឆេទដែលមានពិតទេ (ខែ/ថ្ងៃ/ឆ្នាំ)។',
    tooSmall: 'តម្លៃនេះតូចពេក។',
  },
} as const

const chosen = (page: Page, fieldId: string) =>
  page.locator(`.ant-select:has(#${fieldId}) .ant-select-content`)
const fieldError = (page: Page, fieldId: string) =>
  page.locator(`.ant-form-item:has(#${fieldId}) .ant-form-item-explain-error`)

async function api<T>(page: Page, token: string, path: string): Promise<T> {
  const response = await page.request.get(`/api/${path}`, { headers: { Authorization: `Bearer ${token}` } })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { data: T }).data
}

for (const lang of ['en', 'kh'] as const) {
  const text = LANGS[lang]
  test.describe(`forms in ${lang}`, () => {
    test('a typed four-digit year is saved as typed, an impossible day is refused', async ({
      page,
      request,
    }) => {
      const run = `${lang}${Date.now().toString().slice(-6)}`
      const token = await adminToken(request)
      const product = await createRecord(request, token, 'products', {
        name_en: `Dated ${run}`,
        sku: `DATED-${run}`,
        price_usd: 100,
        price_khr: 4100,
      })
      await signIn(page, { to: `${text.prefix}/products/update/${product.id}` })
      const expiry = page.locator('#products-expiry_date')

      // An impossible day stays on screen with an error and is not saved.
      await expiry.click()
      await expiry.clear()
      await expiry.pressSequentially('02/30/2027')
      await page.keyboard.press('Tab')
      await expect(expiry).toHaveValue('02/30/2027')
      await page.getByRole('button', { name: text.save }).click()
      await expect(fieldError(page, 'products-expiry_date')).toContainText(text.noDay)
      expect(
        (await api<{ expiry_date: string | null }>(page, token, `products/${product.id}`)).expiry_date,
      ).toBe(null)

      // A four-digit year; Tab goes on to the next field, once.
      await expiry.click()
      await expiry.clear()
      await expiry.pressSequentially('01/31/2027')
      await page.keyboard.press('Tab')
      await expect(page.locator('#products-price_usd')).toBeFocused()
      await page.waitForTimeout(300)
      await expect(page.locator('#products-price_usd')).toBeFocused()
      await expect(expiry).toHaveValue('01/31/27')
      await expect(fieldError(page, 'products-expiry_date')).toHaveCount(0)
      await page.getByRole('button', { name: text.save }).click()
      await expect(page.locator('.ant-message-notice').filter({ hasText: text.updated })).toBeVisible()
      expect((await api<{ expiry_date: string }>(page, token, `products/${product.id}`)).expiry_date).toBe(
        '2027-01-31',
      )

      // The ISO form is read too, and shown again when the form is reopened.
      await page.goto(`${text.prefix}/products/update/${product.id}`)
      await expect(expiry).toHaveValue('01/31/27')
      await expiry.click()
      await expiry.clear()
      await expiry.pressSequentially('2028-02-29')
      await page.keyboard.press('Tab')
      await expect(expiry).toHaveValue('02/29/28')
      await page.getByRole('button', { name: text.save }).click()
      await expect(page.locator('.ant-message-notice').filter({ hasText: text.updated })).toBeVisible()
      expect((await api<{ expiry_date: string }>(page, token, `products/${product.id}`)).expiry_date).toBe(
        '2028-02-29',
      )
    })

    test('a negative price shows an error and nothing is saved', async ({ page, request }) => {
      const run = `${lang}${Date.now().toString().slice(-6)}`
      const token = await adminToken(request)
      await signIn(page, { to: `${text.prefix}/products/create` })
      await page.locator('#products-name_en').fill(`Negative ${run}`)
      await page.locator('#products-sku').fill(`NEG-${run}`)
      await page.locator('#products-price_usd').fill('-5')
      await page.locator('#products-price_khr').fill('4100')
      await page.locator('#products-cost_usd').fill('-1')
      await page.getByRole('button', { name: text.save }).click()
      await expect(fieldError(page, 'products-price_usd')).toHaveText(text.tooSmall)
      await expect(fieldError(page, 'products-cost_usd')).toHaveText(text.tooSmall)
      await expect(page.locator('#products-price_usd')).toHaveValue('-5.00')
      await expect(page).toHaveURL(/\/products\/create$/)
      expect(await api<unknown[]>(page, token, `products?q=NEG-${run}`)).toEqual([])
    })

    test('Enter in a select picks the first option matching what was typed', async ({ page, request }) => {
      const run = `${lang}${Date.now().toString().slice(-6)}`
      const token = await adminToken(request)
      const pepsi = await createRecord(request, token, 'brands', { name_en: `Pepsi ${run}`, code: `P${run}` })
      const coca = await createRecord(request, token, 'brands', { name_en: `Coca ${run}`, code: `C${run}` })
      const product = await createRecord(request, token, 'products', {
        name_en: `Cola ${run}`,
        sku: `COLA-${run}`,
        price_usd: 100,
        price_khr: 4100,
        brand_id: pepsi.id,
      })
      await signIn(page, { to: `${text.prefix}/products/update/${product.id}` })
      await expect(chosen(page, 'products-brand_id')).toHaveAttribute('title', `Pepsi ${run}`)
      const brand = page.locator('#products-brand_id')
      await brand.click()
      // Typed and confirmed at once, before the debounced search has answered.
      await brand.pressSequentially(`Coca ${run}`)
      await page.keyboard.press('Enter')
      await expect(chosen(page, 'products-brand_id')).toHaveAttribute('title', `Coca ${run}`)
      await page.getByRole('button', { name: text.save }).click()
      await expect(page.locator('.ant-message-notice').filter({ hasText: text.updated })).toBeVisible()
      expect((await api<{ brand_id: number }>(page, token, `products/${product.id}`)).brand_id).toBe(coca.id)

      // The address province, searched on the server in either script.
      const [phnomPenh] = await api<{ id: number }[]>(page, token, 'provinces?q=Phnom%20Penh')
      const customer = await createRecord(request, token, 'customers', {
        name: `Customer ${run}`,
        province_id: phnomPenh?.id,
      })
      await page.goto(`${text.prefix}/customers/update/${customer.id}`)
      const province = page.locator('#customers-province_id')
      await expect(chosen(page, 'customers-province_id')).not.toHaveAttribute('title', '')
      await province.click()
      await province.pressSequentially(lang === 'en' ? 'Kandal' : 'កណ្តាល')
      await page.keyboard.press('Enter')
      await expect(chosen(page, 'customers-province_id')).toHaveAttribute('title', text.kandal)
      await expect(page.locator('#customers-district_id')).toBeEnabled()
      // Typed in the other script than the one shown: the server's search finds it, and Enter waits for it.
      await province.click()
      await province.pressSequentially(lang === 'en' ? 'បាត់ដំបង' : 'Battambang')
      await page.keyboard.press('Enter')
      await expect(chosen(page, 'customers-province_id')).toHaveAttribute('title', text.battambang)
      await page.getByRole('button', { name: text.save }).click()
      await expect(page).toHaveURL(/\/customers$/)
      const [battambang] = await api<{ id: number }[]>(page, token, 'provinces?q=Battambang')
      expect((await api<{ province_id: number }>(page, token, `customers/${customer.id}`)).province_id).toBe(
        battambang?.id,
      )
    })
  })
}

test('the Khmer month names of the date picker are drawn with the bundled font', async ({ page }) => {
  await signIn(page, { to: '/kh/products/create' })
  await page.locator('#products-expiry_date').click()
  const month = '.ant-picker-dropdown .ant-picker-header-view button.ant-picker-month-btn'
  await expect(page.locator(month)).toBeVisible()
  await expect(page.locator(month)).toHaveText(/[\u1780-\u17ff]/)
  await page.evaluate(() => document.fonts.ready)
  const fonts = await renderedFonts(page, month)
  expect(fonts.length).toBeGreaterThan(0)
  for (const font of fonts) expect(font).toMatch(/^Kantumruy Pro\b/)
})
