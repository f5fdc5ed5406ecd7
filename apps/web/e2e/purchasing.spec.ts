import { expect, type Page, test } from './fixtures.ts'
import { purchasingShop, shopDay, typedDay } from './purchasing-data.ts'
import { collectConsoleErrors, signIn } from './support.ts'

const TEXTS = {
  en: {
    supplier: 'Supplier',
    store: 'Store',
    scan: 'Scan or search a product',
    quantityOf: (name: string) => `Quantity of ${name}`,
    unitCostOf: (name: string) => `Unit cost of ${name}`,
    lotOf: (name: string) => `Lot number of ${name}`,
    expiryOf: (name: string) => `Expiry date of ${name}`,
    addLotOf: (name: string) => `Add another lot of ${name}`,
    saveDraft: 'Save as draft',
    savedDraft: /saved as a draft/,
    send: 'Send order',
    sent: 'The order is sent',
    receive: 'Receive goods',
    receiveSave: 'Receive into stock',
    received: /Received: receipt #\d+/,
    partly: 'Partially received',
    inTenDays: 'In 10 days',
    low: 'Low',
  },
  kh: {
    supplier: 'អ្នកផ្គត់ផ្គង់',
    store: 'ហាង',
    scan: 'ស្កេន ឬស្វែងរកផលិតផល',
    quantityOf: (name: string) => `បរិមាណនៃ ${name}`,
    unitCostOf: (name: string) => `ថ្លៃដើមក្នុងមួយឯកតានៃ ${name}`,
    lotOf: (name: string) => `លេខឡូត៍នៃ ${name}`,
    expiryOf: (name: string) => `ថ្ងៃផុតកំណត់នៃ ${name}`,
    addLotOf: (name: string) => `បន្ថែមឡូត៍មួយទៀតនៃ ${name}`,
    saveDraft: 'រក្សាទុកជាសេចក្តីព្រាង',
    savedDraft: /ត្រូវបានរក្សាទុកជាសេចក្តីព្រាង/,
    send: 'ផ្ញើការបញ្ជាទិញ',
    sent: 'ការបញ្ជាទិញត្រូវបានផ្ញើ',
    receive: 'ទទួលទំនិញ',
    receiveSave: 'ទទួលចូលស្តុក',
    received: /បានទទួល៖ ការទទួលទំនិញ #\d+/,
    partly: 'បានទទួលមួយផ្នែក',
    inTenDays: 'ក្នុងរយៈពេល 10 ថ្ងៃទៀត',
    low: 'ជិតអស់',
  },
} as const

/** Opens a select by its label, types to search it and picks the option shown with that label. */
async function choose(page: Page, label: string, search: string, option: string) {
  const field = page.getByLabel(label, { exact: true })
  await field.click()
  await field.fill(search)
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click()
}

async function toast(page: Page, text: string | RegExp) {
  await expect(page.locator('.ant-message-notice').filter({ hasText: text })).toBeVisible()
}

for (const lang of ['en', 'kh'] as const) {
  test(`receives a purchase order in two lots, then finds the product low and expiring, ${lang}`, async ({
    page,
    request,
  }) => {
    // A long walk through six screens on a shared two-core machine.
    test.setTimeout(120_000)
    const T = TEXTS[lang]
    const prefix = lang === 'kh' ? '/kh' : ''
    const run = `${lang}${Date.now().toString().slice(-6)}`
    const shop = await purchasingShop(request, run)
    const milk = lang === 'kh' ? `ទឹកដោះគោ UHT ${run}` : `UHT milk ${run}`
    const storeName = lang === 'kh' ? `មាត់ទន្លេ ${run}` : `Riverside ${run}`
    const consoleErrors = collectConsoleErrors(page)
    await signIn(page, { lang })

    // A draft: supplier, store, the milk scanned by its SKU, 24 cartons at $0.95.
    await page.goto(`${prefix}/stocks/purchase-orders/create`)
    await choose(page, T.supplier, 'Mekong', shop.supplier.name)
    await choose(page, T.store, run, storeName)
    const scan = page.getByLabel(T.scan)
    await scan.fill(shop.milk.sku)
    await scan.press('Enter')
    await page.getByLabel(T.quantityOf(milk)).fill('24')
    await page.getByLabel(T.unitCostOf(milk)).fill('0.95')
    await page.getByRole('button', { name: T.saveDraft }).click()
    await toast(page, T.savedDraft)
    await expect(page).toHaveURL(/\/stocks\/purchase-orders\/\d+$/)

    // Sent to the supplier, then received: 5 cartons expiring in 10 days and 7 in 200 days.
    await page.getByRole('button', { name: T.send }).click()
    await page.locator('.ant-modal-confirm').getByRole('button', { name: T.send }).click()
    await toast(page, T.sent)
    await page.getByRole('button', { name: T.receive }).click()
    await expect(page).toHaveURL(/\/receive$/)
    await page.getByLabel(T.quantityOf(milk)).fill('5')
    await page.getByLabel(T.lotOf(milk)).fill(`L1-${run}`)
    await page.getByLabel(T.expiryOf(milk)).fill(typedDay(shopDay(10)))
    await page.getByLabel(T.expiryOf(milk)).press('Tab')
    await page.getByRole('button', { name: T.addLotOf(milk) }).click()
    await page.getByLabel(T.quantityOf(milk)).nth(1).fill('7')
    await page.getByLabel(T.lotOf(milk)).nth(1).fill(`L2-${run}`)
    await page
      .getByLabel(T.expiryOf(milk))
      .nth(1)
      .fill(typedDay(shopDay(200)))
    await page.getByLabel(T.expiryOf(milk)).nth(1).press('Tab')
    await page.getByRole('button', { name: T.receiveSave }).click()
    await toast(page, T.received)
    await expect(page).toHaveURL(/\/stocks\/purchase-orders\/\d+$/)
    await expect(page.locator('.ant-descriptions .ant-tag').filter({ hasText: T.partly })).toBeVisible()

    // 12 on hand, at or below its 20: low in that store, with the supplier it came from.
    await page.goto(`${prefix}/stocks/low?store_id=${shop.store.id}`)
    const lowRow = page.locator('.ant-table-row').filter({ hasText: milk })
    await expect(lowRow).toContainText(shop.supplier.name)
    await expect(lowRow.locator('.ant-tag')).toHaveText(T.low)

    // The first lot expires within the 30-day window; the second does not show.
    await page.goto(`${prefix}/products/expired?store_id=${shop.store.id}`)
    const expiring = page.locator('.ant-table-row').filter({ hasText: milk })
    await expect(expiring).toHaveCount(1)
    await expect(expiring).toContainText(`L1-${run}`)
    await expect(expiring).toContainText(T.inTenDays)
    expect(consoleErrors).toEqual([])
  })
}
