import { randomUUID } from 'node:crypto'
import type { OpenOrderRequest, OrderDetail, OrderStage } from '@sms/contract'
import { eq } from 'drizzle-orm'
import { bearer } from '../../../test/test-app.ts'
import { createCustomer } from '../../db/factories/parties.ts'
import { orders, users } from '../../db/schema/index.ts'
import { hashPassword } from '../../lib/passwords.ts'
import { createSalesTestApp } from '../sales/sales-test-kit.ts'

export const MANAGER_PIN = '4321'

/** The sales kit plus the back office's requests: each answers the raw response; `ok` unwraps a success. */
export async function createOrdersTestApp() {
  const t = await createSalesTestApp()

  const post = (token: string, url: string, payload: object = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(token), 'idempotency-key': randomUUID() },
      payload,
    })

  async function ok(response: Awaited<ReturnType<typeof post>>, status = 200): Promise<OrderDetail> {
    if (response.statusCode !== status)
      throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`)
    return response.json<{ data: OrderDetail }>().data
  }

  /** A manager (the seeded role) of the store, with a PIN for approvals at the till. */
  async function managerAt(storeId: number) {
    const session = await t.signInAtStores(['manager'], [storeId])
    await t.db
      .update(users)
      .set({ pin_hash: await hashPassword(MANAGER_PIN) })
      .where(eq(users.id, session.user.id))
    return session
  }

  const api = {
    open: (token: string, body: OpenOrderRequest) => post(token, '/api/orders', body),
    approve: (token: string, id: number) => post(token, `/api/orders/${id}/approve`),
    transition: (token: string, id: number, body: { to: OrderStage; reason?: string; write_off?: boolean }) =>
      post(token, `/api/orders/${id}/transition`, body),
    cancel: (token: string, id: number, body: object) => post(token, `/api/orders/${id}/cancel`, body),
    pay: (token: string, id: number, body: object) => post(token, `/api/orders/${id}/payments`, body),
    return: (token: string, id: number, body: object) => post(token, `/api/orders/${id}/returns`, body),
    invoice: (token: string, id: number, body: object = {}) => post(token, `/api/orders/${id}/invoice`, body),
    detail: async (token: string, id: number) => ok(await t.as(token).get(`/api/orders/${id}`)),
  }

  /** An open order, approved (its stock taken), moved through the given stages. */
  async function approvedOrder(token: string, body: OpenOrderRequest, stages: OrderStage[] = []) {
    let order = await ok(await api.open(token, body), 201)
    order = await ok(await api.approve(token, order.id))
    for (const to of stages) order = await ok(await api.transition(token, order.id, { to }))
    return order
  }

  /** Puts an order straight into a stage (for the stage matrix), approved. */
  const setStage = (id: number, stage: OrderStage) =>
    t.db.update(orders).set({ stage }).where(eq(orders.id, id))

  return {
    ...t,
    post,
    ok,
    api,
    managerAt,
    approvedOrder,
    setStage,
    createCustomer: (overrides: Parameters<typeof createCustomer>[1] = {}) => createCustomer(t.db, overrides),
  }
}
