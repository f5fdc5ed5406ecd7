import { createRecord } from './catalogue-api.ts'
import { type APIRequestContext, expect, test } from './fixtures.ts'
import { vatTinOf } from './orders-api.ts'
import { type TillShop, tillShop } from './pos-api.ts'
import { chooseOption, signIn } from './support.ts'

test.describe.configure({ mode: 'serial' })

let shop: TillShop
let customer: { id: number; name: string }

/** Phnom Penh ▸ Doun Penh ▸ Phsar Thmei Ti Muoy ▸ Phum 1, in words as the order page and the invoice print it. */
const WHOLE = {
  en: 'No. 25, St 13, Phum 1 Village, Phsar Thmei Ti Muoy Sangkat, Doun Penh Khan, Phnom Penh Capital',
  kh: 'No. 25, St 13 ភូមិ១ សង្កាត់ផ្សារថ្មីទី ១ ខណ្ឌដូនពេញ រាជធានីភ្នំពេញ',
}

async function villageId(request: APIRequestContext, token: string, code: string) {
  const found = await request.get(`/api/villages?q=${code}`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  const village = ((await found.json()) as { data: { id: number; code: string }[] }).data.find(
    (v) => v.code === code,
  )
  if (!village) throw new Error(`village ${code} missing`)
  return village.id
}

test.beforeAll(async ({ request }) => {
  shop = await tillShop(request)
  // The village alone is a whole address: the server fills in its commune, district and province.
  customer = await createRecord<{ id: number; name: string }>(request, shop.token, 'customers', {
    name: `Chenda ${shop.run}`,
    address: 'No. 25, St 13',
    village_id: await villageId(request, shop.token, '12020101'),
    vat_number: vatTinOf(shop.run),
    status: true,
  })
})

for (const lang of ['en', 'kh'] as const) {
  const prefix = lang === 'kh' ? '/kh' : ''

  test(`${lang}: picking a customer fills in their address; the order and its invoice print all of it`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    await signIn(page, { to: `${prefix}/orders/new` })
    const storeName = lang === 'kh' ? `មាត់ទន្លេ ${shop.run}` : shop.store.name_en
    await chooseOption(page, page.locator('#order-store'), storeName)
    await chooseOption(page, page.locator('#order-customer'), customer.name)

    // Every part of the customer's address is filled in, down to the village.
    await expect(page.locator('#order-address')).toHaveValue('No. 25, St 13')
    const village = page.locator('.ant-form-item', { has: page.locator('#order-village_id') })
    await expect(village).toContainText(lang === 'kh' ? 'ភូមិ១' : 'Phum 1')

    await page.locator('#order-product').fill(shop.soap.sku)
    await page.keyboard.press('Enter')
    await expect(page.locator('.ant-table-row')).toHaveCount(1)
    await page.getByTestId('open-order').click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/orders/\\d+$`))
    await expect(page.getByTestId('shipping-address')).toHaveText(WHOLE[lang])

    // Approved and invoiced (as a manager would), the invoice prints the buyer's whole address in both languages.
    const id = Number(new URL(page.url()).pathname.split('/').at(-1))
    const headers = { Authorization: `Bearer ${shop.token}` }
    for (const action of ['approve', 'invoice']) {
      const done = await request.post(`/api/orders/${id}/${action}`, {
        data: {},
        headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
      })
      expect(done.ok(), await done.text()).toBe(true)
    }
    await page.reload()
    await page.getByTestId('invoice-link').click()
    const buyer = page
      .locator('#print-root [data-testid=invoice-document] [data-testid=party-address]')
      .last()
    await expect(buyer).toContainText(WHOLE.kh)
    await expect(buyer).toContainText(WHOLE.en)
  })
}
