import { count } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createUnit } from '../../db/factories/catalogue.ts'
import { orders, stockMovements } from '../../db/schema/index.ts'
import { createOrdersTestApp } from './orders-test-kit.ts'

// Issue 18, points 1 and 11: the till's bounds on change, and whole quantities of countable units.
const t = await createOrdersTestApp()
let store: { id: number }
let cashier: Awaited<ReturnType<typeof t.cashierAt>>
let manager: Awaited<ReturnType<typeof t.managerAt>>
let big: { id: number }
let small: { id: number }
let can: { id: number }
let rice: { id: number }

beforeAll(async () => {
  store = await t.createStore()
  cashier = await t.cashierAt(store.id)
  manager = await t.managerAt(store.id)
  big = await t.createProduct({ price_usd: 668, taxable: true })
  small = await t.createProduct({ price_usd: 67, taxable: true })
  const canUnit = await createUnit(t.db, { code: 'CAN' })
  const kilo = await createUnit(t.db, { code: 'KG', divisible: true })
  can = await t.createProduct({ price_usd: 150, unit_id: canUnit.id })
  rice = await t.createProduct({ price_usd: 120, unit_id: kilo.id })
  for (const product of [big, small, can, rice]) await t.stockUp(store.id, product.id, 100)
})

const counts = async () => ({
  orders: (await t.db.select({ n: count() }).from(orders))[0]?.n,
  moves: (await t.db.select({ n: count() }).from(stockMovements))[0]?.n,
})
// SALES.md's basket: $6.68 + $0.67 = $7.35 = 30,135 ៛ at 4,100.
const basket = (tenders: { currency: 'USD' | 'KHR'; amount: number }[]) => ({
  store_id: store.id,
  lines: [
    { product_id: big.id, quantity: 1 },
    { product_id: small.id, quantity: 1 },
  ],
  tenders: tenders.map((tender) => ({ method: 'cash' as const, ...tender })),
})

describe('cash change at the till', () => {
  it('refuses a $1,000,000,000 tender on a $7.35 sale (422 with a field error), writing nothing', async () => {
    const before = await counts()
    const response = await t.checkout(cashier.token, basket([{ currency: 'USD', amount: 100_000_000_000 }]))
    expect(response.statusCode, response.body).toBe(422)
    expect(response.json()).toMatchObject({
      code: 'CHANGE_TOO_LARGE',
      params: { max_change_usd: '$100.00' },
      errors: { tenders: ['change_too_large'] },
    })
    expect(await counts()).toEqual(before)
  })

  it('gives back up to the limit ($100 by default) in dollars or riel worth, not a cent more', async () => {
    expect((await t.checkout(cashier.token, basket([{ currency: 'USD', amount: 10_735 }]))).statusCode).toBe(
      201,
    )
    const over = await t.checkout(cashier.token, basket([{ currency: 'USD', amount: 10_736 }]))
    expect(over.json()).toMatchObject({ code: 'CHANGE_TOO_LARGE', params: { change_usd: '$100.01' } })
    // $100 is 410,000 ៛ at 4,100: 440,135 ៛ for 30,135 ៛ is just that.
    expect((await t.checkout(cashier.token, basket([{ currency: 'KHR', amount: 440_135 }]))).statusCode).toBe(
      201,
    )
    expect((await t.checkout(cashier.token, basket([{ currency: 'KHR', amount: 440_200 }]))).statusCode).toBe(
      422,
    )
  })

  it("follows the shop's setting", async () => {
    await t.setSettings({ max_change_usd: 500_00 })
    try {
      expect(
        (await t.checkout(cashier.token, basket([{ currency: 'USD', amount: 20_000 }]))).statusCode,
      ).toBe(201)
      expect(
        (await t.checkout(cashier.token, basket([{ currency: 'USD', amount: 60_000 }]))).statusCode,
      ).toBe(422)
    } finally {
      await t.setSettings({})
    }
  })

  it('keeps refusing an overpaid order payment (no change is given there at all)', async () => {
    const order = await t.approvedOrder(manager.token, { store_id: store.id, lines: basket([]).lines })
    const response = await t.api.pay(manager.token, order.id, {
      method: 'cash',
      currency: 'USD',
      amount: 100_000_000_000,
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().code).toBe('PAYMENT_EXCEEDS_DUE')
  })
})

describe('quantities of countable units', () => {
  const sale = (product: { id: number }, quantity: number) => ({
    store_id: store.id,
    lines: [{ product_id: product.id, quantity }],
    tenders: [{ method: 'cash' as const, currency: 'USD' as const, amount: 10_000 }],
  })

  it('are whole at the till: 0.004 of a can is a 422 field error that takes no stock', async () => {
    const before = await counts()
    for (const [product, quantity] of [
      [can, 0.004],
      [can, 1.5],
    ] as const) {
      const response = await t.checkout(cashier.token, sale(product, quantity))
      expect(response.statusCode, `${quantity}`).toBe(422)
      expect(response.json().errors).toEqual({ 'lines.0.quantity': ['whole_quantity'] })
    }
    expect(await counts()).toEqual(before)
    expect((await t.checkout(cashier.token, sale(can, 2))).statusCode).toBe(201)
  })

  it('may be parts of a divisible unit (rice by the kilo), or of a product without a unit', async () => {
    const response = await t.checkout(cashier.token, sale(rice, 0.5))
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json().data).toMatchObject({ lines: [{ quantity: 0.5, amount_usd: 60 }] })
    // Weighed items are often set up without a unit: they keep selling by their barcode's weight.
    expect((await t.checkout(cashier.token, sale(big, 0.5))).statusCode).toBe(201)
  })

  it('are whole in back-office orders too', async () => {
    const response = await t.api.open(manager.token, {
      store_id: store.id,
      lines: [{ product_id: can.id, quantity: 0.004 }],
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({ 'lines.0.quantity': ['whole_quantity'] })
  })
})
