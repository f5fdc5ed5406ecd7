import { type Currency, centsToRiel, type PaymentStatus } from '@sms/contract'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { orderPayments, orderReturns, orderStageChanges, orders, shifts } from '../../db/schema/index.ts'
import { findById } from '../../kernel/find-by-id.ts'
import { assertStoreAccess } from '../access/store-access.ts'
import type { Actor } from '../auth/auth.service.ts'
import type { OrderRow } from '../sales/order-row.ts'

export const inRiel = (currency: Currency, amount: number, rate: number) =>
  currency === 'KHR' ? amount : centsToRiel(amount, rate)

/**
 * The order, row-locked for the rest of the transaction: every action on one order (payment, return, stage,
 * invoice, cancel) queues here first, so ten concurrent returns of the same line are counted one after another.
 * The order lock comes before any stock level and document number lock (decision 0022's lock order).
 */
export async function lockOrder(tx: Db, actor: Actor, id: number): Promise<OrderRow> {
  const row = await findById(tx, orders, id, { resource: 'orders', lock: true })
  await assertStoreAccess(tx, actor, row.store_id)
  return row
}

/** Money of an order in riel: what was paid net of change and refunds, and what credit notes took off. */
export async function moneyOf(tx: Db, orderId: number) {
  const [paid] = await tx
    .select({
      net: sql<string>`coalesce(sum(${orderPayments.amount_khr}), 0)`,
      refunds: sql<number>`count(*) filter (where ${orderPayments.kind} = 'refund')`,
    })
    .from(orderPayments)
    .where(eq(orderPayments.order_id, orderId))
  const [credited] = await tx
    .select({
      khr: sql<string>`coalesce(sum(${orderReturns.total_khr}), 0)`,
      usd: sql<string>`coalesce(sum(${orderReturns.total_usd}), 0)`,
      vat: sql<string>`coalesce(sum(${orderReturns.vat_usd}), 0)`,
      vat_khr: sql<string>`coalesce(sum(${orderReturns.vat_khr}), 0)`,
    })
    .from(orderReturns)
    .where(eq(orderReturns.order_id, orderId))
  return {
    net_paid_khr: Number(paid?.net ?? 0),
    has_refunds: Number(paid?.refunds ?? 0) > 0,
    credited_khr: Number(credited?.khr ?? 0),
    credited_usd: Number(credited?.usd ?? 0),
    credited_vat_usd: Number(credited?.vat ?? 0),
    credited_vat_khr: Number(credited?.vat_khr ?? 0),
  }
}
export type OrderMoney = Awaited<ReturnType<typeof moneyOf>>

/** What is still owed in riel: the total less credit notes less net payments, never below 0. */
export const dueOf = (order: Pick<OrderRow, 'total_khr'>, money: OrderMoney) =>
  Math.max(0, order.total_khr - money.credited_khr - money.net_paid_khr)

/**
 * SALES.md: the payment status comes from payment rows (tenders minus change minus refunds, rounding rows
 * count). Owed is the total less credit notes. Nothing paid back and nothing owed is `paid`; paid back to zero
 * after refunds is `refunded`.
 */
export function derivePaymentStatus(totalKhr: number, money: OrderMoney): Exclude<PaymentStatus, 'onhold'> {
  const owed = totalKhr - money.credited_khr
  const net = money.net_paid_khr
  if (money.has_refunds && net <= 0) return 'refunded'
  if (net >= owed) return 'paid'
  return net > 0 ? 'partial' : 'unpaid'
}

/** Recomputes and stores the payment status from the rows (never edited by hand); returns it. */
export async function refreshPaymentStatus(tx: Db, order: OrderRow) {
  const money = await moneyOf(tx, order.id)
  const payment_status = derivePaymentStatus(order.total_khr, money)
  if (payment_status !== order.payment_status) {
    await tx.update(orders).set({ payment_status, updated_at: sql`now()` }).where(eq(orders.id, order.id))
  }
  return { payment_status, money }
}

/** Whether the order has been on the road or completed: a till sale is created completed. */
export async function wasDelivered(tx: Db, order: OrderRow) {
  if (order.source === 'pos') return true
  const [row] = await tx
    .select({ id: orderStageChanges.id })
    .from(orderStageChanges)
    .where(
      and(
        eq(orderStageChanges.order_id, order.id),
        inArray(orderStageChanges.to_stage, ['shipping', 'order_completed']),
      ),
    )
    .limit(1)
  return row !== undefined
}

/** The actor's open shift at the store, if any: cash refunds at a till come out of its drawer. */
export async function openShiftOf(tx: Db, actor: Actor, storeId: number) {
  const [shift] = await tx
    .select({ id: shifts.id })
    .from(shifts)
    .where(and(eq(shifts.user_id, actor.id), eq(shifts.store_id, storeId), eq(shifts.status, 'open')))
  return shift?.id ?? null
}
