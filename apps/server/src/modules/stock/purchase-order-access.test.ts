import { beforeAll, describe, expect, it } from 'vitest'
import { bearer } from '../../../test/test-app.ts'
import { createPurchasingTestApp } from './purchasing-test-kit.ts'

const t = await createPurchasingTestApp()
let admin: string
let store: { id: number }
let supplier: { id: number; name: string }

beforeAll(async () => {
  const session = await t.signInAs('admin')
  admin = session.token
  store = await t.createStore()
  supplier = await t.createSupplier({ name: 'Angkor Wholesale' })
})

const { receiptMovements } = t

describe('purchase orders', () => {
  it('answers a receive retried with the same Idempotency-Key once, and writes it once', async () => {
    const beer = await t.createProduct()
    const order = await t.orderedOrder(admin, {
      supplier_id: supplier.id,
      store_id: store.id,
      lines: [{ product_id: beer.id, quantity: 24, unit_cost_usd: 60 }],
    })
    const body = { lines: [{ purchase_order_line_id: order.lines[0]?.id ?? 0, quantity: 12 }] }
    const key = { 'idempotency-key': `receive-${order.id}` }
    const first = await t.receive(admin, order.id, body, key)
    const retry = await t.receive(admin, order.id, body, key)
    expect(first.statusCode).toBe(200)
    expect(retry.statusCode).toBe(200)
    expect(retry.headers['idempotent-replayed']).toBe('true')
    expect(retry.json()).toEqual(first.json())
    expect(await receiptMovements(beer.id)).toHaveLength(1)
    expect((await t.onHand(admin, store.id, beer.id))[0]?.on_hand).toBe(12)
    const reused = await t.receive(
      admin,
      order.id,
      { lines: [{ ...body.lines[0], quantity: 1 }] } as never,
      key,
    )
    expect(reused.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' })
  })

  it("answers 403 for another store's order and lists only the user's stores", async () => {
    const mine = await t.createStore()
    const theirs = await t.createStore()
    const manager = await t.signInAtStores(['manager'], [mine.id])
    const salt = await t.createProduct()
    const order = await t.orderedOrder(admin, {
      supplier_id: supplier.id,
      store_id: theirs.id,
      lines: [{ product_id: salt.id, quantity: 3, unit_cost_usd: 10 }],
    })
    const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: bearer(manager.token), payload })
    expect((await as('GET', `/api/purchase-orders/${order.id}`)).statusCode).toBe(403)
    const receive = await as('POST', `/api/purchase-orders/${order.id}/receive`, {
      lines: [{ purchase_order_line_id: order.lines[0]?.id, quantity: 1 }],
    })
    expect(receive.statusCode).toBe(403)
    expect(receive.json()).toMatchObject({ code: 'FORBIDDEN', params: { store_id: theirs.id } })
    const create = await as('POST', '/api/purchase-orders', {
      supplier_id: supplier.id,
      store_id: theirs.id,
      lines: [{ product_id: salt.id, quantity: 1, unit_cost_usd: 1 }],
    })
    expect(create.statusCode).toBe(403)
    const list = await as('GET', '/api/purchase-orders?per_page=200')
    expect(list.json().data.map((o: { store_id: number }) => o.store_id)).not.toContain(theirs.id)
    expect(await receiptMovements(salt.id)).toEqual([])
  })

  it('lets a stock keeper draft and receive but not send an order', async () => {
    const keeper = await t.signInAtStores(['stock_keeper'], [store.id])
    const oil = await t.createProduct()
    const created = await t.createOrder(keeper.token, {
      supplier_id: supplier.id,
      store_id: store.id,
      lines: [{ product_id: oil.id, quantity: 2, unit_cost_usd: 300 }],
    })
    expect(created.statusCode).toBe(201)
    const id = created.json().data.id
    expect((await t.post(keeper.token, `/api/purchase-orders/${id}/order`)).statusCode).toBe(403)
    await t.post(admin, `/api/purchase-orders/${id}/order`)
    const received = await t.receive(keeper.token, id, {
      lines: [{ purchase_order_line_id: created.json().data.lines[0].id, quantity: 2 }],
    })
    expect(received.json().data.status).toBe('received')
  })
})
