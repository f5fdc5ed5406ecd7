import { randomUUID } from 'node:crypto'
import type { OrderDetail } from '@sms/contract'
import { bearer } from '../../../test/test-app.ts'
import { createSupplier } from '../../db/factories/parties.ts'
import type { createOrdersTestApp } from '../orders/orders-test-kit.ts'
import { rateRecipes } from './idempotent-rate-recipes.ts'

type TestApp = Awaited<ReturnType<typeof createOrdersTestApp>>
export type Call = { method?: 'POST' | 'PUT' | 'DELETE'; url: string; body?: object; token?: string }

/**
 * For idempotent-routes.test.ts: per route that takes an Idempotency-Key ("POST /api/orders/:id/payments"), a
 * recipe that makes what the route needs (an approved order, a draft purchase order…) and answers one fresh,
 * valid request for it; `send` sends a request with a key, as the admin unless it names a token.
 */
export async function idempotentRecipes(t: TestApp) {
  const store = await t.createStore({ adjustment_approval_limit_usd: 1 })
  const other = await t.createStore()
  const supplier = await createSupplier(t.db)
  const admin = t.admin.token
  const keeper = (await t.signInAtStores(['stock_keeper'], [store.id])).token
  const seller = await t.cashierAt(store.id, ['manager'])
  const yesterday = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10)

  /** A product with 20 in stock at the test store (transfers go from there to the other store). */
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
    t.sell(seller.token, {
      ...(await basket()),
      tenders: [{ method: 'cash', currency: 'USD', amount: 1000 }],
    })
  /** A user with no open shift at the store, for opening one. */
  const freshCashier = async () => t.signInAtStores(['cashier'], [store.id])

  const RECIPES: Record<string, () => Promise<Call>> = {
    'POST /api/stock-adjustments': async () => ({
      url: '/api/stock-adjustments',
      body: {
        store_id: store.id,
        reason: 'found',
        lines: [{ product_id: (await stocked()).id, quantity: 1 }],
      },
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
      return {
        url: `/api/orders/${open.id}/cancel`,
        token: seller.token,
        body: { reason: 'customer called' },
      }
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
    ...(await rateRecipes(t, admin)),
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

  return { RECIPES, send, approvedOrder, seller }
}
