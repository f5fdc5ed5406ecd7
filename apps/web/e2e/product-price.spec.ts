import { adminToken } from './catalogue-api.ts'
import { expect, type Page, test } from './fixtures.ts'
import { signIn } from './support.ts'

/** Decision 0029: a product is priced in dollars, or (riel-priced goods) in riel; the form asks only for that. */
const TEXT = {
  en: {
    prefix: '',
    save: 'Save',
    atRate: "10,250 ៛ at today's rate",
    created: 'Product successfully created!',
  },
  kh: {
    prefix: '/kh',
    save: 'រក្សាទុក',
    atRate: '10,250 ៛ តាមអត្រាប្ដូរប្រាក់ថ្ងៃនេះ',
    created: 'បានបង្កើតផលិតផលដោយជោគជ័យ!',
  },
}

test.beforeAll(async ({ request }) => {
  const token = await adminToken(request)
  const rate = await request.post('/api/exchange-rates', {
    data: { rate: 4100, confirm: true },
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(rate.ok(), await rate.text()).toBe(true)
})

async function stored(page: Page, token: string, sku: string) {
  const found = await page.request.get(`/api/products?q=${sku}`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  return ((await found.json()) as { data: { price_usd: number; price_khr: number }[] }).data[0]
}

for (const lang of ['en', 'kh'] as const) {
  const text = TEXT[lang]

  test(`${lang}: a dollar price needs no riel price; riel-priced goods are priced in riel`, async ({
    page,
    request,
  }) => {
    const run = `${lang}${Date.now().toString().slice(-6)}`
    const token = await adminToken(request)
    await signIn(page, { to: `${text.prefix}/products/create` })
    await page.locator('#products-name_en').fill(`Soap ${run}`)
    await page.locator('#products-sku').fill(`SOAP-${run}`)
    await page.locator('#products-price_usd').fill('2.50')
    // The riel a dollar price stands for today, instead of a field the till would never read.
    await expect(page.getByTestId('price-khr-at-rate')).toContainText(text.atRate)
    await expect(page.locator('#products-price_khr')).toHaveCount(0)
    await page.getByRole('button', { name: text.save }).click()
    await expect(page.locator('.ant-message-notice').filter({ hasText: text.created })).toBeVisible()
    expect(await stored(page, token, `SOAP-${run}`)).toMatchObject({ price_usd: 250, price_khr: 0 })

    await page.goto(`${text.prefix}/products/create`)
    await page.locator('#products-name_en').fill(`Ice ${run}`)
    await page.locator('#products-sku').fill(`ICE-${run}`)
    await page.locator('#products-price_usd').fill('0')
    // Riel read "1,000 ៛" here as everywhere: the sign after the amount.
    const rielItem = page.locator('.ant-form-item', { has: page.locator('#products-price_khr') })
    await expect(rielItem.locator('.ant-input-suffix')).toHaveText('៛')
    await expect(rielItem.locator('.ant-input-prefix')).toHaveCount(0)
    await page.locator('#products-price_khr').fill('1000')
    await page.getByRole('button', { name: text.save }).click()
    await expect(page.locator('.ant-message-notice').filter({ hasText: text.created })).toBeVisible()
    expect(await stored(page, token, `ICE-${run}`)).toMatchObject({ price_usd: 0, price_khr: 1000 })
    await page.goto(`${text.prefix}/products?q=${run}`)
    await expect(page.locator('tr', { hasText: `ICE-${run}` })).toContainText('1,000 ៛')
  })
}
