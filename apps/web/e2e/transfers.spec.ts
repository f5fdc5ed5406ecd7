import AxeBuilder from '@axe-core/playwright'
import enStock from '../src/locales/en/stock.json' with { type: 'json' }
import khStock from '../src/locales/kh/stock.json' with { type: 'json' }
import { adminToken } from './catalogue-api.ts'
import { expect, type Page, test } from './fixtures.ts'
import { onHand, twoStoresWithStock } from './stock-documents-api.ts'
import { chooseOption, signIn } from './support.ts'

// The texts the screens show, read from the locale files so the Khmer run checks the real Khmer.
const TEXTS = { en: enStock, kh: khStock }
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]))

/** Opens a select by its label, searches it and picks the option with that label. */
async function pickStore(page: Page, label: string, name: string) {
  // The form's own field (a list page still leaving has a "Store" filter too): the caller waits for the form.
  await chooseOption(page, page.locator('main').getByLabel(label, { exact: true }), name)
}

/** A scanner types the code and Enter into the scan field. */
async function scan(page: Page, label: string, code: string) {
  const field = page.getByRole('combobox', { name: label, exact: true })
  await field.fill(code)
  await field.press('Enter')
}

/**
 * The document pages are not in the menu, so the accessibility walk does not reach them: axe checks them
 * here, on the settled page (serious and critical findings fail, as in the walk).
 */
async function expectAccessible(page: Page) {
  await page.waitForLoadState('networkidle')
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0)
  await page.waitForTimeout(350)
  // A toast or a dialog still fading in has text below its contrast: wait for every finite animation to end.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  )
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
  expect(serious, new URL(page.url()).pathname).toEqual([])
}

// The dialog closes when the server has answered; the embedded database runs one transaction at a time, so a
// big write from the other worker (an import) can hold the answer back for longer than the usual 10 s.
async function confirmModal(page: Page, okText: string) {
  await page.locator('.ant-modal-confirm').getByRole('button', { name: okText, exact: true }).click()
  await expect(page.locator('.ant-modal-confirm')).toHaveCount(0, { timeout: 30_000 })
}

// Each flow walks four or five screens; on a loaded machine that takes longer than the default 30 s.
test.describe.configure({ timeout: 120_000 })

for (const lang of ['en', 'kh'] as const) {
  const text = TEXTS[lang]
  const prefix = lang === 'kh' ? '/kh' : ''

  test(`transfers goods between two stores and receives them short, ${lang}`, async ({ page, request }) => {
    const run = `${Date.now()}`.slice(-7) + (lang === 'kh' ? '2' : '1')
    const token = await adminToken(request)
    const { from, to, product, barcode } = await twoStoresWithStock(request, token, {
      run,
      name_en: 'Jasmine rice 5kg',
      name_kh: 'អង្ករម្លិះ ៥គីឡូ',
      quantity: 40,
    })
    const storeName = (store: { name_en: string; name_kh: string | null }) =>
      lang === 'kh' ? (store.name_kh ?? store.name_en) : store.name_en
    const productName = (lang === 'kh' ? product.name_kh : null) ?? product.name_en

    await signIn(page, { to: `${prefix}/stocks/transfer` })
    await page.getByRole('button', { name: text.transfers.create }).click()
    await expect(page).toHaveURL(`${prefix}/stocks/transfer/create`)
    await expect(page.locator('main h1')).toHaveText(text.transfers.create)
    await pickStore(page, text.transfers.from, storeName(from))
    await pickStore(page, text.transfers.to, storeName(to))
    await scan(page, text.lines.scanLabel, barcode)
    const quantity = page.getByLabel(fill(text.lines.quantityOf, { name: productName }))
    await expect(quantity).toHaveValue('1')
    await quantity.fill('12')
    await expectAccessible(page)
    await page.getByRole('button', { name: text.transfers.save }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/stocks/transfer/\\d+$`))
    const main = page.locator('main')
    await expect(
      main.locator('.ant-descriptions .ant-tag').getByText(text.status.requested, { exact: true }),
    ).toBeVisible()

    await page.getByRole('button', { name: text.transfers.approve }).click()
    await confirmModal(page, text.transfers.approve)
    await expect(
      main.locator('.ant-descriptions .ant-tag').getByText(text.status.approved, { exact: true }),
    ).toBeVisible()
    await page.getByRole('button', { name: text.transfers.dispatch }).click()
    await confirmModal(page, text.transfers.dispatch)
    await expect(
      main.locator('.ant-descriptions .ant-tag').getByText(text.status.in_transit, { exact: true }),
    ).toBeVisible()
    expect(await onHand(request, token, from.id, product.id)).toBe(28)
    await expectAccessible(page)

    await page.getByRole('button', { name: text.transfers.receive }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/stocks/transfer/\\d+/receive$`))
    const arrived = page.getByLabel(fill(text.transfers.arrivedOf, { name: productName }))
    await expect(arrived).toHaveValue('12')
    await arrived.fill('10')
    await expect(main.getByText(fill(text.transfers.short, { quantity: 2 }))).toBeVisible()
    await expectAccessible(page)
    await page.getByRole('button', { name: text.transfers.confirmReceive }).click()
    await confirmModal(page, text.transfers.confirmReceive)

    await expect(page).toHaveURL(new RegExp(`${prefix}/stocks/transfer/\\d+$`))
    await expect(
      main.locator('.ant-descriptions .ant-tag').getByText(text.status.received, { exact: true }),
    ).toBeVisible()
    await expect(
      main.locator('.ant-table').getByText(fill(text.transfers.short, { quantity: 2 })),
    ).toBeVisible()
    expect(await onHand(request, token, to.id, product.id)).toBe(10)
    expect(await onHand(request, token, from.id, product.id)).toBe(28)
  })

  test(`counts a store and posts the difference, ${lang}`, async ({ page, request }) => {
    const run = `${Date.now()}`.slice(-7) + (lang === 'kh' ? '4' : '3')
    const token = await adminToken(request)
    const {
      from: store,
      product,
      barcode,
    } = await twoStoresWithStock(request, token, {
      run,
      name_en: 'Fish sauce 700ml',
      name_kh: 'ទឹកត្រី ៧០០មល',
      quantity: 5,
    })
    const productName = (lang === 'kh' ? product.name_kh : null) ?? product.name_en

    await signIn(page, { to: `${prefix}/stocks/counts` })
    await page.getByRole('button', { name: text.counts.create }).click()
    await expect(page).toHaveURL(`${prefix}/stocks/counts/create`)
    await expect(page.locator('main h1')).toHaveText(text.counts.create)
    await pickStore(page, text.counts.store, lang === 'kh' ? (store.name_kh ?? store.name_en) : store.name_en)
    await expectAccessible(page)
    await page.getByRole('button', { name: text.counts.start }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/stocks/counts/\\d+$`))
    const main = page.locator('main')
    await expect(
      main.locator('.ant-descriptions .ant-tag').getByText(text.status.open, { exact: true }),
    ).toBeVisible()

    // Two bottles on the shelf where five were expected.
    await scan(page, text.lines.scanLabel, barcode)
    await scan(page, text.lines.scanLabel, barcode)
    const counted = page.getByLabel(fill(text.counts.countedOf, { name: productName }))
    await expect(counted).toHaveValue('2')
    await expectAccessible(page)
    await page.getByRole('button', { name: text.counts.save }).click()
    await expect(page.locator('.ant-message-notice').filter({ hasText: text.counts.saved })).toBeVisible()
    await expect(main.getByText('-3').or(main.getByText('−3')).first()).toBeVisible()

    await page.getByRole('button', { name: text.counts.post }).click()
    await confirmModal(page, text.counts.post)
    await expect(
      main.locator('.ant-descriptions .ant-tag').getByText(text.status.posted, { exact: true }),
    ).toBeVisible()
    expect(await onHand(request, token, store.id, product.id)).toBe(2)
  })
}
