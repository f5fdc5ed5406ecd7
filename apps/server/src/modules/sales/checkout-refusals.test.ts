import { count } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { documentNumbers, orderPayments, orders, stockMovements } from '../../db/schema/index.ts'
import { createSalesTestApp, usd, workedExampleShop } from './sales-test-kit.ts'

const t = await createSalesTestApp()
let shop: Awaited<ReturnType<typeof workedExampleShop>>
let store: { id: number }
let otherStore: { id: number }
let cashier: Awaited<ReturnType<typeof t.cashierAt>>
let big: { id: number; name_en: string }
let small: { id: number; name_en: string }

beforeAll(async () => {
  shop = await workedExampleShop(t)
  ;({ store, cashier, big, small } = shop)
  otherStore = await t.createStore()
})

const basket: typeof shop.basket = (tenders, extra) => shop.basket(tenders, extra)
const countOf = async (table: typeof orders | typeof stockMovements | typeof orderPayments) =>
  (await t.db.select({ n: count() }).from(table))[0]?.n ?? 0

describe('refusals write nothing', () => {
  it('needs an Idempotency-Key (400)', async () => {
    const response = await t.checkout(cashier.token, basket([usd(1000)]), null)
    expect(response.statusCode).toBe(400)
  })

  it('needs an open shift at the store (409 SHIFT_NOT_OPEN)', async () => {
    const noShift = await t.signInAtStores(['cashier'], [store.id])
    const response = await t.checkout(noShift.token, basket([usd(1000)]))
    expect(response.statusCode).toBe(409)
    expect(response.json().code).toBe('SHIFT_NOT_OPEN')
  })

  it('refuses a store the cashier does not work in (403)', async () => {
    const response = await t.checkout(cashier.token, basket([usd(1000)], { store_id: otherStore.id }))
    expect(response.statusCode).toBe(403)
  })

  it('refuses a short line with the spec text and writes nothing', async () => {
    const before = await Promise.all([countOf(orders), countOf(stockMovements), countOf(orderPayments)])
    const numbers = await t.db.select().from(documentNumbers)
    const response = await t.checkout(
      cashier.token,
      basket([usd(668_067)], {
        lines: [
          { product_id: small.id, quantity: 1 },
          { product_id: big.id, quantity: 1000 },
        ],
      }),
    )
    expect(response.statusCode).toBe(422)
    expect(response.json()).toMatchObject({
      code: 'STOCK_INSUFFICIENT',
      message: `Not enough stock for product ${big.name_en}`,
    })
    expect(await Promise.all([countOf(orders), countOf(stockMovements), countOf(orderPayments)])).toEqual(
      before,
    )
    expect(await t.db.select().from(documentNumbers)).toEqual(numbers)
  })

  it('refuses an underpayment with what is due in both currencies', async () => {
    const before = await countOf(orders)
    const response = await t.checkout(cashier.token, basket([usd(700)]))
    expect(response.statusCode).toBe(422)
    expect(response.json()).toMatchObject({
      code: 'PAYMENT_INSUFFICIENT',
      params: { due_usd: 35, due_khr: 1435, due_khr_cash: 1400 },
    })
    expect(await countOf(orders)).toBe(before)
  })

  it('never gives change from a card, and a sale on credit needs a customer', async () => {
    const card = await t.checkout(cashier.token, basket([{ method: 'card', currency: 'USD', amount: 1000 }]))
    expect(card.statusCode).toBe(422)
    const exact = await t.sell(
      cashier.token,
      basket([{ method: 'khqr', currency: 'USD', amount: 735, reference: 'BK1' }]),
    )
    expect(exact.change).toEqual({ usd: 0, khr: 0, rounding_khr: 0 })
    const credit = await t.checkout(
      cashier.token,
      basket([{ method: 'credit', currency: 'USD', amount: 735 }]),
    )
    expect(credit.statusCode).toBe(422)
    expect(credit.json().errors).toMatchObject({ customer_id: ['required_for_credit'] })
  })

  it('refuses amounts too large to hold with a 422, never a 500', async () => {
    const response = await t.checkout(
      cashier.token,
      basket([usd(1000)], { lines: [{ product_id: big.id, quantity: 999_999_999 }] }),
    )
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toMatchObject({ lines: ['amount_too_large'] })
  })

  it('refuses unknown products with a field error', async () => {
    const response = await t.checkout(
      cashier.token,
      basket([usd(1000)], { lines: [{ product_id: 999_999, quantity: 1 }] }),
    )
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toMatchObject({ 'lines.0.product_id': ['not_found'] })
  })
})

describe('Idempotency-Key', () => {
  it('replays the first answer byte for byte and writes nothing', async () => {
    const key = 'till-1-sale-1'
    const first = await t.checkout(cashier.token, basket([usd(1000)]), key)
    const counts = await Promise.all([countOf(orders), countOf(stockMovements), countOf(orderPayments)])
    const retry = await t.checkout(cashier.token, basket([usd(1000)]), key)
    expect(first.statusCode).toBe(201)
    expect(retry.statusCode).toBe(201)
    expect(retry.headers['idempotent-replayed']).toBe('true')
    expect(retry.body).toBe(first.body)
    expect(await Promise.all([countOf(orders), countOf(stockMovements), countOf(orderPayments)])).toEqual(
      counts,
    )
  })

  it('refuses the same key with another body (422)', async () => {
    const key = 'till-1-sale-2'
    expect((await t.checkout(cashier.token, basket([usd(1000)]), key)).statusCode).toBe(201)
    const reused = await t.checkout(cashier.token, basket([usd(2000)]), key)
    expect(reused.statusCode).toBe(422)
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED')
  })

  it('sells once for the same key sent in parallel', async () => {
    const before = await countOf(orders)
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.checkout(cashier.token, basket([usd(1000)]), 'till-1-parallel')),
    )
    const created = answers.filter((a) => a.statusCode === 201)
    expect(created.length).toBeGreaterThanOrEqual(1)
    for (const a of answers) expect([201, 409]).toContain(a.statusCode)
    for (const a of created) expect(a.json().data.id).toBe(created[0]?.json().data.id)
    expect(await countOf(orders)).toBe(before + 1)
  })
})
