import type { LowStock } from '@sms/contract'
import { and, eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { bearer } from '../../../test/test-app.ts'
import { notifications, purchaseOrderLines } from '../../db/schema/index.ts'
import type { DocumentEvent } from '../documents/events.ts'
import { createPurchasingTestApp } from './purchasing-test-kit.ts'

const t = await createPurchasingTestApp()
let admin: string
let store: { id: number }

beforeAll(async () => {
  admin = (await t.signInAs('admin')).token
  store = await t.createStore()
})

async function lowStock(token: string, query: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/stocks/low?${query}`,
    headers: bearer(token),
  })
  expect(response.statusCode).toBe(200)
  return response.json<{ data: LowStock[]; meta: { total: number } }>()
}

const setThreshold = (token: string, storeId: number, productId: number, value: number | null) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/stocks/${storeId}/${productId}/threshold`,
    headers: bearer(token),
    payload: { low_stock_threshold: value },
  })

const stockUp = (storeId: number, productId: number, quantity: number) =>
  t.adjust(admin, { store_id: storeId, reason: 'initial', lines: [{ product_id: productId, quantity }] })

describe('low stock', () => {
  it('lists products at or below the threshold in force, with the last supplier and a suggestion', async () => {
    const supplier = await t.createSupplier({ name: 'Mekong Foods' })
    const noodles = await t.createProduct({
      name_en: 'Instant noodles',
      low_stock_threshold: 5,
      cost_usd: 40,
    })
    const plenty = await t.createProduct({ name_en: 'Bottled water', low_stock_threshold: 5 })
    await t.receiveAll(admin, {
      supplier_id: supplier.id,
      store_id: store.id,
      lines: [{ product_id: noodles.id, quantity: 3.5, unit_cost_usd: 40 }],
    })
    await stockUp(store.id, plenty.id, 6)

    const { data } = await lowStock(admin, `filter[store_id][equals]=${store.id}`)
    expect(data.map((row) => row.product_id)).toEqual([noodles.id])
    expect(data[0]).toMatchObject({
      product_name_en: 'Instant noodles',
      on_hand: 3.5,
      low_stock_threshold: 5,
      store_threshold: null,
      status: 'low',
      on_order: 0,
      // Up to twice the threshold, whole units: 10 − 3.5 = 6.5 → 7.
      suggested_quantity: 7,
      supplier_id: supplier.id,
      supplier_name: 'Mekong Foods',
      cost_usd: 40,
    })

    // This store wants more water on its shelf than the product's default.
    const raised = await setThreshold(admin, store.id, plenty.id, 8)
    expect(raised.statusCode).toBe(200)
    expect(raised.json().data).toEqual({
      store_id: store.id,
      product_id: plenty.id,
      store_threshold: 8,
      low_stock_threshold: 8,
    })
    const withWater = await lowStock(admin, `filter[store_id][equals]=${store.id}&sort=on_hand`)
    expect(withWater.data.map((row) => [row.product_id, row.low_stock_threshold, row.supplier_id])).toEqual([
      [noodles.id, 5, supplier.id],
      [plenty.id, 8, null],
    ])
    const cleared = await setThreshold(admin, store.id, plenty.id, null)
    expect(cleared.json().data).toMatchObject({ store_threshold: null, low_stock_threshold: 5 })
    expect((await lowStock(admin, `filter[store_id][equals]=${store.id}`)).meta.total).toBe(1)
  })

  it('shows out-of-stock rows, filters by status and supplier, and hides other stores', async () => {
    const mine = await t.createStore()
    const theirs = await t.createStore()
    const keeper = await t.signInAtStores(['stock_keeper'], [mine.id])
    const soap = await t.createProduct({ low_stock_threshold: 2 })
    await stockUp(mine.id, soap.id, 1)
    await t.adjust(admin, {
      store_id: mine.id,
      reason: 'lost',
      lines: [{ product_id: soap.id, quantity: -1 }],
    })
    await stockUp(theirs.id, soap.id, 1)
    const seen = await lowStock(keeper.token, `filter[product_id][equals]=${soap.id}`)
    expect(seen.data.map((row) => [row.store_id, row.status, row.suggested_quantity])).toEqual([
      [mine.id, 'out_of_stock', 4],
    ])
    const low = await lowStock(admin, `filter[product_id][equals]=${soap.id}&filter[status][equals]=low`)
    expect(low.data.map((row) => row.store_id)).toEqual([theirs.id])
    const bySupplier = await lowStock(
      admin,
      `filter[product_id][equals]=${soap.id}&filter[supplier_id][equals]=1`,
    )
    expect(bySupplier.data).toEqual([])
  })

  it('lets only holders of stocks.edit in that store set a threshold', async () => {
    const mine = await t.createStore()
    const other = await t.createStore()
    const product = await t.createProduct()
    const cashier = await t.signInAtStores(['cashier'], [mine.id])
    const keeper = await t.signInAtStores(['stock_keeper'], [mine.id])
    expect((await setThreshold(cashier.token, mine.id, product.id, 3)).statusCode).toBe(403)
    expect((await setThreshold(keeper.token, other.id, product.id, 3)).statusCode).toBe(403)
    expect((await setThreshold(keeper.token, mine.id, product.id, 3)).statusCode).toBe(200)
    expect((await setThreshold(keeper.token, mine.id, 999_999, 3)).statusCode).toBe(404)
    expect((await setThreshold(keeper.token, mine.id, product.id, -1)).statusCode).toBe(422)
  })
})

describe('purchase-order drafts from low stock', () => {
  it('makes one draft per supplier, skips what has no supplier or is already on order', async () => {
    const shop = await t.createStore()
    const [lucky, mekong] = [await t.createSupplier(), await t.createSupplier()]
    const [rice, oil, salt, chili] = await Promise.all(
      ['Rice', 'Oil', 'Salt', 'Chili'].map((name_en) =>
        t.createProduct({ name_en, low_stock_threshold: 10, cost_usd: 100 }),
      ),
    )
    if (!rice || !oil || !salt || !chili) throw new Error('products missing')
    await t.receiveAll(admin, {
      supplier_id: lucky.id,
      store_id: shop.id,
      lines: [
        { product_id: rice.id, quantity: 2, unit_cost_usd: 90 },
        { product_id: oil.id, quantity: 4, unit_cost_usd: 300 },
      ],
    })
    await t.receiveAll(admin, {
      supplier_id: mekong.id,
      store_id: shop.id,
      lines: [{ product_id: salt.id, quantity: 1, unit_cost_usd: 20 }],
    })
    await stockUp(shop.id, chili.id, 3)

    const drafts = await t.post(admin, '/api/purchase-orders/drafts-from-low-stock', { store_id: shop.id })
    expect(drafts.statusCode).toBe(201)
    const { purchase_orders, skipped } = drafts.json().data
    expect(skipped).toEqual([{ product_id: chili.id, reason: 'no_supplier' }])
    expect(
      purchase_orders.map((o: { supplier_id: number; status: string; store_id: number }) => [
        o.supplier_id,
        o.status,
        o.store_id,
      ]),
    ).toEqual([
      [lucky.id, 'draft', shop.id],
      [mekong.id, 'draft', shop.id],
    ])
    const lines = await t.db
      .select()
      .from(purchaseOrderLines)
      .where(
        inArray(
          purchaseOrderLines.purchase_order_id,
          purchase_orders.map((o: { id: number }) => o.id),
        ),
      )
      .orderBy(purchaseOrderLines.id)
    // Twice the threshold less on hand, at the product's moving-average cost.
    expect(lines.map((l) => [l.product_id, l.quantity, l.unit_cost_usd])).toEqual([
      [oil.id, 16, 300],
      [rice.id, 18, 90],
      [salt.id, 19, 20],
    ])

    // Asked again: what is on order covers it, so only the chili is left, and it goes to the named supplier.
    const again = await t.post(admin, '/api/purchase-orders/drafts-from-low-stock', {
      store_id: shop.id,
      supplier_id: mekong.id,
    })
    expect(again.statusCode).toBe(201)
    expect(again.json().data.skipped).toEqual([
      { product_id: oil.id, reason: 'on_order' },
      { product_id: rice.id, reason: 'on_order' },
      { product_id: salt.id, reason: 'on_order' },
    ])
    expect(again.json().data.purchase_orders).toHaveLength(1)
    const nothing = await t.post(admin, '/api/purchase-orders/drafts-from-low-stock', {
      store_id: shop.id,
      product_ids: [rice.id],
    })
    expect(nothing.statusCode).toBe(422)
    expect(nothing.json()).toMatchObject({
      errors: { product_ids: ['nothing_to_order'] },
      params: { skipped: [{ product_id: rice.id, reason: 'on_order' }] },
    })
  })
})

describe('low-stock notifications', () => {
  it('records one row per user who may see the store when a level crosses its threshold, not below it', async () => {
    const shop = await t.createStore()
    const elsewhere = await t.createStore()
    const keeper = await t.signInAtStores(['stock_keeper'], [shop.id])
    const cashier = await t.signInAtStores(['cashier'], [shop.id])
    const outsider = await t.signInAtStores(['stock_keeper'], [elsewhere.id])
    const owner = await t.signInAs('admin')
    const beer = await t.createProduct({ name_en: 'Angkor beer', low_stock_threshold: 5 })
    const events: DocumentEvent[] = []
    const unsubscribe = t.app.events.subscribe((event) => events.push(event))
    const rowsFor = (userId: number) =>
      t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.user_id, userId), eq(notifications.kind, 'low_stock')))
    const take = (quantity: number) =>
      t.adjust(admin, {
        store_id: shop.id,
        reason: 'damaged',
        lines: [{ product_id: beer.id, quantity: -quantity }],
      })

    await stockUp(shop.id, beer.id, 10)
    await take(4) // 6: still above
    expect(await rowsFor(keeper.user.id)).toEqual([])
    await take(1.5) // 4.5: crosses
    await take(1) // 3.5: already low, nothing new
    const [alert] = await rowsFor(keeper.user.id)
    expect(await rowsFor(keeper.user.id)).toHaveLength(1)
    expect(alert).toMatchObject({
      store_id: shop.id,
      link: `/stocks/low?store_id=${shop.id}`,
      read_at: null,
      params: {
        product_id: beer.id,
        product_name: 'Angkor beer',
        store_id: shop.id,
        on_hand: 4.5,
        threshold: 5,
      },
    })
    expect(await rowsFor(cashier.user.id)).toHaveLength(1)
    expect(await rowsFor(owner.user.id)).toHaveLength(1)
    expect(await rowsFor(outsider.user.id)).toEqual([])
    const pushed = events.filter((e) => e.type === 'notification.created')
    expect(pushed).toContainEqual(
      expect.objectContaining({
        type: 'notification.created',
        id: alert?.id,
        user_id: keeper.user.id,
        kind: 'low_stock',
        store_id: shop.id,
        read_at: null,
      }),
    )

    // Refilled above the threshold, the next crossing alerts again; a store's own threshold counts.
    await stockUp(shop.id, beer.id, 10) // 13.5
    await setThreshold(admin, shop.id, beer.id, 12)
    await take(2) // 11.5 ≤ 12
    expect((await rowsFor(keeper.user.id)).map((row) => row.params.threshold)).toEqual([5, 12])
    unsubscribe()
  })

  it('records nothing when the document fails', async () => {
    const shop = await t.createStore()
    const keeper = await t.signInAtStores(['stock_keeper'], [shop.id])
    const [tea, salt] = [await t.createProduct({ low_stock_threshold: 5 }), await t.createProduct()]
    await stockUp(shop.id, tea.id, 6)
    const failed = await t.adjust(admin, {
      store_id: shop.id,
      reason: 'damaged',
      lines: [
        { product_id: tea.id, quantity: -2 },
        { product_id: salt.id, quantity: -1 },
      ],
    })
    expect(failed.json()).toMatchObject({ code: 'STOCK_INSUFFICIENT' })
    expect(await t.db.select().from(notifications).where(eq(notifications.user_id, keeper.user.id))).toEqual(
      [],
    )
  })
})
