import type { OrderDetail, returnRequestSchema } from '@sms/contract'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { orderPayments, users } from '../../db/schema/index.ts'
import { AppError, fieldErrors } from '../../lib/errors.ts'
import { may } from '../access/may.ts'
import { recordAudit } from '../audit/audit.service.ts'
import type { Actor } from '../auth/auth.service.ts'
import { type WriteOptions, writeDocument } from '../documents/document.ts'
import { type ApprovalContext, verifyApproval } from '../sales/approvals.ts'
import { assertApproved, emitChanged, type OrderRow } from '../sales/order-row.ts'
import { countingPinFailures } from '../sales/pin-lock.ts'
import { settleRefund, type TenderIn } from '../sales/settle-payment.ts'
import { readSettings } from '../settings/settings.service.ts'
import type { Milli } from '../stock/quantities.ts'
import { toMilli } from '../stock/quantities.ts'
import {
  type CreditLine,
  creditLine,
  creditTotals,
  type LineCredit,
  linesWithCredits,
  taxableBaseOf,
  writeCreditNote,
} from './credit-notes.ts'
import { loadOrderDetail } from './order-detail.ts'
import { lockOrder, moneyOf, type OrderMoney, openShiftOf, refreshPaymentStatus } from './order-state.ts'
import { returnStock } from './stock-back.ts'

export type ReturnInput = z.output<typeof returnRequestSchema>

/**
 * What the customer gets back when `creditKhr` more is credited: what they paid beyond what they still owe
 * after it (an unpaid order is credited, not refunded).
 */
export const refundDue = (order: OrderRow, money: OrderMoney, creditKhr: number) =>
  Math.max(0, money.net_paid_khr - Math.max(0, order.total_khr - money.credited_khr - creditKhr))

/** Refunds go back in a tender the order was paid with, or in cash (either currency). */
async function checkRefundMethods(tx: Db, orderId: number, refund: TenderIn[]) {
  const paid = await tx
    .select({ method: orderPayments.method })
    .from(orderPayments)
    .where(eq(orderPayments.order_id, orderId))
  const methods = new Set(paid.map((p) => p.method))
  const errors: Record<string, string[]> = {}
  refund.forEach((t, i) => {
    if (t.method !== 'cash' && !methods.has(t.method)) errors[`refund.${i}.method`] = ['not_original_tender']
  })
  if (Object.keys(errors).length > 0) throw fieldErrors(errors)
}

/** Settles a refund against the order and writes its rows under the credit note (or none: a cancellation). */
export async function writeRefund(
  tx: Db,
  actor: Actor,
  order: OrderRow,
  dueKhr: number,
  refund: TenderIn[],
  returnId: number | null,
  shiftId: number | null,
) {
  await checkRefundMethods(tx, order.id, refund)
  const settings = await readSettings(tx)
  const rows = settleRefund(dueKhr, refund, order.rate, {
    step: settings.riel_rounding_step as 100 | 500 | 1000,
    mode: settings.riel_rounding_mode,
  })
  if (rows.length === 0) return
  await tx.insert(orderPayments).values(
    rows.map((row) => ({
      ...row,
      order_id: order.id,
      shift_id: shiftId,
      return_id: returnId,
      created_by: actor.id,
    })),
  )
}

/** The requested lines, summed per order line and bounded by what was sold less earlier returns. */
function boundedLines(credits: LineCredit[], input: ReturnInput): CreditLine[] {
  const asked = new Map<number, Milli>()
  for (const line of input.lines) {
    asked.set(line.order_line_id, (asked.get(line.order_line_id) ?? 0) + toMilli(line.quantity))
  }
  const result: CreditLine[] = []
  for (const [lineId, quantity] of asked) {
    const credit = credits.find((c) => c.line.id === lineId)
    if (!credit)
      throw fieldErrors({
        [`lines.${input.lines.findIndex((l) => l.order_line_id === lineId)}.order_line_id`]: ['not_found'],
      })
    if (credit.returned + quantity > credit.sold) {
      throw new AppError('RETURN_EXCEEDS_SOLD', 'You cannot return more than was sold.', {
        order_line_id: lineId,
        sold: credit.sold / 1000,
        returned: credit.returned / 1000,
        requested: quantity / 1000,
        returnable: (credit.sold - credit.returned) / 1000,
      })
    }
    result.push(creditLine(credit, quantity))
  }
  return result
}

/**
 * A credit above the user's own return limit needs `pos.approve` or a manager's username and PIN typed in
 * (the till's approval, audited with both names).
 */
async function approverFor(
  tx: Db,
  actor: Actor,
  order: OrderRow,
  totalUsd: number,
  input: ReturnInput,
  approvals: ApprovalContext,
) {
  if (may(actor, 'pos.approve')) return null
  const [user] = await tx.select({ limit: users.return_limit_usd }).from(users).where(eq(users.id, actor.id))
  if (totalUsd <= (user?.limit ?? 0)) return null
  return verifyApproval(tx, input.approval, { prices: [], discounts: [] }, order.store_id, approvals)
}

/**
 * `POST /api/orders/{id}/returns`: against the original order only, under its row lock (so concurrent returns
 * of one line count one after another and never pass what was sold), the goods back to the lots they came
 * from, the refund by the till's rules, a credit note numbered in its own gapless sequence.
 */
export async function createReturn(
  db: Db,
  actor: Actor,
  orderId: number,
  input: ReturnInput,
  options: WriteOptions & { approvals: ApprovalContext },
) {
  return countingPinFailures(db, actor, options.events, () => writeReturn(db, actor, orderId, input, options))
}

async function writeReturn(
  db: Db,
  actor: Actor,
  orderId: number,
  input: ReturnInput,
  options: WriteOptions & { approvals: ApprovalContext },
) {
  return writeDocument<OrderDetail>(
    db,
    actor,
    { ...options, resource: 'orders', action: 'returned', status: 201 },
    async (tx, ctx) => {
      const order = await lockOrder(tx, actor, orderId)
      assertApproved(order)
      const credits = await linesWithCredits(tx, order.id)
      const lines = boundedLines(credits, input)
      const isLast = credits.every((c) => {
        const now = lines.find((l) => l.line.id === c.line.id)?.quantity ?? 0
        return c.returned + now >= c.sold
      })
      const money = await moneyOf(tx, order.id)
      const totals = creditTotals(order, money, lines, isLast, taxableBaseOf(credits))
      // The limit weighs what the customer gets back: with VAT and the taxes added on top (decision 0048).
      const approver = await approverFor(tx, actor, order, totals.total_usd, input, options.approvals)
      const shiftId = await openShiftOf(tx, actor, order.store_id)
      const quantities = new Map<number, Milli>()
      for (const l of lines)
        quantities.set(l.line.product_id, (quantities.get(l.line.product_id) ?? 0) + l.quantity)
      await returnStock(tx, ctx, order, quantities, input.reason)
      const note = await writeCreditNote(tx, actor, order, {
        kind: 'return',
        reason: input.reason,
        lines,
        isLast,
        totals,
        shiftId,
        approvedBy: approver?.id ?? null,
      })
      await writeRefund(
        tx,
        actor,
        order,
        refundDue(order, money, note.total_khr),
        input.refund,
        note.id,
        shiftId,
      )
      await refreshPaymentStatus(tx, order)
      if (approver) {
        await recordAudit(tx, {
          actorId: approver.id,
          resource: 'orders',
          recordId: order.id,
          action: 'return-approved',
          after: {
            credit_note: note.number,
            total_usd: note.total_usd,
            cashier_id: actor.id,
            cashier_name: actor.user.name,
            approved_by: approver.id,
            approved_by_name: approver.name,
          },
        })
      }
      await emitChanged(tx, ctx, order.id, 'returned')
      return { id: order.id, document: await loadOrderDetail(tx, order.id) }
    },
  )
}
