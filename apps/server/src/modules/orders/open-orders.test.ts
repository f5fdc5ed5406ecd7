import { liveChannels, type OrderSummary } from '@sms/contract'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { stockMovements } from '../../db/schema/index.ts'
import type { DocumentEvent } from '../documents/events.ts'
import { channelsForEvent } from '../live/event-channels.ts'
import { createOrdersTestApp } from './orders-test-kit.ts'

const t = await createOrdersTestApp()
let store: { id: number }
let manager: Awaited<ReturnType<typeof t.managerAt>>
let cashier: Awaited<ReturnType<typeof t.cashierAt>>
let soap: { id: number; name_en: string }
let customer: { id: number }

beforeAll(async () => {
  store = await t.createStore()
  manager = await t.managerAt(store.id)
  cashier = await t.cashierAt(store.id)
  soap = await t.createProduct({ price_usd: 250, taxable: true })
  await t.stockUp(store.id, soap.id, 5)
  customer = await t.createCustomer({ name: 'Dara' })
})

const order = (quantity: number) => ({
  store_id: store.id,
  customer_id: customer.id,
  lines: [{ product_id: soap.id, quantity }],
  shipping_address: { address: 'St. 271, house 12', province_id: null },
  delivery_note: 'Call before coming',
})

async function recording<T>(run: () => Promise<T>) {
  const events: DocumentEvent[] = []
  const unsubscribe = t.app.events.subscribe((event) => events.push(event))
  try {
    return { result: await run(), events }
  } finally {
    unsubscribe()
  }
}

describe('an open order', () => {
  it('is priced on the server, numbered, reserves nothing and waits in the review list', async () => {
    const { result: response, events } = await recording(() => t.api.open(cashier.token, order(2)))
    expect(response.statusCode).toBe(201)
    const created = response.json().data
    expect(created).toMatchObject({
      source: 'back_office',
      stage: 'preparing',
      payment_status: 'unpaid',
      approved_at: null,
      total_usd: 500,
      customer_name: 'Dara',
      delivery_note: 'Call before coming',
      shipping_address: { address: 'St. 271, house 12', province_id: null, village_id: null },
      next_stages: ['cancelled'],
    })
    expect(created.number).toMatch(/^SO-\d{4}-\d{6}$/)
    expect(created.stage_history).toMatchObject([{ from_stage: null, to_stage: 'preparing' }])
    const moved = await t.db.select().from(stockMovements).where(eq(stockMovements.document_id, created.id))
    expect(moved.filter((m) => m.document_type === 'order')).toEqual([])
    const created_event = events.find((e) => e.type === 'order.created')
    expect(created_event && channelsForEvent(created_event)).toEqual([liveChannels.orders(store.id)])
    const review = await t.as(manager.token).get('/api/orders/review')
    expect(review.json<{ data: OrderSummary[] }>().data.map((o) => o.id)).toContain(created.id)
  })

  it('is approved only by a user with orders.approve, which takes the stock and leaves the review list', async () => {
    const created = await t.ok(await t.api.open(cashier.token, order(2)), 201)
    expect((await t.api.approve(cashier.token, created.id)).statusCode).toBe(403)
    const { result, events } = await recording(() => t.api.approve(manager.token, created.id))
    const approved = await t.ok(result)
    expect(approved).toMatchObject({ approved_by: manager.user.id, approved_by_name: manager.user.name })
    expect(approved.next_stages).toEqual(['preparing_done', 'cancelled'])
    const changed = events.find((e) => e.type === 'order.changed')
    expect(changed).toMatchObject({ action: 'approved', id: created.id, store_id: store.id })
    expect(changed && channelsForEvent(changed)).toEqual([liveChannels.orders(store.id)])
    expect(events.some((e) => e.type === 'stock.changed')).toBe(true)
    const review = await t.as(manager.token).get('/api/orders/review')
    expect(review.json<{ data: OrderSummary[] }>().data.map((o) => o.id)).not.toContain(created.id)
    expect((await t.api.approve(manager.token, created.id)).json().code).toBe('ORDER_ALREADY_APPROVED')
  })

  it('is refused at approval when short, naming the product, and nothing changes', async () => {
    const created = await t.ok(await t.api.open(cashier.token, order(50)), 201)
    const { result: short, events } = await recording(() => t.api.approve(manager.token, created.id))
    expect(short.statusCode).toBe(422)
    expect(short.json()).toMatchObject({
      code: 'STOCK_INSUFFICIENT',
      message: `Not enough stock for product ${soap.name_en}`,
    })
    expect(events).toEqual([])
    expect((await t.api.detail(manager.token, created.id)).approved_at).toBeNull()
  })

  it('answers 422 on bad input and 404 on an unknown order, never a partial write', async () => {
    const empty = await t.api.open(manager.token, { store_id: store.id, lines: [] })
    expect(empty.statusCode).toBe(422)
    const unknown = await t.api.open(manager.token, {
      store_id: store.id,
      lines: [{ product_id: 999_999, quantity: 1 }],
    })
    expect(unknown.statusCode).toBe(422)
    expect((await t.as(manager.token).get('/api/orders/999999')).statusCode).toBe(404)
  })

  it('shows the lists only from the user’s stores', async () => {
    const elsewhere = await t.signInAtStores(['manager'], [(await t.createStore()).id])
    const review = await t.as(elsewhere.token).get('/api/orders/review')
    expect(review.json().meta.total).toBe(0)
    const created = await t.ok(await t.api.open(manager.token, order(1)), 201)
    expect((await t.as(elsewhere.token).get(`/api/orders/${created.id}`)).statusCode).toBe(403)
  })
})
