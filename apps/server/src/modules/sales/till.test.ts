import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { bearer } from '../../../test/test-app.ts'
import { createRole } from '../../db/factories/users.ts'
import { auditLog, users } from '../../db/schema/index.ts'
import { hashPassword } from '../../lib/passwords.ts'
import { createSalesTestApp } from './sales-test-kit.ts'

const t = await createSalesTestApp()
const store = await t.createStore()
const otherStore = await t.createStore()
const cashier = await t.cashierAt(store.id)
const soap = await t.createProduct({ price_usd: 150 })
const rice = await t.createProduct({ price_usd: 1200 })
const never = await t.createProduct({ price_usd: 99 })
await t.stockUp(store.id, soap.id, 12)
await t.stockUp(store.id, rice.id, 3)
await t.stockUp(otherStore.id, rice.id, 40)

const stockOf = (query: string, token = cashier.token) =>
  t.app.inject({
    method: 'GET',
    url: `/api/pos/stock?${query}`,
    headers: { ...bearer(token), 'content-type': 'application/json' },
  })

describe('the till’s stock of the products on screen', () => {
  it('answers each product’s stock at the till’s store, in the order asked, 0 for one never stocked there', async () => {
    const response = await stockOf(`store_id=${store.id}&product_ids=${rice.id},${never.id},${soap.id}`)
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toEqual([
      { product_id: rice.id, on_hand: 3 },
      { product_id: never.id, on_hand: 0 },
      { product_id: soap.id, on_hand: 12 },
    ])
  })

  it('refuses another store’s stock to a cashier who does not work there', async () => {
    const response = await stockOf(`store_id=${otherStore.id}&product_ids=${rice.id}`)
    expect(response.statusCode).toBe(403)
  })

  it('answers 400 for ids that are not a list of numbers, or too many of them', async () => {
    for (const ids of [
      '',
      'abc',
      '1,,2',
      '1;drop table',
      Array.from({ length: 101 }, (_, i) => i + 1).join(','),
    ]) {
      const response = await stockOf(`store_id=${store.id}&product_ids=${encodeURIComponent(ids)}`)
      expect(response.statusCode, ids).toBe(400)
      expect(response.json().code).toBe('BAD_REQUEST')
    }
  })

  it('needs the right to sell', async () => {
    const keeper = await t.signInAtStores(['stock_keeper'], [store.id])
    const response = await stockOf(`store_id=${store.id}&product_ids=${soap.id}`, keeper.token)
    expect(response.statusCode).toBe(403)
  })
})

describe('the stock an order form warns with (GET /api/orders/stock)', () => {
  const orderStockOf = (query: string, token: string) =>
    t.app.inject({ method: 'GET', url: `/api/orders/stock?${query}`, headers: bearer(token) })

  it('answers an order-taker who may not sell at a till, for a store they work in only', async () => {
    const role = await createRole(t.db, ['orders.create'])
    const taker = await t.signInAtStores([role.name], [store.id])
    expect((await stockOf(`store_id=${store.id}&product_ids=${rice.id}`, taker.token)).statusCode).toBe(403)

    const response = await orderStockOf(`store_id=${store.id}&product_ids=${soap.id},${rice.id}`, taker.token)
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toEqual([
      { product_id: soap.id, on_hand: 12 },
      { product_id: rice.id, on_hand: 3 },
    ])
    const elsewhere = await orderStockOf(`store_id=${otherStore.id}&product_ids=${rice.id}`, taker.token)
    expect(elsewhere.statusCode).toBe(403)
  })

  it('needs the right to take orders', async () => {
    const keeper = await t.signInAtStores(['stock_keeper'], [store.id])
    const response = await orderStockOf(`store_id=${store.id}&product_ids=${soap.id}`, keeper.token)
    expect(response.statusCode).toBe(403)
  })
})

describe('opening the drawer without a sale (Alt+D)', () => {
  const PIN = '730214'
  const drawer = (token: string, body: object) =>
    t.app.inject({ method: 'POST', url: '/api/pos/drawer', headers: bearer(token), payload: body })
  const openings = (shiftId: number) =>
    t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.resource, 'shifts'),
          eq(auditLog.record_id, shiftId),
          eq(auditLog.action, 'drawer_opened'),
        ),
      )

  it('needs a manager’s PIN for a cashier, and logs the opening under the shift with both names', async () => {
    const manager = await t.signInAtStores(['manager'], [store.id])
    await t.db
      .update(users)
      .set({ pin_hash: await hashPassword(PIN) })
      .where(eq(users.id, manager.user.id))
    const body = { store_id: store.id, reason: 'Change for the market stall' }

    const alone = await drawer(cashier.token, body)
    expect(alone.statusCode).toBe(403)
    expect(alone.json().code).toBe('APPROVAL_REQUIRED')
    const wrong = await drawer(cashier.token, {
      ...body,
      approval: { username: manager.user.username, pin: '000000' },
    })
    expect(wrong.json().code).toBe('APPROVAL_INVALID')
    expect(await openings(cashier.shift.id)).toHaveLength(0)

    const approved = await drawer(cashier.token, {
      ...body,
      approval: { username: manager.user.username, pin: PIN },
    })
    expect(approved.statusCode).toBe(201)
    expect(approved.json().data).toMatchObject({
      shift_id: cashier.shift.id,
      reason: 'Change for the market stall',
      opened_by_name: cashier.user.name,
      approved_by_name: manager.user.name,
    })
    const [logged] = await openings(cashier.shift.id)
    expect(logged).toMatchObject({ actor_id: cashier.user.id })
    expect(logged?.after).toMatchObject({
      reason: 'Change for the market stall',
      approved_by: manager.user.id,
    })
  })

  it('lets one who may approve open their own drawer, but only in an open shift', async () => {
    const supervisor = await t.cashierAt(store.id, ['manager'])
    const opened = await drawer(supervisor.token, { store_id: store.id, reason: 'Coins for change' })
    expect(opened.statusCode).toBe(201)
    expect(opened.json().data.approved_by_name).toBeNull()
    const noShift = await t.signInAtStores(['manager'], [store.id])
    const refused = await drawer(noShift.token, { store_id: store.id, reason: 'Coins for change' })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('SHIFT_NOT_OPEN')
  })

  it('refuses a missing reason and another store', async () => {
    const blank = await drawer(cashier.token, { store_id: store.id, reason: '  ' })
    expect(blank.statusCode).toBe(422)
    const elsewhere = await drawer(cashier.token, { store_id: otherStore.id, reason: 'x' })
    expect(elsewhere.statusCode).toBe(403)
  })
})
