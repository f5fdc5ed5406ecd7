import { type APIRequestContext, type BrowserContext, expect, type Page, test } from './fixtures.ts'
import { setBakongAccount, type TillShop, tillShop } from './pos-api.ts'
import { signIn } from './support.ts'
import { openShiftIfAsked, openTill, scan } from './till-support.ts'

test.describe.configure({ mode: 'serial' })

let shop: TillShop
// Issue 21: the display follows the till within a second (once the till shows the change itself).
const SOON = { timeout: 1_000 }

test.beforeAll(async ({ request }) => {
  shop = await tillShop(request)
})

/** The till's "Customer display" button opens the display in a window of its own (a page of the same browser). */
async function openDisplay(till: Page, context: BrowserContext): Promise<Page> {
  const [display] = await Promise.all([
    context.waitForEvent('page'),
    till.getByTestId('till-customer-display').click(),
  ])
  await expect(display.getByTestId('customer-display')).toBeVisible()
  return display
}

for (const lang of ['en', 'kh'] as const) {
  test(`the customer display follows the till within a second, Khmer above English (${lang})`, async ({
    page,
    context,
  }) => {
    await openTill(page, shop, lang)
    await openShiftIfAsked(page)
    const display = await openDisplay(page, context)
    expect(new URL(display.url()).pathname).toBe(lang === 'kh' ? '/kh/pos/display' : '/pos/display')
    // Between sales: a welcome in both languages.
    await expect(display.getByText('សូមស្វាគមន៍')).toBeVisible()
    await expect(display.getByText('Welcome', { exact: true })).toBeVisible()

    await page.getByTestId('till-search').focus()
    await scan(page, shop.basket.barcode)
    await expect(page.getByTestId('cart-line')).toHaveCount(1)
    await expect(display.getByTestId('display-line')).toHaveCount(1, SOON)
    await expect(display.getByTestId('display-line')).toContainText(`កញ្ចប់អំណោយ ${shop.run}`)
    await expect(display.getByTestId('display-total-usd')).toHaveText('$7.35', SOON)
    await expect(display.getByTestId('display-total-khr')).toHaveText('30,135 ៛', SOON)

    await page.keyboard.press('F2')
    await page.keyboard.type(shop.soap.sku, { delay: 70 })
    await expect(page.getByTestId('till-grid').getByRole('button')).toHaveCount(1)
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('cart-line')).toHaveCount(2)
    await expect(display.getByTestId('display-line')).toHaveCount(2, SOON)
    await expect(display.getByTestId('display-line').nth(1)).toContainText(shop.soap.name_en)
    await expect(display.getByTestId('display-total-usd')).toHaveText('$12.35', SOON)
    const tillKhr = await page.getByTestId('till-total-khr').textContent()
    await expect(display.getByTestId('display-total-khr')).toHaveText(tillKhr ?? '', SOON)

    // $5, then $10: what is paid, then the change as the till gives it, in dollars and riel.
    await page.keyboard.press('F9')
    await expect(page.getByTestId('pay-amount')).toBeFocused()
    await page.keyboard.press('q')
    await expect(page.getByTestId('pay-tenders')).toContainText('$5.00')
    await expect(display.getByTestId('display-paid')).toHaveText('$5.00', SOON)
    await expect(display.getByTestId('display-due')).toContainText('$7.35', SOON)
    await page.keyboard.press('w')
    await expect(page.getByTestId('pay-change')).toHaveText('$2 + 2,700 ៛')
    await expect(display.getByTestId('display-paid')).toHaveText('$15.00', SOON)
    await expect(display.getByTestId('display-change')).toHaveText('$2 + 2,700 ៛', SOON)

    await page.keyboard.press('Enter')
    await expect(page.getByTestId('done-change')).toHaveText('$2 + 2,700 ៛')
    await expect(display.getByTestId('display-thanks')).toContainText('សូមអរគុណ!', SOON)
    await expect(display.getByTestId('display-thanks')).toContainText('Thank you!')
    await expect(display.getByTestId('display-change')).toHaveText('$2 + 2,700 ៛')

    // The next sale: the welcome again, then its own lines only.
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('sale-done')).toHaveCount(0)
    await expect(display.getByText('Welcome', { exact: true })).toBeVisible(SOON)
    await page.getByTestId('till-search').focus()
    await scan(page, shop.basket.barcode)
    await expect(page.getByTestId('cart-line')).toHaveCount(1)
    await expect(display.getByTestId('display-line')).toHaveCount(1, SOON)
    await expect(display.getByTestId('display-total-usd')).toHaveText('$7.35', SOON)
  })
}

test('during a KHQR payment the customer display shows the code to scan', async ({
  page,
  context,
  request,
}) => {
  await setBakongAccount(request, shop.token)

  await openTill(page, shop)
  await openShiftIfAsked(page)
  const display = await openDisplay(page, context)
  await page.getByTestId('till-search').focus()
  await scan(page, shop.basket.barcode)
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  await expect(display.getByTestId('display-line')).toHaveCount(1, SOON)
  await page.keyboard.press('F9')
  await expect(display.getByTestId('display-khqr')).toHaveCount(0)
  await page.keyboard.press('Alt+3')
  await expect(page.getByRole('img', { name: 'Scan to pay with KHQR' })).toBeVisible()
  const code = display.getByTestId('display-khqr')
  await expect(code).toBeVisible(SOON)
  await expect(display.getByTestId('customer-display')).toHaveAttribute('data-phase', 'khqr')
  await expect(display.getByText('ស្កេនដើម្បីបង់តាម KHQR')).toBeVisible()
  // Drawn large, for a phone held at arm's length.
  expect((await code.boundingBox())?.width).toBeGreaterThanOrEqual(300)

  // Back to cash: the code leaves the customer's screen.
  await page.keyboard.press('Alt+1')
  await expect(code).toHaveCount(0, SOON)
})

/** The ids of the tills registered at the shop's store (each browser context registers its own on its first visit). */
async function tillIds(request: APIRequestContext): Promise<number[]> {
  const response = await request.get(`/api/pos/tills?store_id=${shop.store.id}`, {
    headers: { Authorization: `Bearer ${shop.token}` },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { data: { id: number }[] }).data.map((till) => till.id)
}

test('a tablet switched on mid-sale shows the sale at once, then follows the till through the server', async ({
  page,
  browser,
  request,
}) => {
  const before = await tillIds(request)
  await openTill(page, shop)
  await openShiftIfAsked(page)
  // This browser registers as a new till of the store on its first visit.
  let tillId = 0
  await expect
    .poll(async () => {
      tillId = (await tillIds(request)).find((id) => !before.includes(id)) ?? 0
      return tillId
    })
    .toBeGreaterThan(0)
  await page.getByTestId('till-search').focus()
  await scan(page, shop.basket.barcode)
  await expect(page.getByTestId('cart-line')).toHaveCount(1)

  // The tablet: another device, signed in as a user of the store, following this till.
  const tabletContext = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const tablet = await tabletContext.newPage()
  await signIn(tablet, { user: shop.cashier, to: `/pos/display?till=${tillId}` })
  await expect(tablet.getByTestId('customer-display')).toBeVisible()
  // Joined mid-sale, it asks the till and shows the line already scanned, without waiting for another.
  await expect(tablet.getByTestId('display-line')).toHaveCount(1)
  await expect(tablet.getByTestId('display-total-usd')).toHaveText('$7.35')

  // Then every change reaches it through the server's live layer.
  await page.keyboard.press('F2')
  await page.keyboard.type(shop.soap.sku, { delay: 70 })
  await expect(page.getByTestId('till-grid').getByRole('button')).toHaveCount(1)
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('cart-line')).toHaveCount(2)
  await expect(tablet.getByTestId('display-line')).toHaveCount(2)
  await expect(tablet.getByTestId('display-total-usd')).toHaveText('$12.35')
  await tabletContext.close()
})
