import type { CheckoutRequest, OpenOrderRequest, Order, TenderInput } from '@sms/contract'
import { desc, eq, type sql } from 'drizzle-orm'
import { bearer } from '../../../test/test-app.ts'
import {
  brands,
  categories,
  exchangeRates,
  orderPayments,
  orderReturns,
  orders,
} from '../../db/schema/index.ts'
import { createOrdersTestApp } from '../orders/orders-test-kit.ts'

/** `day` at `hour`:`minute` in Phnom Penh (UTC+7, no daylight saving). */
export const shopTime = (day: string, hour: number, minute = 0) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + ((hour - 7) * 60 + minute) * 60_000)

export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/**
 * A shop with history for the reports: three stores, taxable and exempt products in two categories and brands
 * (Khmer names), cashiers with open shifts, sales rung up through the real checkout and dated back to their day,
 * returns and cancellations through the real back office, dated likewise.
 */
export async function createReportsTestApp() {
  const t = await createOrdersTestApp()
  const [food, drink] = await t.db
    .insert(categories)
    .values([
      { name_en: 'Food', name_kh: 'អាហារ', code: 'FOOD' },
      { name_en: 'Drinks', name_kh: 'ភេសជ្ជៈ', code: 'DRINK' },
    ])
    .returning()
  const [angkor, kampot] = await t.db
    .insert(brands)
    .values([
      { name_en: 'Angkor', name_kh: 'អង្គរ', code: 'ANGKOR' },
      { name_en: 'Kampot', name_kh: 'កំពត', code: 'KAMPOT' },
    ])
    .returning()
  if (!food || !drink || !angkor || !kampot) throw new Error('catalogue insert returned nothing')

  /** A rate in force from now on (the checkout reads the latest). */
  async function setRate(rate: number) {
    await t.db.insert(exchangeRates).values({ rate, effective_at: new Date(Date.now() - 1000) })
  }

  async function sellAt(token: string, body: CheckoutRequest, at: Date): Promise<Order> {
    const order = await t.sell(token, body)
    await t.db
      .update(orders)
      .set({ created_at: at, updated_at: at, approved_at: at })
      .where(eq(orders.id, order.id))
    await t.db.update(orderPayments).set({ created_at: at }).where(eq(orderPayments.order_id, order.id))
    return order
  }

  /** The credit note `POST /api/orders/{id}/returns` or `/cancel` just wrote, with its refund rows, dated to `at`. */
  async function dateLastCreditNote(orderId: number, at: Date) {
    const [note] = await t.db
      .select({ id: orderReturns.id })
      .from(orderReturns)
      .where(eq(orderReturns.order_id, orderId))
      .orderBy(desc(orderReturns.id))
      .limit(1)
    if (!note) throw new Error(`order ${orderId} has no credit note`)
    await t.db.update(orderReturns).set({ created_at: at }).where(eq(orderReturns.id, note.id))
    await t.db.update(orderPayments).set({ created_at: at }).where(eq(orderPayments.return_id, note.id))
  }

  /**
   * A return through `POST /api/orders/{id}/returns` (the returns service: stock back, credit note, refund by
   * the till's rules), then dated to its day as the sales are.
   */
  async function returnAt(
    token: string,
    order: Order,
    lineQuantities: { line_no: number; quantity: number }[],
    refund: TenderInput[],
    at: Date,
  ) {
    const lines = lineQuantities.map(({ line_no, quantity }) => {
      const line = order.lines.find((l) => l.line_no === line_no)
      if (!line) throw new Error(`no line ${line_no}`)
      return { order_line_id: line.id, quantity }
    })
    const detail = await t.ok(await t.api.return(token, order.id, { lines, refund, reason: 'damaged' }), 201)
    await dateLastCreditNote(order.id, at)
    return detail
  }

  /**
   * A back-office order as the office takes one (`POST /api/orders`, approve, paid in dollars, invoiced) and
   * then cancelled through `POST /api/orders/{id}/cancel` with the money given back: the cancellation credit
   * note of an invoiced order. The sale is dated `soldAt`, the cancellation `cancelledAt`.
   */
  async function cancelledInvoicedOrder(
    token: string,
    body: OpenOrderRequest,
    soldAt: Date,
    cancelledAt: Date,
  ) {
    const order = await t.approvedOrder(token, body)
    await t.db
      .update(orders)
      .set({ created_at: soldAt, updated_at: soldAt, approved_at: soldAt })
      .where(eq(orders.id, order.id))
    await t.ok(
      await t.api.pay(token, order.id, { method: 'cash', currency: 'USD', amount: order.total_usd }),
      201,
    )
    await t.db.update(orderPayments).set({ created_at: soldAt }).where(eq(orderPayments.order_id, order.id))
    await t.ok(await t.api.invoice(token, order.id), 201)
    const refund: TenderInput[] = [{ method: 'cash', currency: 'USD', amount: order.total_usd }]
    const cancelled = await t.ok(
      await t.api.cancel(token, order.id, { reason: 'customer changed mind', refund }),
    )
    await t.db
      .update(orders)
      .set({ cancelled_at: cancelledAt, updated_at: cancelledAt })
      .where(eq(orders.id, order.id))
    await dateLastCreditNote(order.id, cancelledAt)
    return cancelled
  }

  const get = <T>(token: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: bearer(token) }).then((response) => {
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`)
      return response.json<{ data: T }>().data
    })

  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.db.execute(query)) as unknown as { rows: T[] }).rows

  return { ...t, food, drink, angkor, kampot, setRate, sellAt, returnAt, cancelledInvoicedOrder, get, rows }
}
