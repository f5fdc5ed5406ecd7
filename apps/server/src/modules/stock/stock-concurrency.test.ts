import { describe, expect, it } from 'vitest'
import { createStockTestApp } from './stock-test-kit.ts'

// Many cashiers and keepers at once: the ledger never sells a unit twice and never deadlocks.
const t = await createStockTestApp()
const admin = (await t.signInAs('admin')).token

describe('concurrent documents', () => {
  it('50 requests for the last 20 units: 20 succeed, 30 are refused, 0 remain', async () => {
    const store = await t.createStore()
    const product = await t.createProduct({ name_en: 'Angkor beer' })
    await t.adjust(admin, {
      store_id: store.id,
      reason: 'initial',
      lines: [{ product_id: product.id, quantity: 20 }],
    })
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.adjust(admin, {
          store_id: store.id,
          reason: 'damaged',
          lines: [{ product_id: product.id, quantity: -1 }],
        }),
      ),
    )
    const statuses = responses.map((r) => r.statusCode)
    expect(statuses.filter((s) => s === 201)).toHaveLength(20)
    const refused = responses.filter((r) => r.statusCode !== 201)
    expect(refused).toHaveLength(30)
    for (const r of refused)
      expect(r.json()).toMatchObject({ code: 'STOCK_INSUFFICIENT', params: { available: 0 } })
    expect(await t.onHand(admin, store.id, product.id)).toEqual([expect.objectContaining({ on_hand: 0 })])
  })

  it('documents naming the same two products in opposite order never deadlock', async () => {
    const store = await t.createStore()
    const [a, b] = [await t.createProduct(), await t.createProduct()]
    const forward = [
      { product_id: a.id, quantity: 1 },
      { product_id: b.id, quantity: 1 },
    ]
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.adjust(admin, {
          store_id: store.id,
          reason: 'found',
          lines: i % 2 ? [...forward].reverse() : forward,
        }),
      ),
    )
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201))
    expect((await t.onHand(admin, store.id, a.id))[0]?.on_hand).toBe(20)
    expect((await t.onHand(admin, store.id, b.id))[0]?.on_hand).toBe(20)
  })
})
