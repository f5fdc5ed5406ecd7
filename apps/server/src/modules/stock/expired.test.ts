import type { ExpiredStock, Settings } from '@sms/contract'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { bearer } from '../../../test/test-app.ts'
import { notifications, stores } from '../../db/schema/index.ts'
import { shopToday } from '../../kernel/shop-day.ts'
import { createPurchasingTestApp } from './purchasing-test-kit.ts'
import { recordExpiryAlerts } from './stock-alerts.ts'

const t = await createPurchasingTestApp()
let admin: string
let store: { id: number }
let supplier: { id: number }

/** A calendar day `offset` days from today in the shop's time zone, as the server judges expiry. */
function shopDay(offset: number) {
  const day = new Date(`${shopToday()}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + offset)
  return day.toISOString().slice(0, 10)
}

beforeAll(async () => {
  admin = (await t.signInAs('admin')).token
  store = await t.createStore()
  supplier = await t.createSupplier()
})

async function expired(token: string, query: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/products/expired?${query}`,
    headers: bearer(token),
  })
  expect(response.statusCode).toBe(200)
  return response.json<{ data: ExpiredStock[]; meta: { total: number } }>()
}

const writeOff = (token: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/products/expired/write-off',
    headers: bearer(token),
    payload: body,
  })

/** Yoghurt in three lots (expired yesterday, expiring in 10 days and in 100) and bread with its own date. */
async function stockShelf(storeId: number) {
  const yoghurt = await t.createProduct({ name_en: 'Yoghurt', is_lot_tracked: true, cost_usd: 80 })
  const bread = await t.createProduct({ name_en: 'Bread', expiry_date: shopDay(5), cost_usd: 125 })
  const fresh = await t.createProduct({ name_en: 'Rice', expiry_date: shopDay(200) })
  await t.receiveAll(
    admin,
    {
      supplier_id: supplier.id,
      store_id: storeId,
      lines: [
        { product_id: yoghurt.id, quantity: 6, unit_cost_usd: 80 },
        { product_id: bread.id, quantity: 2.5, unit_cost_usd: 125 },
        { product_id: fresh.id, quantity: 1, unit_cost_usd: 10 },
      ],
    },
    [{ lot_number: 'Y-OLD', expiry_date: shopDay(-1) }],
  )
  const order = await t.orderedOrder(admin, {
    supplier_id: supplier.id,
    store_id: storeId,
    lines: [{ product_id: yoghurt.id, quantity: 7, unit_cost_usd: 80 }],
  })
  const lineId = order.lines[0]?.id ?? 0
  await t.receive(admin, order.id, {
    lines: [
      { purchase_order_line_id: lineId, quantity: 4, lot_number: 'Y-SOON', expiry_date: shopDay(10) },
      { purchase_order_line_id: lineId, quantity: 3, lot_number: 'Y-LATER', expiry_date: shopDay(100) },
    ],
  })
  return { yoghurt, bread, fresh }
}

describe('expired and expiring stock', () => {
  it('lists lots and products past expiry or within the window, with quantity and value at cost', async () => {
    const { yoghurt, bread } = await stockShelf(store.id)
    const { data } = await expired(admin, `filter[store_id][equals]=${store.id}`)
    expect(data.map((row) => [row.product_name_en, row.lot_number, row.days_left, row.is_expired])).toEqual([
      ['Yoghurt', 'Y-OLD', -1, true],
      ['Bread', null, 5, false],
      ['Yoghurt', 'Y-SOON', 10, false],
    ])
    expect(data[0]).toMatchObject({ product_id: yoghurt.id, on_hand: 6, cost_usd: 80, value_usd: 480 })
    // 2.5 × $1.25 = $3.125, rounded once.
    expect(data[1]).toMatchObject({ product_id: bread.id, lot_id: null, on_hand: 2.5, value_usd: 313 })

    const onlyExpired = await expired(admin, `filter[store_id][equals]=${store.id}&within_days=0`)
    expect(onlyExpired.data.map((row) => row.lot_number)).toEqual(['Y-OLD'])
    const wide = await expired(admin, `filter[store_id][equals]=${store.id}&within_days=365`)
    expect(wide.meta.total).toBe(5)
    const filtered = await expired(
      admin,
      `filter[store_id][equals]=${store.id}&filter[is_expired][equals]=true`,
    )
    expect(filtered.meta.total).toBe(1)
  })

  it('refuses an unknown parameter and a negative window', async () => {
    for (const query of ['within_days=-1', 'days=3', 'sort=price_usd']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/products/expired?${query}`,
        headers: bearer(admin),
      })
      expect([400, 422]).toContain(response.statusCode)
    }
  })

  it("hides other stores' stock and needs products.list", async () => {
    const mine = await t.createStore()
    const theirs = await t.createStore()
    await stockShelf(theirs.id)
    const keeper = await t.signInAtStores(['stock_keeper'], [mine.id])
    expect((await expired(keeper.token, 'within_days=30')).data).toEqual([])
    const nobody = await t.signInWith(['stocks.list'])
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/products/expired',
      headers: bearer(nobody.token),
    })
    expect(response.statusCode).toBe(403)
  })

  it('writes off lots and products as one expired adjustment, under the approval rule', async () => {
    const shop = await t.createStore()
    const { yoghurt, bread } = await stockShelf(shop.id)
    const [old] = (await expired(admin, `filter[store_id][equals]=${shop.id}&within_days=0`)).data
    const response = await writeOff(admin, {
      store_id: shop.id,
      note: 'Shelf check',
      items: [{ product_id: yoghurt.id, lot_id: old?.lot_id }, { product_id: bread.id }],
    })
    expect(response.statusCode).toBe(201)
    expect(response.json().data).toMatchObject({
      reason: 'expired',
      status: 'posted',
      note: 'Shelf check',
      lines: [
        { product_id: yoghurt.id, quantity: -6, lot_number: 'Y-OLD' },
        { product_id: bread.id, quantity: -2.5, lot_number: null },
      ],
    })
    const left = await expired(admin, `filter[store_id][equals]=${shop.id}`)
    expect(left.data.map((row) => row.lot_number)).toEqual(['Y-SOON'])
    const yoghurtRows = await t.onHand(admin, shop.id, yoghurt.id)
    expect(Object.fromEntries(yoghurtRows.map((row) => [row.lot_number, row.on_hand]))).toEqual({
      'Y-LATER': 3,
      'Y-OLD': 0,
      'Y-SOON': 4,
    })

    // A stock keeper's write-off above the store's limit (0 by default) waits for a manager.
    const keeper = await t.signInAtStores(['stock_keeper'], [shop.id])
    const soon = left.data[0]
    const pending = await writeOff(keeper.token, {
      store_id: shop.id,
      items: [{ product_id: yoghurt.id, lot_id: soon?.lot_id }],
    })
    expect(pending.json().data).toMatchObject({ status: 'pending', value_usd: 320 })
  })

  it('refuses an item with nothing on hand, a lot missing, misplaced or of another product, or twice', async () => {
    const shop = await t.createStore()
    const { yoghurt, bread, fresh } = await stockShelf(shop.id)
    const [old] = (await expired(admin, `filter[store_id][equals]=${shop.id}&within_days=0`)).data
    const otherLot = await stockShelf(shop.id)
    await writeOff(admin, { store_id: shop.id, items: [{ product_id: otherLot.bread.id }] })
    const response = await writeOff(admin, {
      store_id: shop.id,
      items: [
        { product_id: bread.id },
        { product_id: bread.id },
        { product_id: fresh.id, lot_id: old?.lot_id },
        { product_id: yoghurt.id },
        { product_id: 999_999 },
        { product_id: otherLot.yoghurt.id, lot_id: old?.lot_id },
        { product_id: otherLot.bread.id },
      ],
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({
      'items.1.product_id': ['duplicate'],
      'items.2.lot_id': ['mismatch'],
      'items.3.lot_id': ['required'],
      'items.4.product_id': ['not_found'],
      'items.5.lot_id': ['not_found'],
      'items.6.product_id': ['no_stock'],
    })
  })
})

describe('expiry notifications', () => {
  it('records one row per user and lot entering the window, once', async () => {
    const shop = await t.createStore()
    const keeper = await t.signInAtStores(['stock_keeper'], [shop.id])
    const { yoghurt, bread } = await stockShelf(shop.id)
    const events = await recordExpiryAlerts(t.db)
    const rows = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, keeper.user.id), eq(notifications.kind, 'expiring')))
      .orderBy(notifications.id)
    expect(rows.map((row) => [row.params.product_id, row.params.lot_number, row.store_id])).toEqual(
      expect.arrayContaining([
        [yoghurt.id, 'Y-OLD', shop.id],
        [yoghurt.id, 'Y-SOON', shop.id],
        [bread.id, null, shop.id],
      ]),
    )
    expect(rows).toHaveLength(3)
    expect(rows[0]).toMatchObject({ link: `/products/expired?store_id=${shop.id}` })
    // The store is named, so the same lot's alerts at two stores do not read alike.
    const [store] = await t.db.select().from(stores).where(eq(stores.id, shop.id))
    expect(rows[0]?.params).toMatchObject({
      store_name: store?.name_en,
      store_name_kh: store?.name_kh ?? null,
    })
    expect(
      events.filter((e) => e.type === 'notification.created' && e.user_id === keeper.user.id),
    ).toHaveLength(3)
    expect(await recordExpiryAlerts(t.db)).toEqual([])
  })
})

describe("the shop's expiry window (issue 22.9)", () => {
  /** Saves `expiry_warning_days` through the settings API, as an administrator would. */
  async function saveWindow(days: number) {
    const current = (await t.as(admin).get('/api/settings')).json().data as Settings
    const { updated_at: _at, updated_by: _by, ...values } = current
    const response = await t.as(admin).put('/api/settings', { ...values, expiry_warning_days: days })
    expect(response.statusCode).toBe(200)
  }

  it('lists and alerts within the saved expiry_warning_days, not a fixed 30 days', async () => {
    const shop = await t.createStore()
    const keeper = await t.signInAtStores(['stock_keeper'], [shop.id])
    const { bread } = await stockShelf(shop.id)
    await saveWindow(7)
    try {
      // Y-SOON expires in 10 days: inside 30 days, outside the shop's 7.
      const { data } = await expired(admin, `filter[store_id][equals]=${shop.id}`)
      expect(data.map((row) => [row.product_name_en, row.lot_number])).toEqual([
        ['Yoghurt', 'Y-OLD'],
        ['Bread', null],
      ])
      await recordExpiryAlerts(t.db)
      const rows = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.user_id, keeper.user.id), eq(notifications.kind, 'expiring')))
      expect(rows.map((row) => row.params.lot_number ?? row.params.product_id).sort()).toEqual(
        [bread.id, 'Y-OLD'].sort(),
      )
      // A window asked for still wins over the shop's.
      const wide = await expired(admin, `filter[store_id][equals]=${shop.id}&within_days=30`)
      expect(wide.data.map((row) => row.lot_number)).toContain('Y-SOON')
    } finally {
      await saveWindow(30)
    }
  })
})
