import type { HeldCart } from '@sms/contract'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createCustomer } from '../../db/factories/parties.ts'
import { createProduct } from '../../db/factories/products.ts'
import { auditLog } from '../../db/schema/index.ts'
import type { DocumentEvent } from '../documents/events.ts'
import { createShiftTestApp } from '../shifts/shift-test-kit.ts'

const t = await createShiftTestApp()
const events: DocumentEvent[] = []
t.app.events.subscribe((event) => events.push(event))

let store: { id: number }
let otherStore: { id: number }
let product: { id: number }

beforeAll(async () => {
  store = await t.createStore()
  otherStore = await t.createStore()
  product = await createProduct(t.db)
})

const cart = (overrides: object = {}) => ({
  store_id: store.id,
  name: 'Lady in red',
  lines: [{ product_id: product.id, quantity: 2 }],
  ...overrides,
})

describe('held carts', () => {
  it('parks a cart any till of the store can list, read and take back', async () => {
    const customer = await createCustomer(t.db)
    const first = await t.signInAtStores(['cashier'], [store.id])
    const second = await t.signInAtStores(['cashier'], [store.id])
    const held = await t.as(first.token).post(
      '/api/held-carts',
      cart({
        customer_id: customer.id,
        note: 'back in 5',
        lines: [{ product_id: product.id, quantity: 1.5 }],
      }),
    )
    expect(held.statusCode, held.body).toBe(201)
    const parked = held.json<{ data: HeldCart }>().data
    expect(parked).toMatchObject({
      store_id: store.id,
      name: 'Lady in red',
      customer_id: customer.id,
      lines: [{ product_id: product.id, quantity: 1.5 }],
      note: 'back in 5',
      payment_status: 'onhold',
      created_by: first.user.id,
    })
    expect(events).toContainEqual({
      type: 'held-cart.changed',
      id: parked.id,
      store_id: store.id,
      action: 'held',
      count: 1,
    })

    const list = await t.as(second.token).get(`/api/held-carts?store_id=${store.id}`)
    expect(list.statusCode).toBe(200)
    expect(list.json<{ data: HeldCart[] }>().data.map((c) => c.id)).toEqual([parked.id])
    const read = await t.as(second.token).get(`/api/held-carts/${parked.id}`)
    expect(read.json().data).toEqual(parked)

    const taken = await t.as(second.token).del(`/api/held-carts/${parked.id}`)
    expect(taken.statusCode).toBe(200)
    expect(taken.json().data).toEqual(parked)
    expect(events).toContainEqual({
      type: 'held-cart.changed',
      id: parked.id,
      store_id: store.id,
      action: 'discarded',
      count: 0,
    })
    // Taken once: a second till resuming the same cart finds it gone.
    expect((await t.as(first.token).del(`/api/held-carts/${parked.id}`)).statusCode).toBe(404)
    expect((await t.as(first.token).get(`/api/held-carts?store_id=${store.id}`)).json().data).toEqual([])
    const audit = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'held-carts'), eq(auditLog.record_id, parked.id)))
    expect(audit.map((a) => a.action).sort()).toEqual(['created', 'deleted'])
  })

  it('goes to one till when two take the same cart at once', async () => {
    const first = await t.signInAtStores(['cashier'], [store.id])
    const second = await t.signInAtStores(['cashier'], [store.id])
    const id = (await t.as(first.token).post('/api/held-carts', cart())).json().data.id
    const answers = await Promise.all([
      t.as(first.token).del(`/api/held-carts/${id}`),
      t.as(second.token).del(`/api/held-carts/${id}`),
    ])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404])
  })

  it('keeps each store’s carts to those who work there', async () => {
    const here = await t.signInAtStores(['cashier'], [store.id])
    const there = await t.signInAtStores(['cashier'], [otherStore.id])
    const theirs = await t
      .as(there.token)
      .post('/api/held-carts', cart({ store_id: otherStore.id, name: 'Theirs' }))
    expect(theirs.statusCode).toBe(201)
    const id = theirs.json().data.id
    expect((await t.as(here.token).get(`/api/held-carts?store_id=${otherStore.id}`)).statusCode).toBe(403)
    expect((await t.as(here.token).get(`/api/held-carts/${id}`)).statusCode).toBe(403)
    expect((await t.as(here.token).del(`/api/held-carts/${id}`)).statusCode).toBe(403)
    expect(
      (await t.as(here.token).post('/api/held-carts', cart({ store_id: otherStore.id }))).statusCode,
    ).toBe(403)
    const mine = await t.as(here.token).get(`/api/held-carts?store_id=${store.id}`)
    expect(mine.json<{ data: HeldCart[] }>().data.some((c) => c.id === id)).toBe(false)
    const keeper = await t.signInAtStores(['stock_keeper'], [store.id])
    expect((await t.as(keeper.token).get(`/api/held-carts?store_id=${store.id}`)).statusCode).toBe(403)
  })

  it('refuses bad carts with a 4xx', async () => {
    const cashier = await t.signInAtStores(['cashier'], [store.id])
    for (const body of [
      cart({ name: '' }),
      cart({ lines: [] }),
      cart({ lines: [{ product_id: product.id, quantity: 0 }] }),
      cart({ lines: [{ product_id: product.id, quantity: 1.0001 }] }),
      cart({ store_id: 'x' }),
    ]) {
      const response = await t.as(cashier.token).post('/api/held-carts', body)
      expect(response.statusCode, JSON.stringify(body)).toBe(422)
    }
    const unknown = await t
      .as(cashier.token)
      .post('/api/held-carts', cart({ customer_id: 999_999, lines: [{ product_id: 999_999, quantity: 1 }] }))
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().errors).toEqual({ customer_id: ['not_found'], 'lines.0.product_id': ['not_found'] })
    expect((await t.as(cashier.token).get('/api/held-carts')).statusCode).toBe(400)
    expect((await t.as(cashier.token).get('/api/held-carts/abc')).statusCode).toBe(400)
    expect((await t.as(cashier.token).get('/api/held-carts/99999999')).statusCode).toBe(404)
  })
})
