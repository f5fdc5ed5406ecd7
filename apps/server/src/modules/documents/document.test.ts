import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { stockMovements } from '../../db/schema/index.ts'
import { createStockTestApp } from '../stock/stock-test-kit.ts'
import type { DocumentEvent } from './events.ts'

const t = await createStockTestApp()
let admin: string
let store: { id: number }

beforeAll(async () => {
  admin = (await t.signInAs('admin')).token
  store = await t.createStore()
})

describe('events', () => {
  it('are delivered after the commit, and never for a document that failed', async () => {
    const seen: DocumentEvent[] = []
    const product = await t.createProduct()
    let committedWhenDelivered: boolean | undefined
    const unsubscribe = t.app.events.subscribe((event) => {
      seen.push(event)
      if (event.type === 'stock.changed') {
        // Read outside the writer's transaction: the movement is already visible to everyone.
        committedWhenDelivered = undefined
        void t.db
          .select()
          .from(stockMovements)
          .where(eq(stockMovements.product_id, product.id))
          .then((rows) => {
            committedWhenDelivered = rows.length === 1
          })
      }
    })
    const failed = await t.adjust(admin, {
      store_id: store.id,
      reason: 'lost',
      lines: [{ product_id: product.id, quantity: -1 }],
    })
    expect(failed.statusCode).toBe(422)
    expect(seen).toEqual([])
    const posted = await t.adjust(admin, {
      store_id: store.id,
      reason: 'found',
      lines: [{ product_id: product.id, quantity: 1 }],
    })
    unsubscribe()
    expect(seen).toEqual([
      { type: 'stock.changed', store_id: store.id, product_id: product.id, lot_id: null, on_hand: 1 },
      { type: 'stock-adjustment.changed', id: posted.json().data.id, store_id: store.id, status: 'posted' },
    ])
    await expect.poll(() => committedWhenDelivered).toBe(true)
  })
})
