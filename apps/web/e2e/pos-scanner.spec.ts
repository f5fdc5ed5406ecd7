import { expect, type Page, test } from '@playwright/test'
import { createRecord } from './catalogue-api.ts'
import { type TillShop, tillShop } from './pos-api.ts'
import { signIn } from './support.ts'

test.describe.configure({ mode: 'serial' })

let shop: TillShop

test.beforeAll(async ({ request }) => {
  shop = await tillShop(request)
})

/**
 * Types a code as a keyboard-wedge scanner does (as in pos.spec.ts): a key every `gapMs`, then Enter, stamped
 * through the DevTools protocol with the time each was typed, so a busy machine does not stretch the burst.
 */
async function scan(page: Page, code: string, gapMs = 8) {
  const cdp = await page.context().newCDPSession(page)
  const start = Date.now() / 1000
  const keys = [...code].map((char) => ({
    key: char,
    code: /\d/.test(char) ? `Digit${char}` : `Key${char.toUpperCase()}`,
    text: char,
    windowsVirtualKeyCode: char.toUpperCase().charCodeAt(0),
  }))
  keys.push({ key: 'Enter', code: 'Enter', text: '\r', windowsVirtualKeyCode: 13 })
  await Promise.all(
    keys.flatMap((key, index) => [
      cdp.send('Input.dispatchKeyEvent', {
        type: 'keyDown',
        ...key,
        timestamp: start + (index * gapMs) / 1000,
      }),
      cdp.send('Input.dispatchKeyEvent', {
        type: 'keyUp',
        ...key,
        text: undefined,
        timestamp: start + (index * gapMs) / 1000 + 0.002,
      }),
    ]),
  )
  await cdp.detach()
}

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
  await page.addInitScript(() => {
    window.print = () => {}
  })
  await signIn(page, { lang, user: shop.cashier })
  await page.goto(lang === 'kh' ? '/kh/pos' : '/pos')
  await expect(page.getByTestId('till')).toBeVisible()
  await page.waitForLoadState('networkidle')
  const open = page.getByTestId('shift-open')
  if (await open.isVisible({ timeout: 3_000 }).catch(() => false)) {
    await page.getByTestId('count-usd-10').fill('5')
    await open.click()
    await expect(open).toBeHidden()
    await page.waitForLoadState('networkidle')
  }
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
