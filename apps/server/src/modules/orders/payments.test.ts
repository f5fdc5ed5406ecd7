import { PAYMENT_CREATED_MESSAGE } from '@sms/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { createOrdersTestApp } from './orders-test-kit.ts'

const t = await createOrdersTestApp()
let store: { id: number }
let manager: Awaited<ReturnType<typeof t.managerAt>>
let big: { id: number }
let small: { id: number }

beforeAll(async () => {
  store = await t.createStore()
  manager = await t.managerAt(store.id)
  big = await t.createProduct({ price_usd: 668, taxable: true })
  small = await t.createProduct({ price_usd: 67, taxable: true })
  await t.stockUp(store.id, big.id, 100)
  await t.stockUp(store.id, small.id, 100)
})

// SALES.md's basket: $6.68 + $0.67 = $7.35 = 30,135 ៛.
const basket = () => ({
  store_id: store.id,
  lines: [
    { product_id: big.id, quantity: 1 },
    { product_id: small.id, quantity: 1 },
  ],
})

describe('payment status', () => {
  it('is derived through partial payments, with the riel cash step settling the rest', async () => {
    const order = await t.approvedOrder(manager.token, basket())
    expect(order).toMatchObject({
      total_khr: 30_135,
      payment_status: 'unpaid',
      due_khr: 30_135,
      due_usd: 735,
    })
    const first = await t.api.pay(manager.token, order.id, {
      method: 'card',
      currency: 'USD',
      amount: 500,
      reference: 'VISA 1234',
    })
    expect(first.statusCode).toBe(201)
    expect(first.json().message).toBe(PAYMENT_CREATED_MESSAGE)
    expect(first.json().data).toMatchObject({ payment_status: 'partial', due_khr: 9_635 })
    // 9,600 ៛ in cash leaves 35 ៛, less than the 100 ៛ step: paid, with a 35 ៛ rounding row.
    const paid = await t.ok(
      await t.api.pay(manager.token, order.id, { method: 'cash', currency: 'KHR', amount: 9_600 }),
      201,
    )
    expect(paid).toMatchObject({ payment_status: 'paid', due_khr: 0 })
    expect(paid.tenders.map((p) => [p.kind, p.currency, p.amount_khr])).toEqual([
      ['payment', 'USD', 20_500],
      ['payment', 'KHR', 9_600],
      ['rounding', 'KHR', 35],
    ])
    const more = await t.api.pay(manager.token, order.id, { method: 'cash', currency: 'USD', amount: 100 })
    expect(more.statusCode).toBe(422)
    expect(more.json().code).toBe('PAYMENT_EXCEEDS_DUE')
  })

  it('refuses an overpayment with what is due, and takes the due in dollars rounded up to the cent', async () => {
    const order = await t.approvedOrder(manager.token, basket())
    await t.ok(
      await t.api.pay(manager.token, order.id, { method: 'cash', currency: 'KHR', amount: 20_000 }),
      201,
    )
    const over = await t.api.pay(manager.token, order.id, { method: 'cash', currency: 'USD', amount: 300 })
    expect(over.statusCode).toBe(422)
    expect(over.json()).toMatchObject({
      code: 'PAYMENT_EXCEEDS_DUE',
      params: { due_khr: 10_135, due_usd: 248, due_khr_cash: 10_100 },
    })
    // $2.48 = 10,168 ៛: the due rounded up to the cent settles it, the 33 ៛ over on a rounding row.
    const paid = await t.ok(
      await t.api.pay(manager.token, order.id, { method: 'bank', currency: 'USD', amount: 248 }),
      201,
    )
    expect(paid.payment_status).toBe('paid')
    expect(paid.tenders.reduce((sum, p) => sum + p.amount_khr, 0)).toBe(30_135)
  })

  it('goes to refunded when everything is returned and paid back, partial when a refund leaves some paid', async () => {
    const order = await t.approvedOrder(manager.token, basket())
    await t.ok(
      await t.api.pay(manager.token, order.id, { method: 'card', currency: 'USD', amount: 735 }),
      201,
    )
    const bigLine = order.lines.find((l) => l.product_id === big.id)?.id as number
    const smallLine = order.lines.find((l) => l.product_id === small.id)?.id as number
    const partly = await t.ok(
      await t.api.return(manager.token, order.id, {
        lines: [{ order_line_id: bigLine, quantity: 1 }],
        refund: [{ method: 'card', currency: 'USD', amount: 668 }],
        reason: 'broken',
      }),
      201,
    )
    expect(partly.payment_status).toBe('paid')
    const all = await t.ok(
      await t.api.return(manager.token, order.id, {
        lines: [{ order_line_id: smallLine, quantity: 1 }],
        refund: [{ method: 'card', currency: 'USD', amount: 67 }],
        reason: 'broken',
      }),
      201,
    )
    expect(all.payment_status).toBe('refunded')
    expect(all.returns.reduce((s, r) => s + r.total_khr, 0)).toBe(30_135)
    expect(all.returns.reduce((s, r) => s + r.vat_khr, 0)).toBe(order.vat_khr)
  })

  it('refuses payments on an order waiting for approval or cancelled', async () => {
    const open = await t.ok(await t.api.open(manager.token, basket()), 201)
    const early = await t.api.pay(manager.token, open.id, { method: 'cash', currency: 'USD', amount: 100 })
    expect(early.json().code).toBe('ORDER_NOT_APPROVED')
    await t.ok(await t.api.cancel(manager.token, open.id, { reason: 'duplicate' }))
    const late = await t.api.pay(manager.token, open.id, { method: 'cash', currency: 'USD', amount: 100 })
    expect(late.json().code).toBe('ORDER_CANCELLED')
  })
})
