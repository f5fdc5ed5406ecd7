import enStock from '../src/locales/en/stock.json' with { type: 'json' }
import khStock from '../src/locales/kh/stock.json' with { type: 'json' }
import { adminToken } from './catalogue-api.ts'
import { expect, type Page, test } from './fixtures.ts'
import { twoStoresWithStock } from './stock-documents-api.ts'
import { chooseOption, signIn } from './support.ts'

// What the document forms say when something is missing or wrong, read from the locale files so the Khmer
// run checks the real Khmer: the fields the contract requires, two stores that are one, a line the form refuses.
const TEXTS = { en: enStock, kh: khStock }
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]))

async function pick(page: Page, label: string, name: string) {
  await chooseOption(page, page.locator('main').getByLabel(label, { exact: true }), name)
}

async function scan(page: Page, label: string, code: string) {
  const field = page.getByRole('combobox', { name: label, exact: true })
  await field.fill(code)
  await field.press('Enter')
}

test.describe.configure({ timeout: 120_000 })

for (const lang of ['en', 'kh'] as const) {
  const text = TEXTS[lang]
  const prefix = lang === 'kh' ? '/kh' : ''

  test(`a document form names what is missing, a bad line, ${lang}`, async ({ page, request }) => {
    const run = `${Date.now()}`.slice(-7) + (lang === 'kh' ? '6' : '5')
    const token = await adminToken(request)
    const { from, to, product, barcode } = await twoStoresWithStock(request, token, {
      run,
      name_en: 'Jasmine rice 5kg',
      name_kh: 'អង្ករម្លិះ ៥គីឡូ',
      quantity: 5,
    })
    const storeName = (store: { name_en: string; name_kh: string | null }) =>
      lang === 'kh' ? (store.name_kh ?? store.name_en) : store.name_en
    const productName = lang === 'kh' ? (product.name_kh ?? product.name_en) : product.name_en
    const main = page.locator('main')
    await signIn(page, { lang })

    // Nothing filled in: each required field says what it needs, and nothing is sent.
    await page.goto(`${prefix}/stocks/transfer/create`)
    await expect(main.locator('h1')).toHaveText(text.transfers.create)
    await page.getByRole('button', { name: text.transfers.save }).click()
    await expect(main.getByText(text.transfers.fromRequired)).toBeVisible()
    await expect(main.getByText(text.transfers.toRequired)).toBeVisible()
    await expect(main.getByText(text.lines.required)).toBeVisible()
    await expect(page).toHaveURL(`${prefix}/stocks/transfer/create`)

    // The same store twice is refused as soon as it is picked; another store clears it.
    await pick(page, text.transfers.from, storeName(from))
    await expect(main.getByText(text.transfers.fromRequired)).toHaveCount(0)
    await pick(page, text.transfers.to, storeName(from))
    await expect(main.getByText(text.transfers.sameStore)).toBeVisible()
    await pick(page, text.transfers.to, storeName(to))
    await expect(main.getByText(text.transfers.sameStore)).toHaveCount(0)

    // A line of 0 moves nothing: the line says so, and so does the form.
    await scan(page, text.lines.scanLabel, barcode)
    await expect(main.getByText(text.lines.required)).toHaveCount(0)
    const quantity = page.getByRole('textbox', { name: fill(text.lines.quantityOf, { name: productName }) })
    await quantity.fill('0')
    await page.getByRole('button', { name: text.transfers.save }).click()
    await expect(main.getByText(text.lines.quantityZero)).toBeVisible()
    await expect(main.getByText(text.transfers.fixLines)).toBeVisible()
    await quantity.fill('2')
    await expect(main.getByText(text.lines.quantityZero)).toHaveCount(0)
  })
}
