import { beforeAll, describe, expect, it } from 'vitest'
import { bearer } from '../../../test/test-app.ts'
import { createSalesTestApp } from '../sales/sales-test-kit.ts'

/** How a product is priced (decision 0029): in dollars, or, for riel-priced goods, in riel. */
const t = await createSalesTestApp()
let store: { id: number }
let cashier: Awaited<ReturnType<typeof t.cashierAt>>

beforeAll(async () => {
  store = await t.createStore()
  cashier = await t.cashierAt(store.id)
})

async function createProduct(body: Record<string, unknown>) {
  const sku = `P-${Math.random().toString(36).slice(2, 9)}`
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: bearer(t.admin.token),
    payload: { name_en: `Product ${sku}`, sku, ...body },
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ data: { id: number; price_usd: number; price_khr: number } }>().data
}

describe('product prices', () => {
  it('need no riel price beside a dollar price: the till charges the dollars', async () => {
    const soap = await createProduct({ price_usd: 250 })
    expect(soap).toMatchObject({ price_usd: 250, price_khr: 0 })
    await t.stockUp(store.id, soap.id, 5)
    const sale = await t.sell(cashier.token, {
      store_id: store.id,
      lines: [{ product_id: soap.id, quantity: 2 }],
      tenders: [{ method: 'cash', currency: 'USD', amount: 500 }],
    })
    expect(sale).toMatchObject({ total_usd: 500, total_khr: 20_500 })
  })

  it('of riel-priced goods are their riel price at the order rate, rounded half up to the cent', async () => {
    // 1,000 ៛ at 4,100 ៛ per dollar is 24.39 cents: 24 cents, so a 1,000 ៛ bag of ice costs 984 ៛.
    const ice = await createProduct({ price_usd: 0, price_khr: 1000 })
    await t.stockUp(store.id, ice.id, 5)
    const sale = await t.sell(cashier.token, {
      store_id: store.id,
      lines: [{ product_id: ice.id, quantity: 5 }],
      tenders: [{ method: 'cash', currency: 'KHR', amount: 5000 }],
    })
    expect(sale.lines[0]).toMatchObject({ unit_price_usd: 24, amount_usd: 120 })
    expect(sale.total_khr).toBe(4_920)
  })
})
