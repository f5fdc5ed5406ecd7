import { randomUUID } from 'node:crypto'
import type { OrderDetail } from '@sms/contract'
import { count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { bearer } from '../../../test/test-app.ts'
import { createSupplier } from '../../db/factories/parties.ts'
import { auditLog, idempotencyKeys } from '../../db/schema/index.ts'
import { createOrdersTestApp } from '../orders/orders-test-kit.ts'

/**
 * Issue 23.3: every route that takes an Idempotency-Key, walked from the route table. A retry of a finished
 * request answers exactly the first answer (status and body) and writes nothing; a retry while the first still
 * runs is a clear 409 — never a 500. Each route has a recipe making one fresh, valid request; a route added
 * without one fails the first test.
 */
const t = await createOrdersTestApp()
await t.app.ready()
type Call = { method?: 'POST' | 'PUT' | 'DELETE'; url: string; body?: object; token?: string }

let store: { id: number }
let other: { id: number }
let supplier: { id: number }
let admin: string
let keeper: string
let seller: Awaited<ReturnType<typeof t.cashierAt>>
const yesterday = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10)

beforeAll(async () => {
  store = await t.createStore({ adjustment_approval_limit_usd: 1 })
  other = await t.createStore()
  supplier = await createSupplier(t.db)
  admin = t.admin.token
  keeper = (await t.signInAtStores(['stock_keeper'], [store.id])).token
  seller = await t.cashierAt(store.id, ['manager'])
})

/** A product with stock at the test store (and at the other store, for transfers). */
async function stocked(overrides: Parameters<typeof t.createProduct>[0] = {}) {
  const product = await t.createProduct({ price_usd: 500, cost_usd: 200, taxable: false, ...overrides })
  await t.stockUp(store.id, product.id, 20)
  return product
}

/** Sends a setup request (its own fresh key) and answers its `data`. */
async function made<T = { id: number }>(call: Call): Promise<T> {
  const response = await send(call, randomUUID())
  if (response.statusCode >= 300) throw new Error(`${call.url}: ${response.statusCode} ${response.body}`)
  return response.json<{ data: T }>().data
}

function send(call: Call, key: string) {
  return t.app.inject({
    method: call.method ?? 'POST',
    url: call.url,
    headers: { ...bearer(call.token ?? admin), 'idempotency-key': key },
    ...(call.body !== undefined && { payload: call.body }),
  })
}

const poBody = (productId: number, quantity = 5) => ({
  supplier_id: supplier.id,
  store_id: store.id,
  lines: [{ product_id: productId, quantity, unit_cost_usd: 150 }],
})
const draftPo = async () => made({ url: '/api/purchase-orders', body: poBody((await stocked()).id) })
const orderedPo = async () => {
  const draft = await draftPo()
  return made<{ id: number; lines: { id: number }[] }>({ url: `/api/purchase-orders/${draft.id}/order` })
}
const transfer = async () => {
  const product = await stocked()
  const body = {
    from_store_id: store.id,
    to_store_id: other.id,
    lines: [{ product_id: product.id, quantity: 2 }],
  }
  return { product, id: (await made({ url: '/api/stock-transfers', body })).id }
}
const openCount = async () => {
  const product = await stocked()
  const body = { store_id: store.id, scope: 'partial', product_ids: [product.id] }
  return { product, id: (await made({ url: '/api/stock-counts', body })).id }
}
const pendingAdjustment = async () => {
  const product = await stocked()
  const body = { store_id: store.id, reason: 'found', lines: [{ product_id: product.id, quantity: 1 }] }
  return made({ url: '/api/stock-adjustments', body, token: keeper })
}
const basket = async () => ({
  store_id: store.id,
  lines: [{ product_id: (await stocked()).id, quantity: 2 }],
})
const approvedOrder = async () => {
  const open = await made<OrderDetail>({ url: '/api/orders', body: await basket(), token: seller.token })
  return made<OrderDetail>({ url: `/api/orders/${open.id}/approve`, token: seller.token })
}
const soldOrder = async () =>
  t.sell(seller.token, { ...(await basket()), tenders: [{ method: 'cash', currency: 'USD', amount: 1000 }] })
/** A user with no open shift at the store, for opening one. */
const freshCashier = async () => t.signInAtStores(['cashier'], [store.id])

const RECIPES: Record<string, () => Promise<Call>> = {
  'POST /api/stock-adjustments': async () => ({
    url: '/api/stock-adjustments',
    body: { store_id: store.id, reason: 'found', lines: [{ product_id: (await stocked()).id, quantity: 1 }] },
  }),
  'POST /api/stock-adjustments/:id/approve': async () => ({
    url: `/api/stock-adjustments/${(await pendingAdjustment()).id}/approve`,
  }),
  'POST /api/stock-adjustments/:id/reject': async () => ({
    url: `/api/stock-adjustments/${(await pendingAdjustment()).id}/reject`,
  }),
  'POST /api/purchase-orders': async () => ({
    url: '/api/purchase-orders',
    body: poBody((await stocked()).id),
  }),
  'POST /api/purchase-orders/drafts-from-low-stock': async () => {
    const low = await t.createProduct({ low_stock_threshold: 50 })
    await t.stockUp(store.id, low.id, 1)
    return {
      url: '/api/purchase-orders/drafts-from-low-stock',
      body: { store_id: store.id, product_ids: [low.id], supplier_id: supplier.id },
    }
  },
  'POST /api/purchase-orders/:id/edit': async () => {
    const product = await stocked()
    const draft = await made({ url: '/api/purchase-orders', body: poBody(product.id) })
    return { url: `/api/purchase-orders/${draft.id}/edit`, body: poBody(product.id, 7) }
  },
  'POST /api/purchase-orders/:id/order': async () => ({
    url: `/api/purchase-orders/${(await draftPo()).id}/order`,
  }),
  'POST /api/purchase-orders/:id/cancel': async () => ({
    url: `/api/purchase-orders/${(await orderedPo()).id}/cancel`,
  }),
  'POST /api/purchase-orders/:id/receive': async () => {
    const ordered = await orderedPo()
    const lines = ordered.lines.map((line) => ({ purchase_order_line_id: line.id, quantity: 5 }))
    return { url: `/api/purchase-orders/${ordered.id}/receive`, body: { lines } }
  },
  'PUT /api/stocks/:store_id/:product_id/threshold': async () => ({
    method: 'PUT',
    url: `/api/stocks/${store.id}/${(await stocked()).id}/threshold`,
    body: { low_stock_threshold: 4 },
  }),
  'POST /api/products/expired/write-off': async () => {
    const expired = await stocked({ expiry_date: yesterday })
    return {
      url: '/api/products/expired/write-off',
      body: { store_id: store.id, items: [{ product_id: expired.id }] },
    }
  },
  'POST /api/stock-transfers': async () => ({
    url: '/api/stock-transfers',
    body: {
      from_store_id: store.id,
      to_store_id: other.id,
      lines: [{ product_id: (await stocked()).id, quantity: 1 }],
    },
  }),
  'POST /api/stock-transfers/:id/approve': async () => ({
    url: `/api/stock-transfers/${(await transfer()).id}/approve`,
  }),
  'POST /api/stock-transfers/:id/dispatch': async () => {
    const { id } = await transfer()
    await made({ url: `/api/stock-transfers/${id}/approve` })
    return { url: `/api/stock-transfers/${id}/dispatch` }
  },
  'POST /api/stock-transfers/:id/cancel': async () => ({
    url: `/api/stock-transfers/${(await transfer()).id}/cancel`,
  }),
  'POST /api/stock-transfers/:id/receive': async () => {
    const { id, product } = await transfer()
    await made({ url: `/api/stock-transfers/${id}/approve` })
    await made({ url: `/api/stock-transfers/${id}/dispatch` })
    return {
      url: `/api/stock-transfers/${id}/receive`,
      body: { lines: [{ product_id: product.id, quantity: 2 }] },
    }
  },
  'POST /api/stock-counts': async () => ({
    url: '/api/stock-counts',
    body: { store_id: store.id, scope: 'partial', product_ids: [(await stocked()).id] },
  }),
  'POST /api/stock-counts/:id/lines': async () => {
    const { id, product } = await openCount()
    return {
      url: `/api/stock-counts/${id}/lines`,
      body: { lines: [{ product_id: product.id, counted_quantity: 18 }] },
    }
  },
  'POST /api/stock-counts/:id/post': async () => {
    const { id, product } = await openCount()
    await made({
      url: `/api/stock-counts/${id}/lines`,
      body: { lines: [{ product_id: product.id, counted_quantity: 19 }] },
    })
    return { url: `/api/stock-counts/${id}/post` }
  },
  'POST /api/stock-counts/:id/cancel': async () => ({
    url: `/api/stock-counts/${(await openCount()).id}/cancel`,
  }),
  'POST /api/pos/checkout': async () => ({
    url: '/api/pos/checkout',
    token: seller.token,
    body: { ...(await basket()), tenders: [{ method: 'cash', currency: 'USD', amount: 1000 }] },
  }),
  'POST /api/orders': async () => ({ url: '/api/orders', token: seller.token, body: await basket() }),
  'POST /api/orders/:id/approve': async () => {
    const open = await made<OrderDetail>({ url: '/api/orders', body: await basket(), token: seller.token })
    return { url: `/api/orders/${open.id}/approve`, token: seller.token }
  },
  'POST /api/orders/:id/transition': async () => {
    const order = await approvedOrder()
    return {
      url: `/api/orders/${order.id}/transition`,
      token: seller.token,
      body: { to: order.next_stages.find((s) => s !== 'cancelled') },
    }
  },
  'POST /api/orders/:id/cancel': async () => {
    const open = await made<OrderDetail>({ url: '/api/orders', body: await basket(), token: seller.token })
    return { url: `/api/orders/${open.id}/cancel`, token: seller.token, body: { reason: 'customer called' } }
  },
  // The case: a double click on "Add payment" answered the second click with a 500.
  'POST /api/orders/:id/payments': async () => {
    const order = await approvedOrder()
    return {
      url: `/api/orders/${order.id}/payments`,
      token: seller.token,
      body: { method: 'cash', currency: 'USD', amount: order.due_usd },
    }
  },
  'POST /api/orders/:id/returns': async () => {
    const sale = await soldOrder()
    const line = sale.lines[0]
    return {
      url: `/api/orders/${sale.id}/returns`,
      token: seller.token,
      body: {
        lines: [{ order_line_id: line?.id, quantity: 1 }],
        refund: [{ method: 'cash', currency: 'USD', amount: 500 }],
        reason: 'damaged',
      },
    }
  },
  'POST /api/orders/:id/invoice': async () => ({
    url: `/api/orders/${(await soldOrder()).id}/invoice`,
    token: seller.token,
    body: {},
  }),
  // The other case: a double click on "Set rate" wrote two history rows and two notifications.
  'POST /api/exchange-rates': async () => ({
    url: '/api/exchange-rates',
    body: { rate: 4100, confirm: true },
  }),
  'POST /api/shifts': async () => ({
    url: '/api/shifts',
    token: (await freshCashier()).token,
    body: { store_id: store.id, float_usd: 2000, float_khr: 40_000 },
  }),
  'POST /api/shifts/:id/cash-moves': async () => ({
    url: `/api/shifts/${seller.shift.id}/cash-moves`,
    token: seller.token,
    body: { direction: 'in', currency: 'KHR', amount: 10_000, reason: 'Coins' },
  }),
  'POST /api/shifts/:id/close': async () => {
    const cashier = await freshCashier()
    const shift = await made({
      url: '/api/shifts',
      token: cashier.token,
      body: { store_id: store.id, float_usd: 0, float_khr: 0 },
    })
    return {
      url: `/api/shifts/${shift.id}/close`,
      token: cashier.token,
      body: { counted_usd: 0, counted_khr: 0 },
    }
  },
  'POST /api/held-carts': async () => ({
    url: '/api/held-carts',
    token: seller.token,
    body: { ...(await basket()), name: 'Table 5' },
  }),
  'DELETE /api/held-carts/:id': async () => {
    const cart = await made({
      url: '/api/held-carts',
      token: seller.token,
      body: { ...(await basket()), name: 'Table 6' },
    })
    return { method: 'DELETE', url: `/api/held-carts/${cart.id}`, token: seller.token }
  },
}

const idempotentRoutes = t.app.routeTable
  .filter((route) => route.idempotent && route.method !== 'HEAD')
  .map((route) => `${route.method} ${route.url}`)

const audits = async () => (await t.db.select({ n: count() }).from(auditLog))[0]?.n ?? 0

describe('every route that takes an Idempotency-Key', () => {
  it('has a recipe here, so none is left untested', () => {
    expect(idempotentRoutes.length).toBeGreaterThanOrEqual(30)
    expect(Object.keys(RECIPES).sort()).toEqual([...idempotentRoutes].sort())
  })

  it.each(idempotentRoutes)('%s: a replay is the first answer; a retry in flight is a 409', async (route) => {
    const recipe = RECIPES[route]
    if (!recipe) throw new Error(`no recipe for ${route}`)
    const call = await recipe()
    const key = randomUUID()
    const first = await send(call, key)
    expect(first.statusCode, first.body).toBeLessThan(300)

    const written = await audits()
    const replay = await send(call, key)
    expect(replay.statusCode, replay.body).toBe(first.statusCode)
    expect(replay.json()).toEqual(first.json())
    expect(replay.headers['idempotent-replayed']).toBe('true')
    expect(await audits()).toBe(written)

    // The first request still running: its claim holds no answer yet (as between the claim and the commit).
    const [claim] = await t.db
      .update(idempotencyKeys)
      .set({ status_code: null, response: null })
      .where(eq(idempotencyKeys.key, key))
      .returning()
    expect(claim).toBeDefined()
    const inFlight = await send(call, key)
    expect(inFlight.statusCode, inFlight.body).toBe(409)
    expect(inFlight.json()).toMatchObject({
      code: 'IDEMPOTENCY_IN_PROGRESS',
      message: 'A request with this Idempotency-Key is still running.',
    })
    expect(await audits()).toBe(written)
  })
})

describe('a double click on "Add payment"', () => {
  it('sent at once with one key: one payment, and neither answer is an error', async () => {
    const order = await approvedOrder()
    const call = {
      url: `/api/orders/${order.id}/payments`,
      token: seller.token,
      body: { method: 'cash', currency: 'USD', amount: 100 },
    }
    const key = randomUUID()
    const answers = await Promise.all([send(call, key), send(call, key)])
    // On PostgreSQL the second usually finds the first running (409); on PGlite it waits and is replayed.
    for (const answer of answers) expect([201, 409], answer.body).toContain(answer.statusCode)
    const succeeded = answers.filter((a) => a.statusCode === 201)
    expect(succeeded.length).toBeGreaterThanOrEqual(1)
    for (const answer of succeeded) expect(answer.json()).toEqual(succeeded[0]?.json())
    const detail = await t.api.detail(seller.token, order.id)
    expect(detail.tenders.filter((row) => row.kind === 'payment')).toHaveLength(1)
    expect(detail.due_usd).toBe(order.due_usd - 100)
  })
})
