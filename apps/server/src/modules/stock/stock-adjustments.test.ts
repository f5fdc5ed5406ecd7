import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { bearer } from '../../../test/test-app.ts'
import { auditLog, stockMovements } from '../../db/schema/index.ts'
import { createStockTestApp } from './stock-test-kit.ts'

const t = await createStockTestApp()
let admin: string
let store: { id: number }

beforeAll(async () => {
  admin = (await t.signInAs('admin')).token
  store = await t.createStore()
})

describe('adjustments', () => {
  it('adds decimals exactly: 0.125 kg twice is 0.25', async () => {
    const rice = await t.createProduct({ name_en: 'Jasmine rice' })
    for (let i = 0; i < 2; i++) {
      const response = await t.adjust(admin, {
        store_id: store.id,
        reason: 'found',
        lines: [{ product_id: rice.id, quantity: 0.125 }],
      })
      expect(response.statusCode).toBe(201)
      expect(response.json().data).toMatchObject({ status: 'posted', lines: [{ quantity: 0.125 }] })
    }
    expect((await t.onHand(admin, store.id, rice.id))[0]?.on_hand).toBe(0.25)
    const [sum] = await t.db
      .select({ total: sql<string>`sum(${stockMovements.quantity})::text` })
      .from(stockMovements)
      .where(eq(stockMovements.product_id, rice.id))
    expect(sum?.total).toBe('0.250')
  })

  it('refuses more than 3 decimals and a zero quantity', async () => {
    const product = await t.createProduct()
    for (const quantity of [0.1255, 0, 1e-7]) {
      const response = await t.adjust(admin, {
        store_id: store.id,
        reason: 'found',
        lines: [{ product_id: product.id, quantity }],
      })
      expect(response.statusCode).toBe(422)
    }
  })

  it('fails the whole document when one line would go below zero, with the spec text', async () => {
    const [soap, salt] = [
      await t.createProduct({ name_en: 'Soap' }),
      await t.createProduct({ name_en: 'Sea salt' }),
    ]
    await t.adjust(admin, {
      store_id: store.id,
      reason: 'initial',
      lines: [{ product_id: salt.id, quantity: 2.5 }],
    })
    const response = await t.adjust(admin, {
      store_id: store.id,
      reason: 'damaged',
      lines: [
        { product_id: soap.id, quantity: 4 },
        { product_id: salt.id, quantity: -3 },
      ],
    })
    expect(response.statusCode).toBe(422)
    expect(response.json()).toMatchObject({
      code: 'STOCK_INSUFFICIENT',
      message: 'Not enough stock for product Sea salt',
      params: { product_id: salt.id, product_name: 'Sea salt', store_id: store.id, available: 2.5 },
    })
    // Nothing of the document was written, not even the soap's level row.
    expect(await t.onHand(admin, store.id, soap.id)).toEqual([])
    expect((await t.onHand(admin, store.id, salt.id))[0]?.on_hand).toBe(2.5)
  })

  it('lets a store that allows negative stock go below zero', async () => {
    const lenient = await t.createStore({ allow_negative_stock: true })
    const product = await t.createProduct()
    const response = await t.adjust(admin, {
      store_id: lenient.id,
      reason: 'lost',
      lines: [{ product_id: product.id, quantity: -1.5 }],
    })
    expect(response.statusCode).toBe(201)
    expect((await t.onHand(admin, lenient.id, product.id))[0]).toMatchObject({
      on_hand: -1.5,
      status: 'out_of_stock',
    })
  })

  it('waits for approval at or above the store limit; approve posts it, once', async () => {
    const limited = await t.createStore({ adjustment_approval_limit_usd: 1000 })
    const keeper = await t.signInAtStores(['stock_keeper'], [limited.id])
    const manager = await t.signInAtStores(['manager'], [limited.id])
    const tea = await t.createProduct({ cost_usd: 250 })
    const small = await t.adjust(keeper.token, {
      store_id: limited.id,
      reason: 'found',
      lines: [{ product_id: tea.id, quantity: 3.5 }],
    })
    expect(small.json().data).toMatchObject({ status: 'posted', value_usd: 875 })

    // Worth $10.00 at cost, the limit itself.
    const large = await t.adjust(keeper.token, {
      store_id: limited.id,
      reason: 'found',
      note: 'Second box',
      lines: [{ product_id: tea.id, quantity: 4 }],
    })
    expect(large.statusCode).toBe(201)
    expect(large.json().data).toMatchObject({ status: 'pending', value_usd: 1000 })
    const pendingId = large.json().data.id
    const keeperApproves = await t.app.inject({
      method: 'POST',
      url: `/api/stock-adjustments/${pendingId}/approve`,
      headers: bearer(keeper.token),
    })
    expect(keeperApproves.statusCode).toBe(403)
    expect((await t.onHand(manager.token, limited.id, tea.id))[0]?.on_hand).toBe(3.5)

    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/stock-adjustments/${pendingId}/approve`,
      headers: bearer(manager.token),
    })
    expect(approved.statusCode).toBe(200)
    expect(approved.json().data).toMatchObject({ status: 'posted', decided_by: manager.user.id })
    expect((await t.onHand(manager.token, limited.id, tea.id))[0]).toMatchObject({ on_hand: 7.5 })
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/stock-adjustments/${pendingId}/reject`,
      headers: bearer(manager.token),
    })
    expect(again.statusCode).toBe(409)

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.record_id, pendingId))
    expect(audit.filter((a) => a.resource === 'stock-adjustments').map((a) => a.action)).toEqual([
      'created',
      'approved',
    ])
  })

  it('is pending under a zero limit (the default) and rejecting moves nothing', async () => {
    const keeper = await t.signInAtStores(['stock_keeper'], [store.id])
    const product = await t.createProduct()
    const created = await t.adjust(keeper.token, {
      store_id: store.id,
      reason: 'found',
      lines: [{ product_id: product.id, quantity: 7 }],
    })
    expect(created.json().data.status).toBe('pending')
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/stock-adjustments/${created.json().data.id}/reject`,
      headers: bearer(admin),
    })
    expect(rejected.json().data).toMatchObject({ status: 'rejected' })
    expect(await t.onHand(admin, store.id, product.id)).toEqual([])
    const movements = await t.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.product_id, product.id))
    expect(movements).toEqual([])
  })

  it('answers 403 for a store the user does not work in, and hides its stock', async () => {
    const mine = await t.createStore()
    const other = await t.createStore()
    const keeper = await t.signInAtStores(['manager'], [mine.id])
    const product = await t.createProduct()
    await t.adjust(admin, {
      store_id: other.id,
      reason: 'initial',
      lines: [{ product_id: product.id, quantity: 5 }],
    })
    const response = await t.adjust(keeper.token, {
      store_id: other.id,
      reason: 'found',
      lines: [{ product_id: product.id, quantity: 1 }],
    })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN', params: { store_id: other.id } })
    expect(await t.onHand(keeper.token, other.id, product.id)).toEqual([])
    const [theirs] = (
      await t.app.inject({ method: 'GET', url: '/api/stock-adjustments?per_page=1', headers: bearer(admin) })
    ).json().data
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/stock-adjustments/${theirs.id}`,
      headers: bearer(keeper.token),
    })
    expect(opened.statusCode).toBe(403)
  })

  it('keeps lots for lot-tracked products and refuses a line without one', async () => {
    const milk = await t.createProduct({ is_lot_tracked: true, low_stock_threshold: 5 })
    const missing = await t.adjust(admin, {
      store_id: store.id,
      reason: 'initial',
      lines: [{ product_id: milk.id, quantity: 1 }],
    })
    expect(missing.statusCode).toBe(422)
    expect(missing.json().errors).toEqual({ 'lines.0.lot_number': ['required'] })
    const response = await t.adjust(admin, {
      store_id: store.id,
      reason: 'initial',
      lines: [
        { product_id: milk.id, quantity: 4, lot_number: 'A1', expiry_date: '2030-01-31' },
        { product_id: milk.id, quantity: 3, lot_number: 'B2', expiry_date: '2030-03-31' },
      ],
    })
    expect(response.statusCode).toBe(201)
    const rows = await t.onHand(admin, store.id, milk.id)
    expect(rows).toEqual([
      expect.objectContaining({
        lot_number: 'A1',
        on_hand: 4,
        expiry_date: '2030-01-31',
        status: 'in_stock',
      }),
      expect.objectContaining({
        lot_number: 'B2',
        on_hand: 3,
        expiry_date: '2030-03-31',
        status: 'in_stock',
      }),
    ])
    const short = await t.adjust(admin, {
      store_id: store.id,
      reason: 'expired',
      lines: [{ product_id: milk.id, quantity: -5, lot_number: 'A1' }],
    })
    expect(short.json()).toMatchObject({ code: 'STOCK_INSUFFICIENT', params: { available: 4 } })
    await t.adjust(admin, {
      store_id: store.id,
      reason: 'expired',
      lines: [{ product_id: milk.id, quantity: -4, lot_number: 'A1' }],
    })
    expect(
      (await t.onHand(admin, store.id, milk.id)).map((r) => [r.lot_number, r.on_hand, r.status]),
    ).toEqual([
      ['A1', 0, 'low'],
      ['B2', 3, 'low'],
    ])
  })
})
