import type { CheckoutRequest, Order, OrderSummary } from '@sms/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { shopToday } from '../../kernel/shop-day.ts'
import { createSalesTestApp } from './sales-test-kit.ts'

const t = await createSalesTestApp()
let storeA: { id: number }
let storeB: { id: number }
let anna: Awaited<ReturnType<typeof t.cashierAt>>
let bora: Awaited<ReturnType<typeof t.cashierAt>>
let sold: Order[] = []

const sale = (storeId: number, productId: number): CheckoutRequest => ({
  store_id: storeId,
  lines: [{ product_id: productId, quantity: 1 }],
  tenders: [{ method: 'cash', currency: 'USD', amount: 10_000 }],
})

beforeAll(async () => {
  storeA = await t.createStore()
  storeB = await t.createStore()
  const product = await t.createProduct({ price_usd: 250 })
  await t.stockUp(storeA.id, product.id, 10)
  await t.stockUp(storeB.id, product.id, 10)
  anna = await t.cashierAt(storeA.id)
  bora = await t.cashierAt(storeB.id)
  sold = [
    await t.sell(anna.token, sale(storeA.id, product.id)),
    await t.sell(anna.token, sale(storeA.id, product.id)),
    await t.sell(bora.token, sale(storeB.id, product.id)),
  ]
})

const list = async (token: string, query = '') => {
  const response = await t.as(token).get(`/api/orders${query}`)
  expect(response.statusCode).toBe(200)
  return response.json<{ data: OrderSummary[]; meta: { total: number } }>()
}

describe('GET /api/orders', () => {
  it("shows a cashier only their stores' orders, with the cashier's name", async () => {
    const page = await list(anna.token)
    expect(page.data.map((o) => o.id).sort()).toEqual([sold[0]?.id, sold[1]?.id].sort())
    expect(page.data[0]).toMatchObject({ cashier_id: anna.user.id, cashier_name: anna.user.name })
    expect(page.data[0]).not.toHaveProperty('lines')
  })

  it('filters by store, cashier, number and day, and sorts by number', async () => {
    const admin = t.admin.token
    expect((await list(admin, `?filter[store_id][equals]=${storeB.id}`)).data.map((o) => o.id)).toEqual([
      sold[2]?.id,
    ])
    expect((await list(admin, `?filter[cashier_id][equals]=${anna.user.id}`)).meta.total).toBe(2)
    const number = sold[1]?.number as string
    expect(
      (await list(admin, `?filter[number][equals]=${number}&filter[store_id][equals]=${storeA.id}`)).data,
    ).toHaveLength(1)
    // A number typed in lower case, as from a receipt read aloud, finds the same sale (issue 23.6).
    const typed = await list(admin, `?filter[number][equals]=${number.toLowerCase()}`)
    expect(typed.data.map((o) => o.id)).toEqual([sold[1]?.id])
    expect((await list(admin, `?filter[number][notEquals]=${number.toLowerCase()}`)).meta.total).toBe(2)
    const today = shopToday()
    expect((await list(admin, `?filter[created_at][dateIs]=${today}`)).meta.total).toBe(3)
    expect((await list(admin, '?filter[created_at][dateBefore]=2020-01-01')).meta.total).toBe(0)
    const byNumber = await list(admin, `?filter[store_id][equals]=${storeA.id}&sort=-number`)
    expect(byNumber.data.map((o) => o.number)).toEqual([sold[1]?.number, sold[0]?.number])
  })

  it('refuses an unknown filter with 400, never 500', async () => {
    expect((await t.as(t.admin.token).get('/api/orders?filter[nope][equals]=1')).statusCode).toBe(400)
    expect((await t.as(t.admin.token).get('/api/orders?filter[store_id][equals]=x')).statusCode).toBe(400)
  })
})

describe('GET /api/orders/{id}', () => {
  it('shows an order of one of their stores with lines and payments, and 403 for another store', async () => {
    const mine = await t.as(anna.token).get(`/api/orders/${sold[0]?.id}`)
    expect(mine.statusCode).toBe(200)
    expect(mine.json().data.lines).toHaveLength(1)
    expect(mine.json().data.tenders.length).toBeGreaterThan(0)
    expect((await t.as(anna.token).get(`/api/orders/${sold[2]?.id}`)).statusCode).toBe(403)
    expect((await t.as(anna.token).get('/api/orders/999999')).statusCode).toBe(404)
  })

  it('numbers receipts per store: each store starts at 000001', () => {
    expect(sold.map((o) => o.number?.slice(-6))).toEqual(['000001', '000002', '000001'])
  })
})
