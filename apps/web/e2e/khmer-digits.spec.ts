import { type APIRequestContext, expect, test } from './fixtures.ts'
import { type TillShop, tillShop } from './pos-api.ts'
import { openShiftIfAsked, openTill, scan } from './till-support.ts'

// The shop's Khmer digits setting (issue 19, decision 0041): figures in the Khmer till in Khmer digits when it
// is on, ASCII digits when it is off. Other flows share the database, so the setting is always put back off.

test.describe.configure({ mode: 'serial' })

let shop: TillShop

/** Saves the whole settings record with `khmer_digits` changed, as the settings screen would. */
async function saveKhmerDigits(request: APIRequestContext, token: string, on: boolean) {
  const headers = { Authorization: `Bearer ${token}` }
  const current = await request.get('/api/settings', { headers })
  const settings = ((await current.json()) as { data: Record<string, unknown> }).data
  const { updated_at: _at, updated_by: _by, ...input } = settings
  const saved = await request.put('/api/settings', { headers, data: { ...input, khmer_digits: on } })
  expect(saved.ok(), await saved.text()).toBe(true)
}

test.beforeAll(async ({ request }) => {
  shop = await tillShop(request)
})

test.afterAll(async ({ request }) => {
  await saveKhmerDigits(request, shop.token, false)
})

test('the Khmer till writes prices and totals in Khmer digits when the shop asks, ASCII when not', async ({
  page,
  request,
}) => {
  await saveKhmerDigits(request, shop.token, true)
  await openTill(page, shop, 'kh')
  await openShiftIfAsked(page)
  await page.getByTestId('till-search').focus()
  await scan(page, shop.basket.barcode)
  await expect(page.getByTestId('cart-line')).toHaveCount(1)

  // Intl's grouping for km-KH-u-nu-khmr (full ICU: "." groups, "," marks decimals), though Chromium's own
  // trimmed Intl would write Latin digits there (decision 0041).
  await expect(page.getByTestId('cart-line-amount')).toHaveText('$៧,៣៥')
  await expect(page.getByTestId('till-total-usd')).toHaveText('$៧,៣៥')
  await expect(page.getByTestId('till-total-khr')).toHaveText('៣០.១៣៥ ៛')
  // The quantity, and the figures inside a translated sentence, the "1" of the rate included.
  await expect(page.getByTestId('cart-line-quantity')).toHaveText('១')
  await expect(page.getByTestId('till-rate')).toHaveText(/^១ ដុល្លារ = ៤\.១០០\s៛$/)

  // Turned off, the open till redraws (the `settings.updated` live event) with ASCII digits.
  await saveKhmerDigits(request, shop.token, false)
  await expect(page.getByTestId('till-total-khr')).toHaveText('30,135 ៛')
  await expect(page.getByTestId('cart-line-amount')).toHaveText('$7.35')
  await expect(page.getByTestId('till-total-usd')).toHaveText('$7.35')
  await expect(page.getByTestId('cart-line-quantity')).toHaveText('1')
  await expect(page.getByTestId('till-rate')).toHaveText(/^1 ដុល្លារ = 4\D100\s៛$/)
})
