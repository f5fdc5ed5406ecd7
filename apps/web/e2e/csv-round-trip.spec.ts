import { adminToken, createRecord } from './catalogue-api.ts'
import { expect, type Page, test } from './fixtures.ts'
import { signIn } from './support.ts'

const TEXT = {
  en: {
    prefix: '',
    search: 'Search',
    export: 'Export CSV',
    import: 'Import',
    created: 'New',
    updated: 'Updated',
    close: 'Close',
    cancel: 'Cancel',
  },
  kh: {
    prefix: '/kh',
    search: 'ស្វែងរក',
    export: 'នាំចេញ CSV',
    import: 'នាំចូល',
    created: 'ថ្មី',
    updated: 'ធ្វើបច្ចុប្បន្នភាព',
    close: 'បិទ',
    cancel: 'បោះបង់',
  },
}
type Lang = keyof typeof TEXT

/** The preview's count under a title ("New", "Updated"). */
const count = (page: Page, title: string) =>
  page
    .getByRole('dialog')
    .locator('.ant-statistic')
    .filter({ has: page.getByText(title, { exact: true }) })

async function importFile(page: Page, lang: Lang, name: string, buffer: Buffer) {
  await page.getByRole('main').getByRole('button', { name: TEXT[lang].import }).click()
  await page
    .getByRole('dialog')
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'text/csv', buffer })
}

for (const lang of ['en', 'kh'] as const) {
  test(`exports products and imports the same file back as updates (${lang})`, async ({ page, request }) => {
    const run = `${lang}${Date.now().toString().slice(-6)}`
    const text = TEXT[lang]
    const token = await adminToken(request)
    const brand = await createRecord(request, token, 'brands', { name_en: `Brand ${run}`, code: `B${run}` })
    const unit = await createRecord(request, token, 'units', { name_en: `Can ${run}`, code: `U${run}` })
    for (const [i, price] of [150, 2999].entries()) {
      await createRecord(request, token, 'products', {
        name_en: `Round trip ${run} ${i}`,
        name_kh: `ទឹកក្រូច ${run} ${i}`,
        sku: `RT-${run}-${i}`,
        brand_id: brand.id,
        unit_id: unit.id,
        price_usd: price,
        price_khr: 4100,
      })
    }

    await signIn(page, { to: `${text.prefix}/products` })
    await page.getByRole('searchbox', { name: text.search }).fill(`RT-${run}`)
    await expect(page.locator('.ant-table-row')).toHaveCount(2)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: text.export }).click(),
    ])
    const exported = Buffer.concat(await (await download.createReadStream()).toArray())
    const csv = exported.toString('utf8')
    expect(csv.startsWith('\uFEFF')).toBe(true)
    expect(csv).toContain(`,RT-${run}-0,,B${run},U${run},,,1.50,4100,`)

    // The same file, unchanged: every row updates its product, none is new.
    await importFile(page, lang, download.suggestedFilename(), exported)
    await expect(count(page, text.created)).toContainText('0')
    await expect(count(page, text.updated)).toContainText('2')
    await page
      .getByRole('dialog')
      .locator('.ant-modal-footer')
      .getByRole('button', { name: text.cancel })
      .click()

    // Edited in a spreadsheet: a new price and a new row.
    const edited = `${csv.replace(',1.50,4100,', ',1.75,4100,').trimEnd()}\r\nNew ${run},,,RT-${run}-new,,B${run},,,,2.00,8200,,yes,,0,yes\r\n`
    await importFile(page, lang, 'edited.csv', Buffer.from(edited))
    await expect(count(page, text.created)).toContainText('1')
    await expect(count(page, text.updated)).toContainText('2')
    const dialog = page.getByRole('dialog')
    await dialog
      .locator('.ant-modal-footer')
      .getByRole('button', { name: new RegExp(`^${text.import}`) })
      .click()
    await expect(dialog.locator('.ant-result-subtitle')).toContainText(
      lang === 'en' ? '1 new, 2 updated' : 'ថ្មី 1 ធ្វើបច្ចុប្បន្នភាព 2',
    )
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: text.close }).click()

    await expect(page.locator('.ant-table-row')).toHaveCount(3)
    await expect(page.locator('.ant-table-row').filter({ hasText: `RT-${run}-0` })).toContainText('1.75')
    await expect(page.locator('.ant-table-row').filter({ hasText: `RT-${run}-1` })).toContainText('29.99')
  })
}
