import type { StockCount } from '@sms/contract'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createCategory } from '../../db/factories/catalogue.ts'
import { stockMovements } from '../../db/schema/index.ts'
import { createStockTestApp } from './stock-test-kit.ts'
import { transferRequests } from './transfer-test-kit.ts'

const t = await createStockTestApp()
const { post, stockUp } = transferRequests(t)
let admin: string

beforeAll(async () => {
  admin = (await t.signInAs('admin')).token
})

const startCount = (token: string, body: object, headers: Record<string, string> = {}) =>
  post(token, '/api/stock-counts', body, headers)
const countLines = (token: string, id: number, lines: object[], headers: Record<string, string> = {}) =>
  post(token, `/api/stock-counts/${id}/lines`, { lines }, headers)
const postCount = (token: string, id: number, headers: Record<string, string> = {}) =>
  post(token, `/api/stock-counts/${id}/post`, undefined, headers)

const line = (count: StockCount, productId: number, lotNumber: string | null = null) =>
  count.lines.find((l) => l.product_id === productId && l.lot_number === lotNumber)

const countMovements = (countId: number) =>
  t.db
    .select({ product_id: stockMovements.product_id, quantity: stockMovements.quantity })
    .from(stockMovements)
    .where(and(eq(stockMovements.document_type, 'stock-count'), eq(stockMovements.document_id, countId)))
    .orderBy(stockMovements.id)

describe('stock counts', () => {
  it('snapshots what a store holds, shows expected, counted, difference and value, and posts the differences', async () => {
    const store = await t.createStore()
    const [rice, soap, tea] = [
      await t.createProduct({ name_en: 'A rice', cost_usd: 120 }),
      await t.createProduct({ name_en: 'B soap', cost_usd: 75 }),
      await t.createProduct({ name_en: 'C tea', cost_usd: 300 }),
    ]
    await stockUp(admin, store.id, [
      { product_id: rice.id, quantity: 20.5 },
      { product_id: soap.id, quantity: 10 },
    ])
    const started = await startCount(admin, { store_id: store.id, scope: 'full', note: 'Month end' })
    expect(started.statusCode, started.body).toBe(201)
    const count: StockCount = started.json().data
    expect(count).toMatchObject({ status: 'open', scope: 'full', note: 'Month end' })
    expect(count.snapshot_movement_id).toBeGreaterThan(0)
    expect(count.lines.map((l) => [l.product_name_en, l.expected_quantity, l.counted_quantity])).toEqual([
      ['A rice', 20.5, null],
      ['B soap', 10, null],
    ])

    // Rice short by 0.25 kg, soap over by 2, and a box of tea nobody knew the store had.
    const counted = await countLines(admin, count.id, [
      { product_id: rice.id, counted_quantity: 20.25 },
      { product_id: soap.id, counted_quantity: 12 },
      { product_id: tea.id, counted_quantity: 1 },
    ])
    expect(counted.statusCode, counted.body).toBe(200)
    const after: StockCount = counted.json().data
    expect(line(after, rice.id)).toMatchObject({
      expected_quantity: 20.5,
      counted_quantity: 20.25,
      difference: -0.25,
      unit_cost_usd: 120,
      difference_value_usd: -30,
    })
    expect(line(after, soap.id)).toMatchObject({ difference: 2, difference_value_usd: 150 })
    expect(line(after, tea.id)).toMatchObject({
      expected_quantity: 0,
      difference: 1,
      difference_value_usd: 300,
    })
    expect(after.totals).toEqual({ lines: 3, counted: 3, difference_value_usd: 420 })

    // Counting again replaces the earlier count of the same product.
    const recounted = await countLines(admin, count.id, [{ product_id: soap.id, counted_quantity: 11 }])
    expect(line(recounted.json().data, soap.id)).toMatchObject({ counted_quantity: 11, difference: 1 })

    const posted = await postCount(admin, count.id)
    expect(posted.statusCode, posted.body).toBe(200)
    expect(posted.json().data).toMatchObject({
      status: 'posted',
      posted_at: expect.any(String),
      posted_by_name: expect.any(String),
    })
    expect(posted.json().data.lines[0].counted_by_name).toEqual(expect.any(String))
    expect(await countMovements(count.id)).toEqual([
      expect.objectContaining({ quantity: -0.25 }),
      expect.objectContaining({ quantity: 1 }),
      expect.objectContaining({ quantity: 1 }),
    ])
    expect((await t.onHand(admin, store.id, rice.id))[0]?.on_hand).toBe(20.25)
    expect((await t.onHand(admin, store.id, soap.id))[0]?.on_hand).toBe(11)
    expect((await t.onHand(admin, store.id, tea.id))[0]?.on_hand).toBe(1)
    expect((await postCount(admin, count.id)).statusCode).toBe(409)
    expect(
      (await countLines(admin, count.id, [{ product_id: soap.id, counted_quantity: 1 }])).statusCode,
    ).toBe(409)
  })

  it('keeps the sales made while counting: the difference is measured against the snapshot', async () => {
    const store = await t.createStore()
    const [beer, water] = [await t.createProduct(), await t.createProduct()]
    await stockUp(admin, store.id, [
      { product_id: beer.id, quantity: 48 },
      { product_id: water.id, quantity: 24 },
    ])
    const count: StockCount = (await startCount(admin, { store_id: store.id, scope: 'full' })).json().data

    // The shop stays open: 5 beers and 3 waters are sold after the snapshot (sales as adjustments here).
    const sell = (productId: number, quantity: number) =>
      t.adjust(admin, {
        store_id: store.id,
        reason: 'correction',
        lines: [{ product_id: productId, quantity }],
      })
    await sell(beer.id, -5)
    await sell(water.id, -3)
    // Counted before those sales reached the shelf: 46 beers (2 missing) and 24 waters (all there).
    await countLines(admin, count.id, [
      { product_id: beer.id, counted_quantity: 46 },
      { product_id: water.id, counted_quantity: 24 },
    ])
    // One more beer sold before the count is posted.
    await sell(beer.id, -1)
    expect((await t.onHand(admin, store.id, beer.id))[0]?.on_hand).toBe(42)

    const posted = await postCount(admin, count.id)
    expect(posted.statusCode, posted.body).toBe(200)
    // Only the 2 missing beers are written off; the 6 sold stay sold.
    expect(await countMovements(count.id)).toEqual([{ product_id: beer.id, quantity: -2 }])
    expect((await t.onHand(admin, store.id, beer.id))[0]?.on_hand).toBe(40)
    expect((await t.onHand(admin, store.id, water.id))[0]?.on_hand).toBe(21)
  })

  it('leaves uncounted lines of a full count unchanged, and a product scanned later joins at its snapshot quantity', async () => {
    const store = await t.createStore()
    const [counted, uncounted, late] = [
      await t.createProduct(),
      await t.createProduct(),
      await t.createProduct(),
    ]
    await stockUp(admin, store.id, [
      { product_id: counted.id, quantity: 5 },
      { product_id: uncounted.id, quantity: 7 },
    ])
    const partial: StockCount = (
      await startCount(admin, { store_id: store.id, scope: 'partial', product_ids: [counted.id] })
    ).json().data
    expect(partial.lines.map((l) => l.product_id)).toEqual([counted.id])
    // Received after the snapshot: the late product held nothing at the snapshot, `uncounted` held 7.
    await stockUp(admin, store.id, [
      { product_id: late.id, quantity: 3 },
      { product_id: uncounted.id, quantity: 1 },
    ])
    const scanned = await countLines(admin, partial.id, [
      { product_id: counted.id, counted_quantity: 4 },
      { product_id: uncounted.id, counted_quantity: 7 },
      { product_id: late.id, counted_quantity: 0 },
    ])
    expect(
      scanned.json().data.lines.map((l: StockCount['lines'][number]) => [l.product_id, l.expected_quantity]),
    ).toEqual(
      expect.arrayContaining([
        [counted.id, 5],
        [uncounted.id, 7],
        [late.id, 0],
      ]),
    )
    await postCount(admin, partial.id)
    expect((await t.onHand(admin, store.id, counted.id))[0]?.on_hand).toBe(4)
    expect((await t.onHand(admin, store.id, uncounted.id))[0]?.on_hand).toBe(8)
    expect((await t.onHand(admin, store.id, late.id))[0]?.on_hand).toBe(3)

    const full: StockCount = (await startCount(admin, { store_id: store.id, scope: 'full' })).json().data
    await countLines(admin, full.id, [{ product_id: counted.id, counted_quantity: 4 }])
    const posted = await postCount(admin, full.id)
    expect(posted.json().data.totals).toMatchObject({ lines: 3, counted: 1 })
    expect(await countMovements(full.id)).toEqual([])
    expect((await t.onHand(admin, store.id, uncounted.id))[0]?.on_hand).toBe(8)
  })

  it('counts lot-tracked products per lot, by lot id or by a lot number found on the shelf', async () => {
    const store = await t.createStore()
    const milk = await t.createProduct({ is_lot_tracked: true })
    await stockUp(admin, store.id, [
      { product_id: milk.id, quantity: 6, lot_number: 'M1', expiry_date: '2030-05-01' },
      { product_id: milk.id, quantity: 4, lot_number: 'M2', expiry_date: '2030-06-01' },
    ])
    const count: StockCount = (await startCount(admin, { store_id: store.id, scope: 'full' })).json().data
    expect(count.lines.map((l) => [l.lot_number, l.expected_quantity, l.expiry_date])).toEqual([
      ['M1', 6, '2030-05-01'],
      ['M2', 4, '2030-06-01'],
    ])
    const missingLot = await countLines(admin, count.id, [{ product_id: milk.id, counted_quantity: 1 }])
    expect(missingLot.json().errors).toEqual({ 'lines.0.lot_number': ['required'] })
    const m1 = line(count, milk.id, 'M1')
    const counted = await countLines(admin, count.id, [
      { product_id: milk.id, lot_id: m1?.lot_id, counted_quantity: 5 },
      { product_id: milk.id, lot_number: 'M3', expiry_date: '2030-07-01', counted_quantity: 2 },
    ])
    expect(counted.statusCode, counted.body).toBe(200)
    expect(line(counted.json().data, milk.id, 'M3')).toMatchObject({ expected_quantity: 0, difference: 2 })
    await postCount(admin, count.id)
    expect((await t.onHand(admin, store.id, milk.id)).map((r) => [r.lot_number, r.on_hand])).toEqual([
      ['M1', 5],
      ['M2', 4],
      ['M3', 2],
    ])
  })

  it('starts a partial count by category, refuses an empty partial or a full with products', async () => {
    const store = await t.createStore()
    const drinks = await createCategory(t.db)
    const [cola, juice] = [
      await t.createProduct({ category_id: drinks.id }),
      await t.createProduct({ category_id: drinks.id }),
    ]
    const byCategory = await startCount(admin, {
      store_id: store.id,
      scope: 'partial',
      category_id: drinks.id,
    })
    expect(byCategory.statusCode, byCategory.body).toBe(201)
    expect(
      byCategory
        .json()
        .data.lines.map((l: { product_id: number }) => l.product_id)
        .sort(),
    ).toEqual([cola.id, juice.id].sort())
    const empty = await startCount(admin, { store_id: store.id, scope: 'partial' })
    expect(empty.json().errors).toEqual({ product_ids: ['required'] })
    const full = await startCount(admin, { store_id: store.id, scope: 'full', product_ids: [cola.id] })
    expect(full.json().errors).toEqual({ scope: ['full_takes_no_products'] })
  })

  it('cancels an open count without moving stock, and answers 403 for another store', async () => {
    const [mine, other] = [await t.createStore(), await t.createStore()]
    const keeper = await t.signInAtStores(['stock_keeper'], [mine.id])
    const product = await t.createProduct()
    await stockUp(admin, other.id, [{ product_id: product.id, quantity: 3 }])
    expect((await startCount(keeper.token, { store_id: other.id, scope: 'full' })).statusCode).toBe(403)
    const theirs: StockCount = (await startCount(admin, { store_id: other.id, scope: 'full' })).json().data
    expect((await t.as(keeper.token).get(`/api/stock-counts/${theirs.id}`)).statusCode).toBe(403)
    expect(
      (await countLines(keeper.token, theirs.id, [{ product_id: product.id, counted_quantity: 0 }]))
        .statusCode,
    ).toBe(403)
    const listed = await t.as(keeper.token).get('/api/stock-counts')
    expect(listed.json().data.map((c: { id: number }) => c.id)).not.toContain(theirs.id)

    await countLines(admin, theirs.id, [{ product_id: product.id, counted_quantity: 0 }])
    const cancelled = await post(admin, `/api/stock-counts/${theirs.id}/cancel`)
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled' })
    expect((await postCount(admin, theirs.id)).statusCode).toBe(409)
    expect((await t.onHand(admin, other.id, product.id))[0]?.on_hand).toBe(3)

    // The keeper counts in their own store but does not post: a manager does.
    const own: StockCount = (await startCount(keeper.token, { store_id: mine.id, scope: 'full' })).json().data
    expect(
      (await countLines(keeper.token, own.id, [{ product_id: product.id, counted_quantity: 1 }])).statusCode,
    ).toBe(200)
    expect((await postCount(keeper.token, own.id)).statusCode).toBe(403)
  })

  it('answers a retried post with the first answer and writes nothing more', async () => {
    const store = await t.createStore()
    const product = await t.createProduct()
    await stockUp(admin, store.id, [{ product_id: product.id, quantity: 9 }])
    const count: StockCount = (await startCount(admin, { store_id: store.id, scope: 'full' })).json().data
    await countLines(admin, count.id, [{ product_id: product.id, counted_quantity: 8 }])
    const key = { 'idempotency-key': `count-${count.id}` }
    const first = await postCount(admin, count.id, key)
    const retry = await postCount(admin, count.id, key)
    expect(retry.statusCode).toBe(200)
    expect(retry.json()).toEqual(first.json())
    expect(await countMovements(count.id)).toHaveLength(1)
    expect((await t.onHand(admin, store.id, product.id))[0]?.on_hand).toBe(8)
  })
})
