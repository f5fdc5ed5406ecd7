import { expect, type Page, test } from './fixtures.ts'
import { type TillShop, tillShop } from './pos-api.ts'
import { signIn } from './support.ts'
import { openShiftIfAsked, scan } from './till-support.ts'

// Issue 22: the till prices with the shop's settings and today's rate, never with made-up ones; the stores
// form draws each stock rule once.
test.describe.configure({ mode: 'serial' })

let shop: TillShop

test.beforeAll(async ({ request }) => {
  shop = await tillShop(request)
})

const RATE_URL = '**/api/exchange-rates/current'

async function tillWithoutRate(page: Page, lang: 'en' | 'kh') {
  await page.addInitScript(() => {
    window.print = () => {}
  })
  await signIn(page, { lang, user: shop.cashier })
  // Today's rate does not come: the till must not price the cart at some rate of its own.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(RATE_URL, async (route) => {
    await held
    await route.abort('failed')
  })
  await page.goto(lang === 'kh' ? '/kh/pos' : '/pos')
  return release
}

test('the till waits for today’s rate, says it cannot sell without it, and sells at the server’s figures once it has it', async ({
  page,
}) => {
  // The rate's request is tried again three times before the till gives up (TanStack Query's default).
  test.setTimeout(120_000)
  const release = await tillWithoutRate(page, 'en')
  await expect(page.getByRole('status')).toContainText(
    "Loading today's riel rate and the shop's sale settings",
  )
  await expect(page.getByTestId('till')).toHaveCount(0)
  release()
  await expect(page.getByText('The till cannot sell yet')).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByTestId('till-pay')).toHaveCount(0)

  await page.unroute(RATE_URL)
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByTestId('till')).toBeVisible()
  await page.waitForLoadState('networkidle')
  await openShiftIfAsked(page)
  await page.getByTestId('till-search').focus()
  await scan(page, shop.basket.barcode)
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  // SALES.md's $7.35 basket at the shop's 10% VAT and today's 4,100: 30,135 riel.
  await expect(page.getByTestId('till-total-usd')).toContainText('7.35')
  await expect(page.getByTestId('till-total-khr')).toContainText('30,135')

  const answered = page.waitForResponse((r) => r.url().includes('/api/pos/checkout'))
  await page.keyboard.press('F9')
  await page.keyboard.press('e')
  await page.keyboard.press('Enter')
  const response = await answered
  expect(response.status()).toBe(201)
  const order = (await response.json()).data
  expect({ total_usd: order.total_usd, total_khr: order.total_khr, vat_usd: order.vat_usd }).toEqual({
    total_usd: 735,
    total_khr: 30_135,
    vat_usd: 67,
  })
  await expect(page.getByTestId('sale-done')).toBeVisible()
})

test('the till says in Khmer that it cannot sell without today’s rate', async ({ page }) => {
  test.setTimeout(90_000)
  const release = await tillWithoutRate(page, 'kh')
  release()
  await expect(page.getByText('បញ្ជរមិនទាន់អាចលក់បានទេ')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('button', { name: 'ព្យាយាមម្តងទៀត' })).toBeVisible()
})

test('the store form shows each stock rule once, in both languages', async ({ page }) => {
  test.setTimeout(90_000)
  await signIn(page, { to: '/stores/create' })
  // Each label once: the form drew both stock rules twice (issue 22.9).
  const once = async (label: string) => {
    await expect(page.getByText(label, { exact: true }).first()).toBeVisible({ timeout: 20_000 })
    await expect(page.getByText(label, { exact: true })).toHaveCount(1)
  }
  await once('Allow negative stock')
  await once('Adjustment approval limit')
  await page.goto('/kh/stores/create')
  await once('អនុញ្ញាតស្តុកអវិជ្ជមាន')
  await once('ដែនកំណត់អនុម័តការកែសម្រួល')
})
