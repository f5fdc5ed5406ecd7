import { adminToken, createRecord } from './catalogue-api.ts'
import { expect, type Page, test } from './fixtures.ts'
import { type TillShop, tillShop } from './pos-api.ts'
import { signIn } from './support.ts'
import { openShiftIfAsked, openTill, scan } from './till-support.ts'

/** Issue 19 part 1: Khmer data sorts, searches and types right. */

let shop: TillShop

test.beforeAll(async ({ request }) => {
  shop = await tillShop(request)
})

/**
 * Types `text` as a person on the Khmer (NiDA) layout does: each digit key keeps its position (`Digit3`) and
 * types a Khmer digit (`៣`), sent through the DevTools protocol as real key events, a person's pace apart.
 */
async function typeOnKhmerLayout(page: Page, text: string) {
  const cdp = await page.context().newCDPSession(page)
  for (const char of text) {
    const digit = /[០-៩]/.test(char) ? String((char.codePointAt(0) ?? 0x17e0) - 0x17e0) : null
    const code = digit !== null ? `Digit${digit}` : char === ',' ? 'Comma' : char === '.' ? 'Period' : ''
    const key = { key: char, code, windowsVirtualKeyCode: digit !== null ? 48 + Number(digit) : 0 }
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', ...key, text: char })
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key })
    await page.waitForTimeout(120)
  }
  await cdp.detach()
}

test('at the till on a Khmer layout: a scanned barcode, a quantity and the cash given in Khmer digits', async ({
  page,
}) => {
  await openTill(page, shop, 'kh')
  await openShiftIfAsked(page)
  const search = page.getByTestId('till-search')
  await search.focus()
  // The wedge types ៨៨៤… for 884…: the scan is read from the keys' positions and nothing is left in the box.
  await scan(page, shop.basket.barcode, 8, 'khmer')
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  await expect(search).toHaveValue('')

  await page.keyboard.press('F6')
  const quantity = page.getByRole('dialog').getByRole('textbox')
  await expect(quantity).toBeFocused()
  await typeOnKhmerLayout(page, '៣')
  await expect(quantity).toHaveValue('3')
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('cart-line-quantity')).toHaveText('3')
  await expect(page.getByTestId('till-total-usd')).toHaveText('$22.05')

  await page.keyboard.press('F9')
  await expect(page.getByTestId('pay-amount')).toBeFocused()
  await page.getByTestId('pay-amount').fill('')
  await typeOnKhmerLayout(page, '៣០')
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('sale-done')).toBeVisible()
  // $30 for $22.05: $7.95 back, the cents in riel at 4,100 rounded to the 100 ៛ note.
  await expect(page.getByTestId('done-change')).toHaveText('$7 + 3,900 ៛')
})

test('a product typed on a Khmer layout: code, price and threshold in Khmer digits', async ({
  page,
  request,
}) => {
  const run = Date.now().toString().slice(-6)
  const khmerRun = [...run].map((d) => String.fromCodePoint(0x17e0 + Number(d))).join('')
  await signIn(page, { to: '/kh/products/create' })
  await page.locator('#products-name_en').fill(`Khmer digits ${run}`)
  await page.locator('#products-name_kh').fill(`ទឹក\u200bដោះគោ ${run}`)
  // The SKU is typed with a zero-width space from the space bar and Khmer digits; it is stored clean.
  await page.locator('#products-sku').fill(`KD-\u200b${khmerRun}`)
  await page.locator('#products-price_usd').focus()
  await typeOnKhmerLayout(page, '១២,៥០')
  await page.locator('#products-low_stock_threshold').focus()
  await page.locator('#products-low_stock_threshold').fill('')
  await typeOnKhmerLayout(page, '៥')
  await expect(page.locator('#products-low_stock_threshold')).toHaveValue('5')
  await page.getByRole('button', { name: 'រក្សាទុក' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/kh/products')

  // Found by the name without its zero-width space, with the amounts in minor units and the code in ASCII.
  const token = await adminToken(request)
  const found = await request.get(`/api/products?q=${encodeURIComponent(`ទឹកដោះគោ ${run}`)}`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect((await found.json()).data).toEqual([
    expect.objectContaining({ sku: `KD-${run}`, price_usd: 1250, low_stock_threshold: 5 }),
  ])
})

test('the Khmer products list follows Khmer dictionary order from page to page', async ({
  page,
  request,
}) => {
  const run = Date.now().toString().slice(-6)
  const token = await adminToken(request)
  const words = ['លក់', 'អា', 'ឥឡូវ', 'ឮ', 'រៀន', 'វត្ត', 'ឬ', 'ឫស្សី']
  for (const [i, word] of words.entries()) {
    await createRecord(request, token, 'products', {
      name_en: `Order ${run} ${i}`,
      name_kh: `${word} ${run}`,
      sku: `KO-${run}-${i}`,
      price_usd: 100,
      price_khr: 4100,
    })
  }
  const expected = words.map((w) => `${w} ${run}`).sort(new Intl.Collator('km').compare)
  expect(expected.slice(0, 3)).toEqual([`រៀន ${run}`, `ឫស្សី ${run}`, `ឬ ${run}`])

  await signIn(page, { lang: 'kh' })
  const seen: string[] = []
  for (const pageNo of [1, 2, 3]) {
    await page.goto(`/kh/products?q=${run}&per_page=3&page=${pageNo}`)
    const rows = page.locator('.ant-table-tbody tr.ant-table-row')
    await expect(rows).toHaveCount(pageNo === 3 ? 2 : 3)
    for (const text of await rows.allInnerTexts())
      seen.push(expected.find((name) => text.includes(name)) ?? text)
  }
  expect(seen).toEqual(expected)
})
