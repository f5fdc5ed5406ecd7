import { randomUUID } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, idempotencyKeys } from '../../db/schema/index.ts'
import { createOrdersTestApp } from '../orders/orders-test-kit.ts'
import { idempotentRecipes } from './idempotent-route-recipes.ts'

/**
 * Issue 23.3: every route that takes an Idempotency-Key, walked from the route table. A retry of a finished
 * request answers exactly the first answer (status and body) and writes nothing; a retry while the first still
 * runs is a clear 409 — never a 500. Each route has a recipe making one fresh, valid request; a route added
 * without one fails the first test.
 */
const t = await createOrdersTestApp()
await t.app.ready()
const { RECIPES, send, approvedOrder, seller } = await idempotentRecipes(t)

const idempotentRoutes = t.app.routeTable
  .filter((route) => route.idempotent && route.method !== 'HEAD')
  .map((route) => `${route.method} ${route.url}`)

const audits = async () => (await t.db.select({ n: count() }).from(auditLog))[0]?.n ?? 0

describe('every route that takes an Idempotency-Key', () => {
  it('has a recipe here, so none is left untested', () => {
    expect(idempotentRoutes.length).toBeGreaterThanOrEqual(30)
    expect(Object.keys(RECIPES).sort()).toEqual([...idempotentRoutes].sort())
  })

  it.each(idempotentRoutes)('%s: a replay is the first answer; a retry in flight is a 409', async (route) => {
    const recipe = RECIPES[route]
    if (!recipe) throw new Error(`no recipe for ${route}`)
    const call = await recipe()
    const key = randomUUID()
    const first = await send(call, key)
    expect(first.statusCode, first.body).toBeLessThan(300)

    const written = await audits()
    const replay = await send(call, key)
    expect(replay.statusCode, replay.body).toBe(first.statusCode)
    expect(replay.json()).toEqual(first.json())
    expect(replay.headers['idempotent-replayed']).toBe('true')
    expect(await audits()).toBe(written)

    // The first request still running: its claim holds no answer yet (as between the claim and the commit).
    const [claim] = await t.db
      .update(idempotencyKeys)
      .set({ status_code: null, response: null })
      .where(eq(idempotencyKeys.key, key))
      .returning()
    expect(claim).toBeDefined()
    const inFlight = await send(call, key)
    expect(inFlight.statusCode, inFlight.body).toBe(409)
    expect(inFlight.json()).toMatchObject({
      code: 'IDEMPOTENCY_IN_PROGRESS',
      message: 'A request with this Idempotency-Key is still running.',
    })
    expect(await audits()).toBe(written)
  })
})

describe('a double click on "Add payment"', () => {
  it('sent at once with one key: one payment, and neither answer is an error', async () => {
    const order = await approvedOrder()
    const call = {
      url: `/api/orders/${order.id}/payments`,
      token: seller.token,
      body: { method: 'cash', currency: 'USD', amount: 100 },
    }
    const key = randomUUID()
    const answers = await Promise.all([send(call, key), send(call, key)])
    // On PostgreSQL the second usually finds the first running (409); on PGlite it waits and is replayed.
    for (const answer of answers) expect([201, 409], answer.body).toContain(answer.statusCode)
    const succeeded = answers.filter((a) => a.statusCode === 201)
    expect(succeeded.length).toBeGreaterThanOrEqual(1)
    for (const answer of succeeded) expect(answer.json()).toEqual(succeeded[0]?.json())
    const detail = await t.api.detail(seller.token, order.id)
    expect(detail.tenders.filter((row) => row.kind === 'payment')).toHaveLength(1)
    expect(detail.due_usd).toBe(order.due_usd - 100)
  })
})
