import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { bearer } from '../../../test/test-app.ts'
import { idempotencyKeys, stockAdjustments, stockMovements } from '../../db/schema/index.ts'
import { createStockTestApp } from '../stock/stock-test-kit.ts'

const t = await createStockTestApp()
let admin: Awaited<ReturnType<typeof t.signInAs>>
let store: { id: number }
let product: { id: number }

beforeAll(async () => {
  admin = await t.signInAs('admin')
  store = await t.createStore()
  product = await t.createProduct()
})

const body = (quantity: number) => ({
  store_id: store.id,
  reason: 'found' as const,
  lines: [{ product_id: product.id, quantity }],
})
const movementCount = async () =>
  (await t.db.select().from(stockMovements).where(eq(stockMovements.product_id, product.id))).length

describe('Idempotency-Key', () => {
  it('answers a retry with the first answer and writes nothing', async () => {
    const key = { 'idempotency-key': 'retry-1' }
    const first = await t.adjust(admin.token, body(2), key)
    const retry = await t.adjust(admin.token, body(2), key)
    expect(first.statusCode).toBe(201)
    expect(retry.statusCode).toBe(201)
    expect(retry.json()).toEqual(first.json())
    expect(retry.headers['idempotent-replayed']).toBe('true')
    expect(await movementCount()).toBe(1)
    expect((await t.onHand(admin.token, store.id, product.id))[0]?.on_hand).toBe(2)
  })

  it('refuses the same key with another body (422), and keeps keys per user', async () => {
    const key = { 'idempotency-key': 'reuse-1' }
    await t.adjust(admin.token, body(1), key)
    const reused = await t.adjust(admin.token, body(5), key)
    expect(reused.statusCode).toBe(422)
    expect(reused.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' })
    const otherUser = await t.signInAs('admin')
    expect((await t.adjust(otherUser.token, body(5), key)).statusCode).toBe(201)
  })

  it('writes one document for two requests sent at once with one key', async () => {
    const before = await movementCount()
    const first = t.adjust(admin.token, body(3), { 'idempotency-key': 'flight-2' })
    const second = t.adjust(admin.token, body(3), { 'idempotency-key': 'flight-2' })
    const answers = await Promise.all([first, second])
    // On PostgreSQL the second usually finds the first running (409); on PGlite the first may finish first.
    expect(answers.map((a) => a.statusCode).sort()).toEqual(expect.arrayContaining([201]))
    for (const a of answers) expect([201, 409]).toContain(a.statusCode)
    expect(await movementCount()).toBe(before + 1)
  })

  it('answers 409 while the first request with the key is still running', async () => {
    const first = await t.adjust(admin.token, body(1), { 'idempotency-key': 'flight-3' })
    // Make the stored claim look unanswered, as it is while the first request runs.
    await t.db
      .update(idempotencyKeys)
      .set({ status_code: null, response: null })
      .where(eq(idempotencyKeys.key, 'flight-3'))
    const during = await t.adjust(admin.token, body(1), { 'idempotency-key': 'flight-3' })
    expect(first.statusCode).toBe(201)
    expect(during.statusCode).toBe(409)
    expect(during.json()).toMatchObject({ code: 'IDEMPOTENCY_IN_PROGRESS' })
  })

  it('releases the key of a request that failed, so a retry runs again', async () => {
    const key = { 'idempotency-key': 'failed-1' }
    const adjustments = (await t.db.select().from(stockAdjustments)).length
    const failed = await t.adjust(admin.token, body(-1000), key)
    expect(failed.json().code).toBe('STOCK_INSUFFICIENT')
    expect((await t.db.select().from(stockAdjustments)).length).toBe(adjustments)
    await t.adjust(admin.token, body(1000), { 'idempotency-key': 'failed-1-fill' })
    expect((await t.adjust(admin.token, body(-1000), key)).statusCode).toBe(201)
  })

  it('covers approve and reject, and refuses a malformed key', async () => {
    const keeper = await t.signInAtStores(['stock_keeper'], [store.id])
    const pending = (await t.adjust(keeper.token, body(1))).json().data
    const approve = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/stock-adjustments/${pending.id}/approve`,
        headers: { ...bearer(admin.token), 'idempotency-key': 'approve-1' },
      })
    const [once, twice] = [await approve(), await approve()]
    expect(once.statusCode).toBe(200)
    expect(twice.json()).toEqual(once.json())
    const bad = await t.adjust(admin.token, body(1), { 'idempotency-key': 'with space' })
    expect(bad.statusCode).toBe(400)
  })
})
