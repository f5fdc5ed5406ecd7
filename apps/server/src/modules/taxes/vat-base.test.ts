// Decision 0047: the VAT base holds the other taxes (decision 0044's beer), in both price modes. What the VAT
// report reads (`orders.taxable_usd`) must be what VAT was charged on.
import type { Order } from '@sms/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer } from '../../../test/test-app.ts'
import { orders } from '../../db/schema/index.ts'
import { createSalesTestApp, usd } from '../sales/sales-test-kit.ts'
import { defineTax as defineTaxAs } from './taxes-test-kit.ts'

const t = await createSalesTestApp()
const tag = `VB${Date.now() % 100_000}`
let store: { id: number }
let cashierToken: string
let inPrice: { id: number }
let onTop: { id: number }

const defineTax = (body: object) => defineTaxAs(t.app, t.admin.token, body)

async function product(taxIds: number[]) {
  const created = await t.createProduct({ price_usd: 100, taxable: true })
  const url = `/api/products/${created.id}`
  const current = (await t.app.inject({ method: 'GET', url, headers: bearer(t.admin.token) })).json().data
  const put = await t.app.inject({
    method: 'PUT',
    url,
    headers: bearer(t.admin.token),
    payload: { ...current, tax_ids: taxIds },
  })
  expect(put.statusCode, put.body).toBe(200)
  await t.stockUp(store.id, created.id, 10)
  return created
}

/** Sells one can and answers the stored order's VAT figures. */
async function sellOne(productId: number, pay: number) {
  const sale: Order = await t.sell(cashierToken, {
    store_id: store.id,
    lines: [{ product_id: productId, quantity: 1 }],
    tenders: [usd(pay)],
    change_mode: 'split',
  })
  const [row] = await t.db.select().from(orders).where(eq(orders.id, sale.id))
  return {
    total: row?.total_usd,
    vat: row?.vat_usd,
    taxable: row?.taxable_usd,
    exempt: row?.exempt_usd,
    taxes: sale.taxes.map((tax) => [tax.code.slice(tag.length), tax.amount_usd]),
  }
}

beforeAll(async () => {
  store = await t.createStore()
  cashierToken = (await t.cashierAt(store.id)).token
  const st = await defineTax({ code: `${tag}ST`, name_en: 'ST', rate: 30, stack_order: 10 })
  const plt = await defineTax({ code: `${tag}PLT`, name_en: 'PLT', rate: 5, stack_order: 20 })
  const stAdded = await defineTax({
    code: `${tag}ST-ADD`,
    name_en: 'ST',
    rate: 30,
    stack_order: 10,
    included: false,
  })
  const pltAdded = await defineTax({
    code: `${tag}PLT-ADD`,
    name_en: 'PLT',
    rate: 5,
    stack_order: 20,
    included: false,
  })
  inPrice = await product([st.id, plt.id])
  onTop = await product([stAdded.id, pltAdded.id])
})

afterAll(() => t.setSettings({ prices_include_vat: true }))

describe('the VAT base holds the other taxes (decision 0044), and the stored taxable amount is that base', () => {
  it('prices including VAT: $1.00 holds ST 20¢, PLT 4¢ and VAT 9¢; VAT is on the whole $1.00', async () => {
    await t.setSettings({ prices_include_vat: true })
    expect(await sellOne(inPrice.id, 100)).toEqual({
      total: 100,
      vat: 9,
      taxable: 100,
      exempt: 0,
      taxes: [
        ['ST', 20],
        ['PLT', 4],
      ],
    })
  })

  it('prices without VAT, taxes added on top: ST 30¢, PLT 7¢, VAT 14¢ on the $1.37 stored as taxable', async () => {
    await t.setSettings({ prices_include_vat: false })
    expect(await sellOne(onTop.id, 151)).toEqual({
      total: 151,
      vat: 14,
      taxable: 137,
      exempt: 0,
      taxes: [
        ['ST-ADD', 30],
        ['PLT-ADD', 7],
      ],
    })
  })

  it('prices without VAT, the other taxes in the $1.00: VAT 10¢ on the $1.00 that holds them', async () => {
    await t.setSettings({ prices_include_vat: false })
    // 100 = base × 1.30 × 1.05: ST 100 × 0.30 / 1.365 = 21.98 → 22¢, PLT 100 × 0.05 × 1.30 / 1.365 = 4.76 → 5¢.
    expect(await sellOne(inPrice.id, 110)).toEqual({
      total: 110,
      vat: 10,
      taxable: 100,
      exempt: 0,
      taxes: [
        ['ST', 22],
        ['PLT', 5],
      ],
    })
  })
})
