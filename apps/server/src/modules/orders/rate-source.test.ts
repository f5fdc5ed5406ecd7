import { randomUUID } from 'node:crypto'
import { orderDetailSchema, recordResponseSchema } from '@sms/contract'
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { bearer } from '../../../test/test-app.ts'
import { exchangeRates, orders } from '../../db/schema/index.ts'
import { createOrdersTestApp } from './orders-test-kit.ts'

// The A4 documents' rate line names where the order's rate came from (issue 20): read from the rate history,
// which is only ever added to, so an order keeps its source whatever rate comes after it.
const t = await createOrdersTestApp()
let store: { id: number }
let manager: Awaited<ReturnType<typeof t.managerAt>>
let product: { id: number }

beforeAll(async () => {
  store = await t.createStore()
  manager = await t.managerAt(store.id)
  product = await t.createProduct({ price_usd: 500, taxable: true })
  await t.stockUp(store.id, product.id, 100)
})

const sell = async () =>
  t.approvedOrder(manager.token, { store_id: store.id, lines: [{ product_id: product.id, quantity: 1 }] })

describe("an order's rate source", () => {
  it('is unknown before the shop sets any rate, then the source of the entry in force at the sale', async () => {
    const beforeAny = await sell()
    expect([beforeAny.rate, beforeAny.rate_source]).toEqual([4100, null])

    const admin = await t.signInAs('admin')
    const set = await t.as(admin.token).post('/api/exchange-rates', { rate: 4080, confirm: true })
    expect(set.statusCode, set.body).toBe(201)
    const manual = await sell()
    expect([manual.rate, manual.rate_source]).toEqual([4080, 'manual'])

    // The NBC's rate of the day comes in after it (as the import writes it, in force from now).
    await t.db.insert(exchangeRates).values({
      rate: 4015,
      effective_at: new Date(),
      source: 'nbc',
      nbc_bid: 4005,
      nbc_ask: 4025,
      nbc_average: 4015,
    })
    const nbc = await sell()
    expect([nbc.rate, nbc.rate_source]).toEqual([4015, 'nbc'])
    // The earlier order still says the shop set its rate, on every read.
    expect((await t.api.detail(manager.token, manual.id)).rate_source).toBe('manual')
  })

  it('claims no source for a rate the history did not hold then (an offline till that kept an older one)', async () => {
    const order = await sell()
    await t.db.update(orders).set({ rate: 4080 }).where(eq(orders.id, order.id))
    expect((await t.api.detail(manager.token, order.id)).rate_source).toBeNull()
  })

  it('is null in an answer replayed from before the field existed, which the contract still reads', async () => {
    const order = await sell()
    const key = randomUUID()
    const first = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/transition`,
      headers: { ...bearer(manager.token), 'idempotency-key': key },
      payload: { to: 'preparing_done' },
    })
    expect(first.statusCode, first.body).toBe(200)
    // The stored answer as an earlier version wrote it: no `rate_source`.
    await t.db.execute(
      sql`update idempotency_keys set response = response #- '{data,rate_source}' where key = ${key}`,
    )
    const replay = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/transition`,
      headers: { ...bearer(manager.token), 'idempotency-key': key },
      payload: { to: 'preparing_done' },
    })
    expect([replay.statusCode, replay.headers['idempotent-replayed']]).toEqual([200, 'true'])
    const replayed = recordResponseSchema(orderDetailSchema).parse(replay.json())
    expect([replayed.data.id, replayed.data.rate_source]).toEqual([order.id, null])
  })
})
