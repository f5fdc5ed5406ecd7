import type { Currency, PaymentKind, TenderMethod } from '@sms/contract'
import { expect } from 'vitest'
import { bearer, createTestApp } from '../../../test/test-app.ts'
import { createStore } from '../../db/factories/parties.ts'
import { orderPayments, orders, userStores } from '../../db/schema/index.ts'

export type PaymentRow = {
  kind: PaymentKind
  method: TenderMethod
  currency: Currency
  amount: number
  /** Rows written by a later step may not name their drawer; they count for the order's shift. */
  withoutShift?: boolean
}

export type SaleRow = {
  total_usd: number
  total_khr: number
  discount_usd?: number
  vat_usd?: number
  stage?: 'order_completed' | 'cancelled'
  payments: PaymentRow[]
}

/** A test app for the till's files: users placed in stores, and sales written straight into the tables. */
export async function createShiftTestApp() {
  const t = await createTestApp()

  async function signInAtStores(roles: string[], storeIds: number[]) {
    const session = await t.signInAs(...roles)
    if (storeIds.length > 0) {
      await t.db
        .insert(userStores)
        .values(storeIds.map((store_id) => ({ user_id: session.user.id, store_id })))
    }
    return session
  }

  /**
   * A completed sale in a shift, as the checkout would leave it: the order row and its payment rows. The
   * shift tests need exact sums, not the pricing, so the figures are given.
   */
  async function recordSale(shift: { id: number; store_id: number; user_id: number }, sale: SaleRow) {
    const [order] = await t.db
      .insert(orders)
      .values({
        store_id: shift.store_id,
        shift_id: shift.id,
        cashier_id: shift.user_id,
        stage: sale.stage ?? 'order_completed',
        payment_status: 'paid',
        rate: 4100,
        subtotal_usd: sale.total_usd + (sale.discount_usd ?? 0),
        discount_usd: sale.discount_usd ?? 0,
        vat_usd: sale.vat_usd ?? 0,
        prices_include_vat: true,
        vat_rate: 10,
        total_usd: sale.total_usd,
        total_khr: sale.total_khr,
        vat_khr: 0,
      })
      .returning({ id: orders.id })
    if (!order) throw new Error('order insert returned nothing')
    if (sale.payments.length > 0) {
      await t.db.insert(orderPayments).values(
        sale.payments.map((p) => ({
          order_id: order.id,
          shift_id: p.withoutShift ? null : shift.id,
          kind: p.kind,
          method: p.method,
          currency: p.currency,
          amount: p.amount,
          amount_khr: p.currency === 'KHR' ? p.amount : p.amount * 41,
          created_by: shift.user_id,
        })),
      )
    }
    return order.id
  }

  return {
    ...t,
    signInAtStores,
    recordSale,
    createStore: (overrides: Parameters<typeof createStore>[1] = {}) => createStore(t.db, overrides),
  }
}

/** `POST /api/shifts` as a user, and a shift opened at a store (the file's own unless told), checked 201. */
export function shiftRequests(
  t: Awaited<ReturnType<typeof createShiftTestApp>>,
  ownStore: () => { id: number },
) {
  const open = (token: string, body: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/shifts',
      headers: { ...bearer(token), ...headers },
      payload: body,
    })

  async function openShift(token: string, storeId = ownStore().id, float_usd = 5000, float_khr = 200_000) {
    const response = await open(token, { store_id: storeId, float_usd, float_khr })
    expect(response.statusCode, response.body).toBe(201)
    return response.json<{ data: { id: number; store_id: number; user_id: number } }>().data
  }

  return { open, openShift }
}
