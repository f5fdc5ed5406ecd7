import { adminToken, createRecord } from './catalogue-api.ts'
import { expect, test } from './fixtures.ts'
import { signIn } from './support.ts'

for (const lang of ['en', 'kh'] as const) {
  test(`shows a price change field by field in the audit log (${lang})`, async ({ page, request }) => {
    const token = await adminToken(request)
    const sku = `AUDIT-${lang}-${Date.now()}`
    const product = await createRecord<Record<string, unknown> & { id: number }>(request, token, 'products', {
      name_en: 'Jasmine rice',
      sku,
      price_usd: 150,
      price_khr: 6100,
    })
    const { id, created_at, updated_at, deleted_at, image, image_url, thumbnail_url, ...fields } = product
    const update = await request.put(`/api/products/${id}`, {
      data: { ...fields, price_usd: 175 },
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(update.status(), await update.text()).toBe(200)

    await signIn(page, { to: `${lang === 'kh' ? '/kh' : ''}/audit-logs` })
    await expect(
      page.getByRole('heading', { name: lang === 'kh' ? 'កំណត់ហេតុសវនកម្ម' : 'Audit log' }),
    ).toBeVisible()
    const row = page.locator('tr.ant-table-row', { hasText: 'products' }).first()
    await row.getByRole('button', { name: lang === 'kh' ? 'បង្ហាញការផ្លាស់ប្តូរ' : 'Show the change' }).click()
    const drawer = page.getByRole('dialog')
    const priceRow = drawer.locator('tr', { hasText: 'price_usd' })
    await expect(priceRow).toContainText('150')
    await expect(priceRow).toContainText('175')
    await expect(priceRow).toContainText(lang === 'kh' ? 'បានផ្លាស់ប្តូរ' : 'Changed')
    await expect(drawer).toBeInViewport({ ratio: 1 })
    await page.screenshot({ path: `test-results/audit-${lang}.png` })
  })
}
