import { randomUUID } from 'node:crypto'
import type { CheckoutRequest, Order } from '@sms/contract'
import { and, count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { bearer } from '../../../test/test-app.ts'
import { notifications, orders, shifts, stockLevels, tills } from '../../db/schema/index.ts'
import { createSalesTestApp } from './sales-test-kit.ts'

const t = await createSalesTestApp()
let store: { id: number }
let otherStore: { id: number }
let cashier: Awaited<ReturnType<typeof t.cashierAt>>
let manager: Awaited<ReturnType<typeof t.signInAtStores>>
let till: { id: number }
let otherTill: { id: number }
let soda: { id: number }
let rice: { id: number }
let sequence = 0

beforeAll(async () => {
  // A store that does not allow negative stock: an offline sale still goes through, flagged.
  store = await t.createStore({ allow_negative_stock: false })
  otherStore = await t.createStore()
  cashier = await t.cashierAt(store.id)
  manager = await t.signInAtStores(['manager'], [store.id])
  // The shift opened an hour ago, so the till's sales of the last hour fall inside it.
  await t.db
    .update(shifts)
    .set({ opened_at: new Date(Date.now() - 3_600_000) })
    .where(eq(shifts.id, cashier.shift.id))
  const registered = await t.db
    .insert(tills)
    .values([
      { store_id: store.id, name: 'Front' },
      { store_id: otherStore.id, name: 'Back' },
    ])
    .returning()
  till = registered[0] as { id: number }
  otherTill = registered[1] as { id: number }
  soda = await t.createProduct({ price_usd: 100, taxable: false })
  rice = await t.createProduct({ price_usd: 250, taxable: false })
  await t.stockUp(store.id, soda.id, 2)
  await t.stockUp(store.id, rice.id, 100)
})

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()
const nextNumber = (tillId = till.id) => `T${tillId}-${String(++sequence).padStart(6, '0')}`

/** What the till sends for a sale it made offline: its prices, its number, its clock and its rate. */
const offlineSale = (
  lines: { product_id: number; quantity: number; unit_price_usd: number }[],
  offline: Partial<NonNullable<CheckoutRequest['offline']>> = {},
): CheckoutRequest => ({
  store_id: store.id,
  lines,
  tenders: [{ method: 'cash', currency: 'USD', amount: 5_000 }],
  offline: { till_id: till.id, number: nextNumber(), sold_at: minutesAgo(5), rate: 4100, ...offline },
})

const levelOf = async (productId: number) =>
  Number(
    (
      await t.db
        .select({ on_hand: stockLevels.on_hand })
        .from(stockLevels)
        .where(and(eq(stockLevels.store_id, store.id), eq(stockLevels.product_id, productId)))
    )[0]?.on_hand,
  )
const orderCount = async () => (await t.db.select({ n: count() }).from(orders))[0]?.n ?? 0

describe('a sale made offline', () => {
  it('keeps the offline number beside its own receipt number, the till and the sale time', async () => {
    const body = offlineSale([{ product_id: rice.id, quantity: 1, unit_price_usd: 250 }])
    const order = await t.sell(cashier.token, body)
    expect(order).toMatchObject({
      number: expect.stringMatching(/^R-\d{4}-\d{6}$/),
      offline_number: body.offline?.number,
      till_id: till.id,
      sold_at: new Date(body.offline?.sold_at as string).toISOString(),
      rate: 4100,
      stock_exception: false,
      price_review: false,
    })
    expect(order.lines[0]).toMatchObject({
      unit_price_usd: 250,
      price_overridden: false,
      list_price_usd: null,
    })
  })

  it('is never refused for stock: the level goes below zero and the manager is told', async () => {
    const before = await levelOf(soda.id)
    const order = await t.sell(
      cashier.token,
      offlineSale([{ product_id: soda.id, quantity: before + 3, unit_price_usd: 100 }]),
    )
    expect(order.stock_exception).toBe(true)
    expect(await levelOf(soda.id)).toBe(-3)
    const told = await t.db
      .select({ kind: notifications.kind, link: notifications.link })
      .from(notifications)
      .where(eq(notifications.user_id, manager.user.id))
    expect(told).toContainEqual({ kind: 'offline_sale_review', link: `/orders/${order.id}` })
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/orders?filter[stock_exception][equals]=true&filter[store_id][equals]=${store.id}`,
      headers: bearer(manager.token),
    })
    expect(listed.json<{ data: Order[] }>().data.map((o) => o.id)).toEqual([order.id])
  })

  it('records the price the till charged and flags it when it differs, without a manager', async () => {
    // The seeded cashier has no pos.edit: online this price would need a manager's PIN.
    const order = await t.sell(
      cashier.token,
      offlineSale([
        { product_id: rice.id, quantity: 2, unit_price_usd: 10 },
        { product_id: soda.id, quantity: 1, unit_price_usd: 100 },
      ]),
    )
    expect(order.price_review).toBe(true)
    expect(order.total_usd).toBe(120)
    expect(order.lines.map((l) => [l.unit_price_usd, l.price_overridden, l.list_price_usd])).toEqual([
      [10, true, 250],
      [100, false, null],
    ])
  })

  it('compares with the price at the sale time, not a price changed since', async () => {
    const product = await t.createProduct({ price_usd: 300, taxable: false })
    const soldAt = minutesAgo(10)
    const url = `/api/products/${product.id}`
    const read = await t.app.inject({ method: 'GET', url, headers: bearer(t.admin.token) })
    const changed = await t.app.inject({
      method: 'PUT',
      url,
      headers: bearer(t.admin.token),
      payload: { ...read.json<{ data: Record<string, unknown> }>().data, price_usd: 350 },
    })
    expect(changed.statusCode, changed.body).toBe(200)
    const order = await t.sell(
      cashier.token,
      offlineSale([{ product_id: product.id, quantity: 1, unit_price_usd: 300 }], { sold_at: soldAt }),
    )
    expect(order.price_review).toBe(false)
  })

  it.each([
    ['before the shift opened', minutesAgo(120), 'outside_shift'],
    ['in the future', new Date(Date.now() + 3_600_000).toISOString(), 'in_future'],
  ])('refuses a sale dated %s with a 422 and writes nothing', async (_name, sold_at, reason) => {
    const before = await orderCount()
    const response = await t.checkout(
      cashier.token,
      offlineSale([{ product_id: rice.id, quantity: 1, unit_price_usd: 250 }], { sold_at }),
    )
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({ 'offline.sold_at': [reason] })
    expect(await orderCount()).toBe(before)
  })

  it.each([
    [
      'a till of another store',
      () => ({ till_id: otherTill.id, number: nextNumber(otherTill.id) }),
      'offline.till_id',
      'not_registered',
    ],
    [
      'a number of another till',
      () => ({ number: nextNumber(otherTill.id) }),
      'offline.number',
      'till_mismatch',
    ],
    ['a rate outside the band', () => ({ rate: 41 }), 'offline.rate', 'rate_out_of_band'],
  ])('refuses %s', async (_name, offline, field, reason) => {
    const response = await t.checkout(
      cashier.token,
      offlineSale([{ product_id: rice.id, quantity: 1, unit_price_usd: 250 }], offline()),
    )
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({ [field]: [reason] })
  })

  it('needs the price the till charged on every line', async () => {
    const body = offlineSale([{ product_id: rice.id, quantity: 1, unit_price_usd: 250 }])
    const response = await t.checkout(cashier.token, {
      ...body,
      lines: [{ product_id: rice.id, quantity: 1 }],
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({ 'lines.0.unit_price_usd': ['required'] })
  })
})

describe('an offline sale sent again', () => {
  it('with the same key replays the first answer and writes nothing', async () => {
    const body = offlineSale([{ product_id: rice.id, quantity: 1, unit_price_usd: 250 }])
    const key = randomUUID()
    const first = await t.checkout(cashier.token, body, key)
    const rice0 = await levelOf(rice.id)
    const orders0 = await orderCount()
    const again = await t.checkout(cashier.token, body, key)
    expect(again.statusCode).toBe(201)
    expect(again.body).toBe(first.body)
    expect([await orderCount(), await levelOf(rice.id)]).toEqual([orders0, rice0])
  })

  it('with another key is a 409 naming the order already recorded', async () => {
    const body = offlineSale([{ product_id: rice.id, quantity: 1, unit_price_usd: 250 }])
    const first = (await t.checkout(cashier.token, body)).json<{ data: Order }>().data
    const orders0 = await orderCount()
    const again = await t.checkout(cashier.token, body)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({
      code: 'OFFLINE_SALE_RECORDED',
      params: { offline_number: body.offline?.number, order_id: first.id, number: first.number },
    })
    expect(await orderCount()).toBe(orders0)
  })

  it.each([
    ['the same key', () => [randomUUID()].flatMap((key) => [key, key])],
    ['two keys', () => [randomUUID(), randomUUID()]],
  ])('twice at the same moment with %s makes one order', async (_name, keys) => {
    const body = offlineSale([{ product_id: rice.id, quantity: 1, unit_price_usd: 250 }])
    const rice0 = await levelOf(rice.id)
    const answers = await Promise.all(keys().map((key) => t.checkout(cashier.token, body, key)))
    const statuses = answers.map((a) => a.statusCode)
    expect(statuses).toContain(201)
    for (const status of statuses) expect([201, 409]).toContain(status)
    const made = await t.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.offline_number, body.offline?.number as string))
    expect(made[0]?.n).toBe(1)
    expect(await levelOf(rice.id)).toBe(rice0 - 1)
  })
})
