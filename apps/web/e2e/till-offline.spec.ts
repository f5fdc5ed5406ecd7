import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createRecord } from './catalogue-api.ts'
import {
  type BrowserContext,
  chromium,
  expect,
  type Page,
  request as playwrightRequest,
  test,
} from './fixtures.ts'
import { ownServer } from './own-server.ts'
import { type TillShop, tillShop } from './pos-api.ts'
import { openShiftIfAsked, openTill, scan } from './till-support.ts'

/** Issue 21: the till keeps the sale in progress and its sales on the device, and sells with the server away. */

const waitingText = (page: Page) => page.getByTestId('till-outbox')

async function pay(page: Page) {
  await page.keyboard.press('F9')
  await expect(page.getByTestId('pay-amount')).toBeFocused()
  await page.keyboard.press('e')
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('sale-done')).toBeVisible()
}

async function nextSale(page: Page) {
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('cart-line')).toHaveCount(0)
  await page.getByTestId('till-search').focus()
}

/** A barcode as the scanner sends it; a SKU (with its dash) typed into the search field with Enter. */
async function addByCode(page: Page, code: string, lines: number) {
  if (/^\d+$/.test(code)) await scan(page, code)
  else {
    await page.getByTestId('till-search').fill(code)
    await page.keyboard.press('Enter')
  }
  await expect(page.getByTestId('cart-line')).toHaveCount(lines)
}

test('a reload in the middle of a payment brings back the cart, the customer and the tenders', async ({
  page,
  request,
}) => {
  // The shop is made inside the test, on a machine the other flows keep busy.
  test.setTimeout(120_000)
  const shop = await tillShop(request)
  const customer = `Srey Offline ${shop.run}`
  await createRecord(request, shop.token, 'customers', { name: customer, phone: '012999888', status: true })
  await openTill(page, shop)
  await openShiftIfAsked(page)
  await page.getByTestId('till-search').focus()
  await addByCode(page, shop.basket.barcode, 1)
  await addByCode(page, shop.soap.sku, 2)
  await page.keyboard.press('F3')
  await page.keyboard.type(customer)
  await page
    .getByRole('dialog')
    .getByRole('button', { name: new RegExp(customer) })
    .first()
    .click()
  await expect(page.getByTestId('till-customer')).toContainText(customer)

  await page.keyboard.press('F9')
  await page.getByTestId('pay-amount').fill('5')
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('pay-tenders')).toContainText('$5.00')

  await page.reload()
  await expect(page.getByTestId('pay-tenders')).toContainText('$5.00')
  await expect(page.getByTestId('pay-total-usd')).toHaveText('$12.35')
  await page.getByRole('dialog').getByRole('button', { name: /Back/ }).click()
  await expect(page.getByTestId('cart-line')).toHaveCount(2)
  await expect(page.getByTestId('till-customer')).toContainText(customer)
  // Paying the rest finishes the sale once; the draft is gone after it.
  await pay(page)
  await page.reload()
  await expect(page.getByTestId('cart-line')).toHaveCount(0)
})

test.describe('with a server the test stops and starts', () => {
  // Its own server starts twice (migrations on a fresh database first); hooks share this timeout.
  test.describe.configure({ timeout: 300_000 })
  const server = ownServer(Number(process.env.E2E_PORT ?? 3199) + 100)
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'sms-e2e-profile-'))
  let shop: TillShop
  let context: BrowserContext

  /** A browser with a profile on disk, so closing and reopening it keeps IndexedDB and the worker's cache. */
  const launch = () =>
    chromium.launchPersistentContext(profile, {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
      headless: true,
      baseURL: server.url,
      viewport: { width: 1366, height: 768 },
      locale: 'en-US',
    })

  test.beforeAll(async () => {
    test.setTimeout(240_000)
    await server.start()
    const api = await playwrightRequest.newContext({ baseURL: server.url })
    shop = await tillShop(api)
    await api.dispose()
  })
  test.afterAll(async () => {
    await context?.close()
    await server.remove()
    fs.rmSync(profile, { recursive: true, force: true })
  })

  test('sales made offline, across a reload and a closed browser, are each recorded once', async () => {
    context = await launch()
    let page = context.pages()[0] ?? (await context.newPage())
    await openTill(page, shop)
    await openShiftIfAsked(page)
    // The worker has the app on the device and the device is a registered till before the server goes.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    await expect(waitingText(page)).toContainText('All sales sent')
    await expect.poll(() => page.evaluate(tillRegistered), { timeout: 15_000 }).toBe(true)

    await page.getByTestId('till-search').focus()
    await addByCode(page, shop.basket.barcode, 1)
    await addByCode(page, shop.soap.sku, 2)
    await pay(page)
    await expect(page.getByTestId('done-offline')).toHaveCount(0)

    await server.stop()
    const offlineNumbers: string[] = []
    for (const code of [shop.basket.barcode, shop.soap.sku]) {
      await nextSale(page)
      await addByCode(page, code, 1)
      await pay(page)
      await expect(page.getByTestId('done-offline')).toBeVisible()
      offlineNumbers.push(await receiptNumber(page))
    }
    await expect(waitingText(page)).toContainText('Offline · 2 sales waiting')

    // Reloaded with the server still away: the worker serves the till, the device its data.
    await page.reload()
    await expect(page.getByTestId('till')).toBeVisible()
    await page.getByTestId('till-search').focus()
    await addByCode(page, shop.basket.barcode, 1)
    await pay(page)
    offlineNumbers.push(await receiptNumber(page))
    await expect(waitingText(page)).toContainText('Offline · 3 sales waiting')
    expect(offlineNumbers).toEqual([
      expect.stringMatching(/^T\d+-000001$/),
      expect.stringMatching(/^T\d+-000002$/),
      expect.stringMatching(/^T\d+-000003$/),
    ])

    // The browser closes with three sales waiting and opens again, still offline; then the server returns.
    await context.close()
    context = await launch()
    page = context.pages()[0] ?? (await context.newPage())
    await page.goto('/pos')
    await expect(page.getByTestId('till')).toBeVisible()
    await expect(waitingText(page)).toContainText('3 sales waiting')
    await server.start()
    await expect(waitingText(page)).toContainText('All sales sent', { timeout: 60_000 })

    const api = await playwrightRequest.newContext({ baseURL: server.url })
    const headers = { Authorization: `Bearer ${shop.token}` }
    const orders = await api.get(`/api/orders?per_page=50&filter[store_id][equals]=${shop.store.id}`, {
      headers,
    })
    const list = ((await orders.json()) as { data: { number: string }[] }).data
    expect(list).toHaveLength(4)
    expect(new Set(list.map((o) => o.number)).size).toBe(4)
    const ids = `${shop.basket.id},${shop.soap.id}`
    const stock = await api.get(`/api/pos/stock?store_id=${shop.store.id}&product_ids=${ids}`, { headers })
    const levels = ((await stock.json()) as { data: { product_id: number; on_hand: number }[] }).data
    const onHand = (id: number) => Number(levels.find((l) => l.product_id === id)?.on_hand)
    expect(onHand(shop.basket.id)).toBe(50 - 3)
    expect(onHand(shop.soap.id)).toBe(50 - 2)
    await api.dispose()
    // A later start sends nothing again: the outbox keeps each sale as sent.
    await page.reload()
    await expect(waitingText(page)).toContainText('All sales sent')
  })
})

/** The number the sale-done screen shows ("Sale T3-000001 saved" or the like). */
async function receiptNumber(page: Page) {
  const title = (await page.getByTestId('sale-done').locator('.ant-result-title').textContent()) ?? ''
  return /T\d+-\d{6}/.exec(title)?.[0] ?? title
}

/** Whether this device has registered as a till (`sms-till-state`, `till:{store}`). */
function tillRegistered() {
  return new Promise<boolean>((resolve) => {
    const open = indexedDB.open('sms-till-state')
    open.onsuccess = () => {
      const read = open.result.transaction('values').objectStore('values').getAllKeys()
      read.onsuccess = () => resolve(read.result.some((key) => String(key).startsWith('till:')))
      read.onerror = () => resolve(false)
    }
    open.onerror = () => resolve(false)
  })
}
