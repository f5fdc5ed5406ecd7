import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { bearer } from '../../../test/test-app.ts'
import { stockLevels, stockMovements } from '../../db/schema/index.ts'
import { shopToday } from '../../kernel/shop-day.ts'
import { findLedgerDifferences } from './stock-ledger.ts'
import { createStockTestApp } from './stock-test-kit.ts'

const t = await createStockTestApp()
let admin: string
let store: { id: number }

beforeAll(async () => {
  admin = (await t.signInAs('admin')).token
  store = await t.createStore()
})

describe('the ledger', () => {
  it('refuses to change or remove a movement', async () => {
    const product = await t.createProduct()
    await t.adjust(admin, {
      store_id: store.id,
      reason: 'found',
      lines: [{ product_id: product.id, quantity: 1 }],
    })
    const where = eq(stockMovements.product_id, product.id)
    await expect(t.db.update(stockMovements).set({ quantity: 5 }).where(where)).rejects.toThrow()
    await expect(t.db.delete(stockMovements).where(where)).rejects.toThrow()
  })

  it('finds a level that no longer equals the sum of its movements', async () => {
    const product = await t.createProduct()
    await t.adjust(admin, {
      store_id: store.id,
      reason: 'found',
      lines: [{ product_id: product.id, quantity: 2 }],
    })
    const level = eq(stockLevels.product_id, product.id)
    await t.db.update(stockLevels).set({ on_hand: sql`on_hand + 0.001` }).where(level)
    expect(await findLedgerDifferences(t.db)).toEqual([
      { store_id: store.id, product_id: product.id, lot_id: null, on_hand: '2.001', movements: '2.000' },
    ])
    await t.db.update(stockLevels).set({ on_hand: sql`on_hand - 0.001` }).where(level)
  })
})

describe('lists', () => {
  it('filters on-hand by status and category, and movements by kind, document and date', async () => {
    const lowStore = await t.createStore()
    const product = await t.createProduct({ low_stock_threshold: 10 })
    const created = await t.adjust(admin, {
      store_id: lowStore.id,
      reason: 'initial',
      lines: [{ product_id: product.id, quantity: 2 }],
    })
    const low = await t.app.inject({
      method: 'GET',
      url: `/api/stocks?filter[store_id][equals]=${lowStore.id}&filter[status][equals]=low`,
      headers: bearer(admin),
    })
    expect(low.json()).toMatchObject({
      data: [{ product_id: product.id, on_hand: 2, in_transit: 0, low_stock_threshold: 10 }],
      meta: { total: 1 },
    })
    const none = await t.app.inject({
      method: 'GET',
      url: `/api/stocks?filter[store_id][equals]=${lowStore.id}&filter[status][equals]=in_stock`,
      headers: bearer(admin),
    })
    expect(none.json().meta.total).toBe(0)
    const today = shopToday()
    const movements = await t.app.inject({
      method: 'GET',
      url: `/api/stock-movements?filter[document_type][equals]=stock-adjustment&filter[document_id][equals]=${created.json().data.id}&filter[kind][equals]=adjustment&filter[created_at][dateIs]=${today}`,
      headers: bearer(admin),
    })
    expect(movements.json()).toMatchObject({
      data: [{ product_id: product.id, quantity: 2, reason: 'initial', kind: 'adjustment' }],
      meta: { total: 1 },
    })
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/stocks?filter[store_id][equals]=99999999999',
      headers: bearer(admin),
    })
    expect(bad.statusCode).toBe(400)
  })
})

describe('stock settings on master records', () => {
  it('keep their values when an edit leaves them out', async () => {
    const body = { name_en: 'Fresh milk', sku: `MILK-${Date.now()}`, price_usd: 150, price_khr: 6100 }
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: bearer(admin),
      payload: { ...body, is_lot_tracked: true },
    })
    expect(created.json().data.is_lot_tracked).toBe(true)
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${created.json().data.id}`,
      headers: bearer(admin),
      payload: { ...body, price_usd: 160 },
    })
    expect(edited.json().data).toMatchObject({ price_usd: 160, is_lot_tracked: true })

    const shop = { name_en: 'Riverside', code: `RS-${Date.now()}` }
    const stored = await t.app.inject({
      method: 'POST',
      url: '/api/stores',
      headers: bearer(admin),
      payload: { ...shop, allow_negative_stock: true, adjustment_approval_limit_usd: 5000 },
    })
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/stores/${stored.json().data.id}`,
      headers: bearer(admin),
      payload: { ...shop, name_en: 'Riverside market' },
    })
    expect(renamed.json().data).toMatchObject({
      allow_negative_stock: true,
      adjustment_approval_limit_usd: 5000,
    })
  })
})
