import type { Invoice } from '@sms/contract'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { communes, districts, provinces, villages } from '../../db/schema/index.ts'
import { createOrdersTestApp } from './orders-test-kit.ts'

const t = await createOrdersTestApp()
let store: { id: number }
let manager: Awaited<ReturnType<typeof t.managerAt>>
let soap: { id: number }

/** Gazetteer ids by NCDD code (the template database holds the real gazetteer). */
const idOf = async (
  table: typeof provinces | typeof districts | typeof communes | typeof villages,
  code: string,
) => {
  const [row] = await t.db.select({ id: table.id }).from(table).where(eq(table.code, code))
  if (!row) throw new Error(`gazetteer code ${code} missing`)
  return row.id
}
// Phnom Penh ▸ Doun Penh ▸ Phsar Thmei Ti Muoy ▸ Phum 1, and a district of another province.
const phnomPenh = await idOf(provinces, '12')
const dounPenh = await idOf(districts, '1202')
const phsarThmei1 = await idOf(communes, '120201')
const phum1 = await idOf(villages, '12020101')
const mongkolBorey = await idOf(districts, '0102')
const FULL = { province_id: phnomPenh, district_id: dounPenh, commune_id: phsarThmei1, village_id: phum1 }

beforeAll(async () => {
  store = await t.createStore()
  manager = await t.managerAt(store.id)
  soap = await t.createProduct({ price_usd: 250, taxable: true })
  await t.stockUp(store.id, soap.id, 50)
})

const order = (extra: object) => ({
  store_id: store.id,
  lines: [{ product_id: soap.id, quantity: 1 }],
  ...extra,
})

/** "No. 25, St 13, Phum 1 Village, … Phnom Penh Capital": every part, from the house to the province. */
const expectWholeAddress = (text: string | null | undefined, line: string) => {
  expect(text).toMatch(
    new RegExp(`^${line}, Phum 1 Village, Phsar Thmei Ti Muoy Sangkat, Doun Penh Khan, Phnom Penh Capital$`),
  )
}

describe("an order's shipping address", () => {
  it('keeps every part chosen in the cascade, the commune and the village too, and names them in both languages', async () => {
    const created = await t.ok(
      await t.api.open(manager.token, order({ shipping_address: { address: 'No. 25, St 13', ...FULL } })),
      201,
    )
    expect(created.shipping_address).toEqual({ address: 'No. 25, St 13', ...FULL })
    expectWholeAddress(created.shipping_address_text?.en, 'No. 25, St 13')
    expect(created.shipping_address_text?.kh).toBe('No. 25, St 13 ភូមិ១ សង្កាត់ផ្សារថ្មីទី ១ ខណ្ឌដូនពេញ រាជធានីភ្នំពេញ')
    expect((await t.api.detail(manager.token, created.id)).shipping_address).toEqual(created.shipping_address)
  })

  it('completes the parents of the deepest place and refuses places that do not belong together', async () => {
    const village = await t.ok(
      await t.api.open(manager.token, order({ shipping_address: { village_id: phum1 } })),
      201,
    )
    expect(village.shipping_address).toEqual({ address: null, ...FULL })

    const wrong = await t.api.open(
      manager.token,
      order({ shipping_address: { province_id: phnomPenh, district_id: mongkolBorey } }),
    )
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json().errors).toEqual({ 'shipping_address.district_id': ['mismatch'] })
    const unknown = await t.api.open(manager.token, order({ shipping_address: { village_id: 99_999_999 } }))
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().errors).toEqual({ 'shipping_address.village_id': ['not_found'] })
  })

  it("is the customer's address when left out: their shipping address first, else their own; null means none", async () => {
    const home = await t.createCustomer({ name: 'Dara', address: 'House 7', ...FULL })
    const shop = await t.createCustomer({
      name: 'Vanna',
      address: 'Office',
      province_id: phnomPenh,
      shipping_address: 'Warehouse 3',
      shipping_village_id: phum1,
      shipping_commune_id: phsarThmei1,
      shipping_district_id: dounPenh,
      shipping_province_id: phnomPenh,
    })
    const toHome = await t.ok(await t.api.open(manager.token, order({ customer_id: home.id })), 201)
    expect(toHome.shipping_address).toEqual({ address: 'House 7', ...FULL })
    const toWarehouse = await t.ok(await t.api.open(manager.token, order({ customer_id: shop.id })), 201)
    expect(toWarehouse.shipping_address).toEqual({ address: 'Warehouse 3', ...FULL })
    const pickUp = await t.ok(
      await t.api.open(manager.token, order({ customer_id: home.id, shipping_address: null })),
      201,
    )
    expect(pickUp.shipping_address).toBeNull()
    expect(pickUp.shipping_address_text).toBeNull()
  })

  it("prints the buyer's whole address on the invoice, in English and in Khmer", async () => {
    const buyer = await t.createCustomer({
      name: 'Angkor Trading',
      vat_number: 'K001-1',
      address: 'No. 9',
      ...FULL,
    })
    const approved = await t.approvedOrder(manager.token, order({ customer_id: buyer.id }))
    const issued = await t.ok(await t.api.invoice(manager.token, approved.id), 201)
    expectWholeAddress(issued.invoice?.buyer?.address, 'No. 9')
    expect(issued.invoice?.buyer?.address_kh).toBe('No. 9 ភូមិ១ សង្កាត់ផ្សារថ្មីទី ១ ខណ្ឌដូនពេញ រាជធានីភ្នំពេញ')
    const invoice = await t.as(manager.token).get(`/api/invoices/${issued.invoice?.id}`)
    expect(invoice.json<{ data: Invoice }>().data.buyer).toEqual(issued.invoice?.buyer)
  })
})
