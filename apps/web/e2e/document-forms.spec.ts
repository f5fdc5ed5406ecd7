import enOrders from '../src/locales/en/orders.json' with { type: 'json' }
import enPurchasing from '../src/locales/en/purchasing.json' with { type: 'json' }
import enResources from '../src/locales/en/resources.json' with { type: 'json' }
import enStock from '../src/locales/en/stock.json' with { type: 'json' }
import khOrders from '../src/locales/kh/orders.json' with { type: 'json' }
import khPurchasing from '../src/locales/kh/purchasing.json' with { type: 'json' }
import khResources from '../src/locales/kh/resources.json' with { type: 'json' }
import khStock from '../src/locales/kh/stock.json' with { type: 'json' }
import { adminToken } from './catalogue-api.ts'
import { type APIResponse, expect, type Page, test } from './fixtures.ts'
import { purchasingShop } from './purchasing-data.ts'
import { postDocument, twoStoresWithStock } from './stock-documents-api.ts'
import { chooseOption, signIn } from './support.ts'

// What the document forms say when something is missing or wrong, read from the locale files so the Khmer
// run checks the real Khmer: the fields the contract requires, two stores that are one, a line the form refuses.
const TEXTS = { en: enStock, kh: khStock }
const MORE = {
  en: { orders: enOrders, purchasing: enPurchasing, resources: enResources },
  kh: { orders: khOrders, purchasing: khPurchasing, resources: khResources },
}
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

for (const lang of ['en', 'kh'] as const) {
  const text = TEXTS[lang]
  const { orders, purchasing, resources } = MORE[lang]
  const prefix = lang === 'kh' ? '/kh' : ''
  const named = (record: { name_en: string; name_kh: string | null }) =>
    lang === 'kh' ? (record.name_kh ?? record.name_en) : record.name_en

  test(`receiving a purchase order: a missing lot, too many, and the server's refusal on its line, ${lang}`, async ({
    page,
    request,
  }) => {
    const run = `${lang}${Date.now().toString().slice(-6)}`
    const shop = await purchasingShop(request, run)
    const orderId = await shop.draftOrder()
    await postDocument(request, shop.token, `purchase-orders/${orderId}/order`)
    const order = await (
      await request.get(`/api/purchase-orders/${orderId}`, {
        headers: { Authorization: `Bearer ${shop.token}` },
      })
    ).json()
    const [, riceLine] = (order as { data: { lines: { id: number }[] } }).data.lines
    const milk = lang === 'kh' ? `ទឹកដោះគោ UHT ${run}` : `UHT milk ${run}`
    const rice = lang === 'kh' ? `អង្ករផ្កាម្លិះ ${run}` : `Jasmine rice ${run}`
    const main = page.locator('main')
    const save = page.getByRole('button', { name: purchasing.receive.save })
    // The page is held to the order as it first loaded, as on a desk whose live updates are late: what
    // another desk receives meanwhile is then known only to the server.
    let firstLoad: APIResponse | undefined
    await page.route(`**/api/purchase-orders/${orderId}`, async (route) => {
      firstLoad ??= await route.fetch()
      await route.fulfill({ response: firstLoad })
    })
    await signIn(page, { to: `${prefix}/stocks/purchase-orders/${orderId}/receive` })
    await expect(main.locator('h1')).toHaveText(fill(purchasing.receive.title, { id: orderId }))

    // The milk is lot-tracked: saving without its lot names it on the line, and nothing is sent.
    await save.click()
    await expect(main.getByText(text.lines.lotRequired)).toBeVisible()
    await expect(main.getByText(text.adjustments.fixLines)).toBeVisible()
    await page.getByLabel(fill(text.lines.lotNumberOf, { name: milk })).fill(`L-${run}`)
    await expect(main.getByText(text.lines.lotRequired)).toHaveCount(0)

    // More than is still to come is said as it is typed.
    const milkQuantity = page.getByLabel(fill(text.lines.quantityOf, { name: milk }))
    await milkQuantity.fill('13')
    await expect(main.getByText(purchasing.receive.overReceived)).toBeVisible()
    await milkQuantity.fill('12')
    await expect(main.getByText(purchasing.receive.overReceived)).toHaveCount(0)

    // Meanwhile 2 of the 2.5 sacks of rice arrive at another desk: only the server knows, and refuses the line.
    await postDocument(request, shop.token, `purchase-orders/${orderId}/receive`, {
      lines: [{ purchase_order_line_id: riceLine?.id, quantity: 2 }],
    })
    const refused = page.waitForResponse(
      (response) => response.url().endsWith(`/receive`) && response.request().method() === 'POST',
    )
    await save.click()
    expect((await refused).status()).toBe(422)
    const riceRow = main.locator('.ant-table-row').filter({ hasText: rice })
    await expect(riceRow.getByText(purchasing.receive.overReceived)).toBeVisible()
    await expect(page).toHaveURL(`${prefix}/stocks/purchase-orders/${orderId}/receive`)

    // What is left of the rice is received, with the milk.
    await page.getByLabel(fill(text.lines.quantityOf, { name: rice })).fill('0.5')
    await expect(riceRow.getByText(purchasing.receive.overReceived)).toHaveCount(0)
    await save.click()
    await expect(page).toHaveURL(`${prefix}/stocks/purchase-orders/${orderId}`)
  })

  test(`receiving a transfer: an arrived quantity that is not one, then short, ${lang}`, async ({
    page,
    request,
  }) => {
    const run = `${Date.now()}`.slice(-7) + (lang === 'kh' ? '8' : '7')
    const token = await adminToken(request)
    const { from, to, product } = await twoStoresWithStock(request, token, {
      run,
      name_en: 'Jasmine rice 5kg',
      name_kh: 'អង្ករម្លិះ ៥គីឡូ',
      quantity: 9,
    })
    const transfer = await postDocument(request, token, 'stock-transfers', {
      from_store_id: from.id,
      to_store_id: to.id,
      lines: [{ product_id: product.id, quantity: 6 }],
    })
    await postDocument(request, token, `stock-transfers/${transfer.id}/approve`)
    await postDocument(request, token, `stock-transfers/${transfer.id}/dispatch`)
    const main = page.locator('main')
    await signIn(page, { to: `${prefix}/stocks/transfer/${transfer.id}/receive` })

    const arrived = page.getByLabel(fill(text.transfers.arrivedOf, { name: named(product) }))
    await expect(arrived).toHaveValue('6')
    const receive = page.getByRole('button', { name: text.transfers.confirmReceive })
    await arrived.fill('5,5')
    await expect(main.getByText(text.counts.invalid)).toBeVisible()
    await expect(arrived).toHaveAttribute('aria-invalid', 'true')
    await expect(receive).toBeDisabled()
    await arrived.fill('5.5')
    await expect(main.getByText(text.counts.invalid)).toHaveCount(0)
    await receive.click()
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: text.transfers.confirmReceive })
      .click()
    await expect(
      page
        .locator('.ant-message-notice')
        .filter({ hasText: fill(text.transfers.receivedWithDifference, { count: 1 }) }),
    ).toBeVisible()
    await expect(page).toHaveURL(`${prefix}/stocks/transfer/${transfer.id}`)
  })

  test(`the order form names a missing line and a quantity the contract refuses, ${lang}`, async ({
    page,
    request,
  }) => {
    const run = `${Date.now()}`.slice(-7) + (lang === 'kh' ? '4' : '3')
    const token = await adminToken(request)
    const { from, product, barcode } = await twoStoresWithStock(request, token, {
      run,
      name_en: 'Palm sugar',
      name_kh: 'ស្ករត្នោត',
      quantity: 20,
    })
    const main = page.locator('main')
    const open = page.getByTestId('open-order')
    const posts: string[] = []
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/orders') posts.push(sent.url())
    })
    await signIn(page, { to: `${prefix}/orders/new` })
    await chooseOption(page, page.locator('#order-store'), named(from))

    // No line: the lines say so, and nothing is sent.
    await open.click()
    await expect(main.getByText(orders.create.noLines).last()).toBeVisible()
    await expect(
      main.locator('.ant-form-item-explain-error', { hasText: orders.create.noLines }),
    ).toBeVisible()
    await page.locator('#order-product').fill(barcode)
    await page.keyboard.press('Enter')
    await expect(main.locator('.ant-table-row')).toHaveCount(1)
    await expect(main.locator('.ant-form-item-explain-error')).toHaveCount(0)

    // Four decimals are more than a quantity has: the contract refuses it on its line.
    const quantity = page.getByLabel(`${orders.create.quantity} ${named(product)}`)
    await quantity.fill('1.2345')
    await quantity.blur()
    await open.click()
    await expect(main.getByText(resources.fieldErrors.too_many_decimals)).toBeVisible()
    expect(posts).toEqual([])

    await quantity.fill('2')
    await quantity.blur()
    await expect(main.getByText(resources.fieldErrors.too_many_decimals)).toHaveCount(0)
    await open.click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/orders/\\d+$`))
    await expect(
      page.locator('.ant-message-notice').filter({ hasText: orders.create.saved.split('{{')[0] ?? '' }),
    ).toBeVisible()
    expect(posts).toHaveLength(1)
  })
}
