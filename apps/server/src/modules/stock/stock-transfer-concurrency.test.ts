import { describe, expect, it } from 'vitest'
import { createStockTestApp } from './stock-test-kit.ts'
import { transferRequests } from './transfer-test-kit.ts'

// Transfers meeting adjustments and each other on the same level rows: no unit taken twice, no deadlock.
const t = await createStockTestApp()
const { approvedTransfer, act, stockUp } = transferRequests(t)
const admin = (await t.signInAs('admin')).token

const take = (storeId: number, productId: number, lot_number?: string) =>
  t.adjust(admin, {
    store_id: storeId,
    reason: 'damaged',
    lines: [{ product_id: productId, quantity: -1, ...(lot_number ? { lot_number } : {}) }],
  })

describe('transfers under concurrency', () => {
  it('a dispatch racing with adjustments on the same product cannot take the same units twice', async () => {
    const [from, to] = [await t.createStore(), await t.createStore()]
    const beer = await t.createProduct({ name_en: 'Angkor beer' })
    await stockUp(admin, from.id, [{ product_id: beer.id, quantity: 20 }])
    const id = await approvedTransfer(admin, {
      from_store_id: from.id,
      to_store_id: to.id,
      lines: [{ product_id: beer.id, quantity: 15 }],
    })
    // 15 + 10 units asked for, 20 there: whichever comes first wins, nobody gets units already gone.
    const [dispatch, ...adjustments] = await Promise.all([
      act(admin, id, 'dispatch'),
      ...Array.from({ length: 10 }, () => take(from.id, beer.id)),
    ])
    const adjusted = adjustments.filter((r) => r.statusCode === 201).length
    for (const refused of adjustments.filter((r) => r.statusCode !== 201))
      expect(refused.json()).toMatchObject({ code: 'STOCK_INSUFFICIENT' })
    const onHand = (await t.onHand(admin, from.id, beer.id))[0]?.on_hand
    if (dispatch?.statusCode === 200) {
      expect(adjusted).toBe(5)
      expect(onHand).toBe(0)
    } else {
      expect(dispatch?.json()).toMatchObject({ code: 'STOCK_INSUFFICIENT' })
      expect(adjusted).toBe(10)
      expect(onHand).toBe(10)
    }
  })

  it('a first-expiry dispatch racing with adjustments of its later lot always finds the units left', async () => {
    const [from, to] = [await t.createStore(), await t.createStore()]
    const milk = await t.createProduct({ is_lot_tracked: true })
    await stockUp(admin, from.id, [
      { product_id: milk.id, quantity: 10, lot_number: 'EARLY', expiry_date: '2030-01-01' },
      { product_id: milk.id, quantity: 10, lot_number: 'LATE', expiry_date: '2031-01-01' },
    ])
    const id = await approvedTransfer(admin, {
      from_store_id: from.id,
      to_store_id: to.id,
      lines: [{ product_id: milk.id, quantity: 12 }],
    })
    // 12 by FEFO and 8 from LATE is exactly the 20 there, in any order, if the dispatch reads the lots
    // only once it holds the product's lock.
    const responses = await Promise.all([
      act(admin, id, 'dispatch'),
      ...Array.from({ length: 8 }, () => take(from.id, milk.id, 'LATE')),
    ])
    expect(responses.map((r) => r.statusCode)).toEqual([200, ...Array(8).fill(201)])
    expect((await t.onHand(admin, from.id, milk.id)).map((r) => [r.lot_number, r.on_hand])).toEqual([
      ['EARLY', 0],
      ['LATE', 0],
    ])
  })

  it('transfers locking the same two products in opposite line order, both ways, never deadlock', async () => {
    const [a, b] = [await t.createStore(), await t.createStore()]
    const [rice, salt] = [await t.createProduct(), await t.createProduct()]
    for (const store of [a, b]) {
      await stockUp(admin, store.id, [
        { product_id: rice.id, quantity: 100 },
        { product_id: salt.id, quantity: 100 },
      ])
    }
    const forward = [
      { product_id: rice.id, quantity: 1 },
      { product_id: salt.id, quantity: 2 },
    ]
    const ids = []
    for (let i = 0; i < 16; i++) {
      const [from, to] = i % 4 < 2 ? [a, b] : [b, a]
      const lines = i % 2 ? [...forward].reverse() : forward
      ids.push(await approvedTransfer(admin, { from_store_id: from.id, to_store_id: to.id, lines }))
    }
    const dispatched = await Promise.all(ids.map((id) => act(admin, id, 'dispatch')))
    expect(dispatched.map((r) => r.statusCode)).toEqual(Array(16).fill(200))
    const received = await Promise.all(
      ids.map((id) => act(admin, id, 'receive', { lines: [...forward].reverse() })),
    )
    expect(received.map((r) => r.statusCode)).toEqual(Array(16).fill(200))
    for (const store of [a, b]) {
      expect((await t.onHand(admin, store.id, rice.id))[0]).toMatchObject({ on_hand: 100, in_transit: 0 })
      expect((await t.onHand(admin, store.id, salt.id))[0]).toMatchObject({ on_hand: 100, in_transit: 0 })
    }
  })
})
