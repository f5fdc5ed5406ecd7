import { adminToken, createRecord } from './catalogue-api.ts'
import { expect, test } from './fixtures.ts'
import { signIn } from './support.ts'

// Issue 23: Enter in a date field is the date's, not the form's (a keyboard user types dates and presses Enter).
test('Enter in a date field accepts the date and does not submit the form', async ({ page, request }) => {
  const token = await adminToken(request)
  const run = Date.now().toString().slice(-6)
  const product = await createRecord(request, token, 'products', {
    name_en: `Dated ${run}`,
    sku: `DATED-K-${run}`,
    price_usd: 100,
    price_khr: 4100,
  })
  await signIn(page, { to: `/products/update/${product.id}` })
  const expiry = page.locator('#products-expiry_date')
  await expiry.click()
  await expiry.pressSequentially('01/31/2027')
  await page.keyboard.press('Enter')
  await expect(expiry).toHaveValue('01/31/27')
  await page.waitForTimeout(500)
  await expect(page.locator('.ant-message-notice')).toHaveCount(0)
  await expect(page).toHaveURL(new RegExp(`/products/update/${product.id}$`))
  const saved = await request.get(`/api/products/${product.id}`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(((await saved.json()) as { data: { expiry_date: string | null } }).data.expiry_date).toBeNull()
})
