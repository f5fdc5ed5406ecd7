import { createRecord, ean13 } from './catalogue-api.ts'
import { expect, type Page, test } from './fixtures.ts'
import { type TillShop, tillShop } from './pos-api.ts'
import { signIn } from './support.ts'
import { openShiftIfAsked, openTill as openTillAs, scan } from './till-support.ts'

test.describe.configure({ mode: 'serial' })

let shop: TillShop

test.beforeAll(async ({ request }) => {
  shop = await tillShop(request)
})

/** Records the pitch of every note the page plays, so a test can tell the beep from the error sound. */
async function listenToSounds(page: Page) {
  await page.addInitScript(() => {
    const heard: number[] = []
    ;(window as unknown as { __tones: number[] }).__tones = heard
    const start = OscillatorNode.prototype.start
    OscillatorNode.prototype.start = function (this: OscillatorNode, ...args: [number?]) {
      heard.push(this.frequency.value)
      return start.apply(this, args)
    }
  })
}
const tones = (page: Page) =>
  page.evaluate(() => (window as unknown as { __tones: number[] }).__tones.slice())

async function openTill(page: Page, lang: 'en' | 'kh' = 'en') {
  await openTillAs(page, shop, lang)
  await openShiftIfAsked(page)
}

test('a scan beeps and flashes its line, an unknown code sounds lower, and muting is remembered', async ({
  page,
}) => {
  await listenToSounds(page)
  await openTill(page)
  await page.getByTestId('till-search').focus()
  await scan(page, shop.basket.barcode)
  const line = page.getByTestId('cart-line')
  await expect(line).toHaveCount(1)
  await expect(line).toHaveClass(/cart-line-flash/)
  // The flash is brief.
  await expect(line).not.toHaveClass(/cart-line-flash/)
  await expect.poll(() => tones(page)).toEqual([1800])

  await scan(page, '99999999')
  await expect(page.getByText('Unknown barcode 99999999')).toBeVisible()
  await expect.poll(() => tones(page)).toEqual([1800, 220, 165])

  await page.getByTestId('till-mute').click()
  await expect(page.getByTestId('till-mute')).toHaveAttribute('aria-pressed', 'true')
  await page.reload()
  await expect(page.getByTestId('till-mute')).toHaveAttribute('aria-pressed', 'true')
  await page.waitForLoadState('networkidle')
  await scan(page, shop.basket.barcode)
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  await expect(page.getByTestId('cart-line')).toHaveClass(/cart-line-flash/)
  expect(await tones(page)).toEqual([])
  await page.getByTestId('till-mute').click()
  await expect(page.getByTestId('till-mute')).toHaveAttribute('aria-pressed', 'false')
})

test('a held cart comes back with its customer’s name', async ({ page, request }) => {
  const name = `Dara Held ${shop.run}`
  await createRecord(request, shop.token, 'customers', { name, phone: null, status: true })
  await openTill(page)
  await page.getByTestId('till-search').focus()
  await scan(page, shop.basket.barcode)
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  await page.keyboard.press('F3')
  await page.getByLabel('Name or phone').fill(name)
  await page.getByRole('button', { name }).click()
  await expect(page.getByTestId('till-customer')).toContainText(name)
  await page.keyboard.press('F4')
  await page.getByLabel('Name of the cart').fill('Dara’s cart')
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('cart-line')).toHaveCount(0)
  await expect(page.getByTestId('till-customer')).not.toContainText(name)
  await page.keyboard.press('Shift+F4')
  await page.getByRole('button', { name: 'Resume' }).click()
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  await expect(page.getByTestId('till-customer')).toContainText(name)
})

test('in-store codes: a weight code adds its kilos, a price code adds its price’s worth, and the sale goes through', async ({
  page,
  request,
}) => {
  // Item codes are the products' SKU (rice) and barcode (fish), five digits each (decision 0021).
  const riceItem = `5${shop.run.slice(-4)}`
  const fishItem = `6${shop.run.slice(-4)}`
  const rice = await createRecord(request, shop.token, 'products', {
    name_en: `Loose rice ${shop.run}`,
    name_kh: `អង្ករ ${shop.run}`,
    sku: riceItem,
    price_usd: 500,
    price_khr: 20500,
    taxable: false,
  })
  const fish = await createRecord(request, shop.token, 'products', {
    name_en: `Dried fish ${shop.run}`,
    name_kh: `ត្រីងៀត ${shop.run}`,
    sku: `FISH-${shop.run}`,
    barcode: fishItem,
    price_usd: 735,
    price_khr: 30200,
    taxable: false,
  })
  await createRecord(request, shop.token, 'stock-adjustments', {
    store_id: shop.store.id,
    reason: 'initial',
    lines: [
      { product_id: rice.id, quantity: 20 },
      { product_id: fish.id, quantity: 20 },
    ],
  })

  await openTill(page)
  await page.getByTestId('till-search').focus()
  // 1.250 kg of rice at $5.00 a kilo.
  await scan(page, ean13(`25${riceItem}01250`))
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  await expect(page.getByTestId('cart-line-quantity')).toHaveText('1.25')
  await expect(page.getByTestId('cart-line-amount')).toHaveText('$6.25')
  // $2.50 of fish at $7.35: 0.34 of a unit, which the server prices at $2.50.
  await scan(page, ean13(`20${fishItem}00250`))
  await expect(page.getByTestId('cart-line')).toHaveCount(2)
  await expect(page.getByTestId('cart-line-quantity').nth(1)).toHaveText('0.34')
  await expect(page.getByTestId('cart-line-amount').nth(1)).toHaveText('$2.50')
  await expect(page.getByTestId('till-total-usd')).toHaveText('$8.75')
  // A misread (wrong check digit) is not taken for a price.
  const good = ean13(`20${fishItem}00250`)
  const misread = `${good.slice(0, 12)}${(Number(good.at(-1)) + 1) % 10}`
  await scan(page, misread)
  await expect(page.getByText(`Unknown barcode ${misread}`)).toBeVisible()
  await expect(page.getByTestId('cart-line')).toHaveCount(2)

  await page.keyboard.press('F9')
  await expect(page.getByTestId('pay-amount')).toBeFocused()
  await page.keyboard.press('e')
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('sale-done')).toContainText('$8.75')
})

test('the scanner test page shows each burst, and thresholds saved there are the till’s', async ({
  page,
}) => {
  await signIn(page, { user: shop.cashier })
  // With the default thresholds, a slow scanner's keys are a person's: nothing is added from outside a field.
  await openSlowScan(page)
  await page.waitForTimeout(500)
  await expect(page.getByTestId('cart-line')).toHaveCount(0)

  await page.goto('/samples')
  await page.getByRole('link', { name: 'Test the barcode scanner' }).click()
  await expect(page.getByRole('heading', { name: 'Scanner test' })).toBeVisible()
  const input = page.getByTestId('scanner-test-input')
  await input.focus()
  const rows = page.getByTestId('scanner-test-bursts').locator('tbody tr')

  await scan(page, shop.basket.barcode)
  await expect(rows.first()).toContainText(shop.basket.barcode)
  await expect(rows.first()).toContainText('13')
  await expect(rows.first().getByTestId('burst-verdict')).toHaveText('Scan')

  // A slow scanner: 50 ms between keys is too slow for the default 35 ms average.
  await scan(page, shop.basket.barcode, 50)
  await expect(rows).toHaveCount(2)
  await expect(rows.first().getByTestId('burst-verdict')).toHaveText('Typing')
  await expect(rows.first()).toContainText('50 ms')
  await page.getByTestId('threshold-maxAverageGapMs').fill('60')
  await expect(rows.first().getByTestId('burst-verdict')).toHaveText('Scan')
  await page.getByTestId('thresholds-save').click()
  await page.reload()
  await expect(page.getByTestId('threshold-maxAverageGapMs')).toHaveValue('60')

  // The till reads the slow scanner's codes now.
  await openSlowScan(page)
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
})

/** Opens the till with the focus on no field and scans the basket at 50 ms a key. */
async function openSlowScan(page: Page) {
  await page.goto('/pos')
  await expect(page.getByTestId('till')).toBeVisible()
  await page.waitForLoadState('networkidle')
  await openShiftIfAsked(page)
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await scan(page, shop.basket.barcode, 50)
}

test('the scanner test page in Khmer and in dark mode', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await signIn(page, { user: shop.cashier, to: '/kh/pos/scanner-test' })
  await expect(page.getByRole('heading', { name: 'សាកល្បងម៉ាស៊ីនស្កេន' })).toBeVisible()
  await expect.poll(() => page.evaluate(() => document.documentElement.style.colorScheme)).toBe('dark')
  await page.getByTestId('scanner-test-input').focus()
  await scan(page, shop.basket.barcode)
  await expect(page.getByTestId('burst-verdict').first()).toHaveText('ស្កេន')
  await page.screenshot({ path: 'screenshots/scanner-test-kh-dark.png' })
})
