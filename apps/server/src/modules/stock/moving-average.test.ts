import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { products } from '../../db/schema/index.ts'
import { createPurchasingTestApp } from './purchasing-test-kit.ts'

const t = await createPurchasingTestApp()
let admin: string
let store: { id: number }
let supplier: { id: number; name: string }

beforeAll(async () => {
  admin = (await t.signInAs('admin')).token
  store = await t.createStore()
  supplier = await t.createSupplier({ name: 'Angkor Wholesale' })
})

const costOf = async (productId: number) =>
  (await t.db.select({ cost: products.cost_usd }).from(products).where(eq(products.id, productId)))[0]?.cost

describe('moving-average cost', () => {
  it('averages over every store, in cents, on each receipt', async () => {
    const other = await t.createStore()
    const coffee = await t.createProduct({ cost_usd: 100 })
    // 10 in one store and 5 in another at $1.00.
    await t.adjust(admin, {
      store_id: store.id,
      reason: 'initial',
      lines: [{ product_id: coffee.id, quantity: 10 }],
    })
    await t.adjust(admin, {
      store_id: other.id,
      reason: 'initial',
      lines: [{ product_id: coffee.id, quantity: 5 }],
    })

    // (15 × 100 + 15 × 200) / 30 = 150
    await t.receiveAll(admin, {
      supplier_id: supplier.id,
      store_id: store.id,
      lines: [{ product_id: coffee.id, quantity: 15, unit_cost_usd: 200 }],
    })
    expect(await costOf(coffee.id)).toBe(150)

    // (30 × 150 + 10 × 333) / 40 = 195.75 → 196
    await t.receiveAll(admin, {
      supplier_id: supplier.id,
      store_id: other.id,
      lines: [{ product_id: coffee.id, quantity: 10, unit_cost_usd: 333 }],
    })
    expect(await costOf(coffee.id)).toBe(196)

    // Two lots on one receipt count together: (40 × 196 + 0.5 × 100 + 0.25 × 1000) / 40.75 = 199.7546 → 200
    const kilo = await t.orderedOrder(admin, {
      supplier_id: supplier.id,
      store_id: store.id,
      lines: [{ product_id: coffee.id, quantity: 0.75, unit_cost_usd: 100 }],
    })
    await t.receive(admin, kilo.id, {
      lines: [
        { purchase_order_line_id: kilo.lines[0]?.id ?? 0, quantity: 0.5 },
        { purchase_order_line_id: kilo.lines[0]?.id ?? 0, quantity: 0.25, unit_cost_usd: 1000 },
      ],
    })
    expect(await costOf(coffee.id)).toBe(200)
  })

  it('takes the receipt cost when nothing (or less than nothing) is on hand, or there was no cost', async () => {
    const lenient = await t.createStore({ allow_negative_stock: true })
    const sugar = await t.createProduct({ cost_usd: 100 })
    await t.adjust(admin, {
      store_id: lenient.id,
      reason: 'lost',
      lines: [{ product_id: sugar.id, quantity: -5 }],
    })
    await t.receiveAll(admin, {
      supplier_id: supplier.id,
      store_id: lenient.id,
      lines: [{ product_id: sugar.id, quantity: 10, unit_cost_usd: 250 }],
    })
    expect(await costOf(sugar.id)).toBe(250)
    expect((await t.onHand(admin, lenient.id, sugar.id))[0]?.on_hand).toBe(5)

    const fresh = await t.createProduct({ cost_usd: null })
    await t.adjust(admin, {
      store_id: store.id,
      reason: 'initial',
      lines: [{ product_id: fresh.id, quantity: 3 }],
    })
    await t.receiveAll(admin, {
      supplier_id: supplier.id,
      store_id: store.id,
      lines: [{ product_id: fresh.id, quantity: 3, unit_cost_usd: 75 }],
    })
    expect(await costOf(fresh.id)).toBe(75)
  })

  it('averages receipts of one product sent at once in two stores one after the other', async () => {
    const stores = [await t.createStore(), await t.createStore()]
    const noodles = await t.createProduct({ cost_usd: null })
    const orders = await Promise.all(
      stores.map((s, i) =>
        t.orderedOrder(admin, {
          supplier_id: supplier.id,
          store_id: s.id,
          lines: [{ product_id: noodles.id, quantity: 10, unit_cost_usd: i === 0 ? 100 : 300 }],
        }),
      ),
    )
    const answers = await Promise.all(
      orders.map((order) =>
        t.receive(admin, order.id, {
          lines: [{ purchase_order_line_id: order.lines[0]?.id ?? 0, quantity: 10 }],
        }),
      ),
    )
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200])
    // Whichever came first set 100 or 300; the second averaged with it: (10 × 100 + 10 × 300) / 20.
    expect(await costOf(noodles.id)).toBe(200)
  })

  it('is the cost a later adjustment is valued at', async () => {
    const limited = await t.createStore({ adjustment_approval_limit_usd: 100_000 })
    const pepper = await t.createProduct({ cost_usd: null })
    await t.receiveAll(admin, {
      supplier_id: supplier.id,
      store_id: limited.id,
      lines: [{ product_id: pepper.id, quantity: 4, unit_cost_usd: 125 }],
    })
    const damaged = await t.adjust(admin, {
      store_id: limited.id,
      reason: 'damaged',
      lines: [{ product_id: pepper.id, quantity: -2 }],
    })
    expect(damaged.json().data).toMatchObject({ value_usd: 250, lines: [{ unit_cost_usd: 125 }] })
  })
})
