import {
  cancellableStage,
  type cancelOrderRequestSchema,
  nextStages,
  type OrderDetail,
  type TenderInput,
  type transitionRequestSchema,
} from '@sms/contract'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { invoices } from '../../db/schema/index.ts'
import { AppError, fieldErrors } from '../../lib/errors.ts'
import { may } from '../access/may.ts'
import { recordAudit } from '../audit/audit.service.ts'
import type { Actor } from '../auth/auth.service.ts'
import { type DocumentContext, type WriteOptions, writeDocument } from '../documents/document.ts'
import { emitChanged, moveStage, type OrderRow } from '../sales/order-row.ts'
import { creditLine, creditTotals, linesWithCredits, taxableBaseOf, writeCreditNote } from './credit-notes.ts'
import { loadOrderDetail } from './order-detail.ts'
import { lockOrder, moneyOf, openShiftOf, refreshPaymentStatus, wasDelivered } from './order-state.ts'
import { refundDue, writeRefund } from './returns.service.ts'
import { returnStock } from './stock-back.ts'

export type TransitionInput = z.output<typeof transitionRequestSchema>
export type CancelInput = Omit<z.output<typeof cancelOrderRequestSchema>, 'refund'> & {
  refund?: TenderInput[]
}

const invalid = (order: OrderRow, to: string, allowed: readonly string[]) =>
  new AppError('INVALID_TRANSITION', `An order cannot move from ${order.stage} to ${to}.`, {
    from: order.stage,
    to,
    allowed,
  })

/**
 * `POST /api/orders/{id}/transition`: only along SALES.md's graph (contract `ORDER_TRANSITIONS`), each move
 * recorded with who and when. Completing needs payment status `paid`, or a write-off by a user holding
 * orders.approve (recorded with its reason). Moving to `cancelled` is the cancel action (orders.cancel, reason).
 */
export async function transitionOrder(
  db: Db,
  actor: Actor,
  id: number,
  input: TransitionInput,
  options: WriteOptions,
) {
  return writeDocument<OrderDetail>(
    db,
    actor,
    { ...options, resource: 'orders', action: 'stage-changed', status: 200 },
    async (tx, ctx) => {
      const order = await lockOrder(tx, actor, id)
      const allowed = nextStages(order.stage, await wasDelivered(tx, order))
      if (!allowed.includes(input.to)) throw invalid(order, input.to, allowed)
      if (input.to === 'cancelled') {
        if (!may(actor, 'orders.cancel')) throw new AppError('FORBIDDEN', 'Cancelling needs orders.cancel.')
        if (!input.reason) throw fieldErrors({ reason: ['required'] })
        return cancelIn(tx, ctx, order, { reason: input.reason })
      }
      if (order.approved_at === null) {
        throw new AppError('ORDER_NOT_APPROVED', 'This order waits for approval.', { id })
      }
      let reason = input.reason ?? null
      if (input.to === 'order_completed') {
        const { payment_status } = await refreshPaymentStatus(tx, order)
        if (payment_status !== 'paid') {
          if (!input.write_off) {
            throw new AppError('ORDER_NOT_PAID', 'The order is not fully paid.', { payment_status })
          }
          if (!may(actor, 'orders.approve')) {
            throw new AppError('FORBIDDEN', 'A write-off needs orders.approve.', {
              permission: 'orders.approve',
            })
          }
          reason = `write_off${reason ? `: ${reason}` : ''}`
          await recordAudit(tx, {
            actorId: actor.id,
            resource: 'orders',
            recordId: id,
            action: 'written-off',
            after: { payment_status, total_khr: order.total_khr, reason: input.reason ?? null },
          })
        }
      }
      await moveStage(tx, actor, order, input.to, reason)
      await emitChanged(tx, ctx, id, 'stage_changed')
      return { id, document: await loadOrderDetail(tx, id), before: { stage: order.stage } }
    },
  )
}

/**
 * Cancels an order before it ships: the goods back to the exact lots they came from (when the order took
 * stock), a credit note (kind `cancellation`) for what is left when it was invoiced, and the money paid back
 * by `refund` (required when anything was paid).
 */
async function cancelIn(tx: Db, ctx: DocumentContext, order: OrderRow, input: CancelInput) {
  const { actor } = ctx
  if (!cancellableStage(order.stage, await wasDelivered(tx, order))) {
    throw invalid(order, 'cancelled', nextStages(order.stage, true))
  }
  if (order.approved_at !== null) await returnStock(tx, ctx, order, null, input.reason)
  const money = await moneyOf(tx, order.id)
  const [invoice] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.order_id, order.id))
  const shiftId = await openShiftOf(tx, actor, order.store_id)
  let noteId: number | null = null
  let creditKhr = 0
  if (invoice) {
    const credits = await linesWithCredits(tx, order.id)
    // Everything not yet returned: each line's rest and what its taxes still hold.
    const lines = credits.map((c) => creditLine(c, c.sold - c.returned))
    const note = await writeCreditNote(tx, actor, order, {
      kind: 'cancellation',
      reason: input.reason,
      lines,
      isLast: true,
      totals: creditTotals(order, money, lines, true, taxableBaseOf(credits)),
      shiftId,
      approvedBy: null,
    })
    noteId = note.id
    creditKhr = note.total_khr
  }
  // Cancelled, nothing is owed: everything paid goes back.
  const due = invoice ? refundDue(order, money, creditKhr) : Math.max(0, money.net_paid_khr)
  await writeRefund(tx, actor, order, due, input.refund ?? [], noteId, shiftId)
  await moveStage(tx, actor, order, 'cancelled', input.reason, {
    cancel_reason: input.reason,
    cancelled_at: new Date(),
  })
  await refreshPaymentStatus(tx, order)
  await emitChanged(tx, ctx, order.id, 'cancelled')
  return { id: order.id, document: await loadOrderDetail(tx, order.id), before: { stage: order.stage } }
}

/** `POST /api/orders/{id}/cancel` (orders.cancel) with a reason; never after shipping. */
export async function cancelOrder(
  db: Db,
  actor: Actor,
  id: number,
  input: CancelInput,
  options: WriteOptions,
) {
  return writeDocument<OrderDetail>(
    db,
    actor,
    { ...options, resource: 'orders', action: 'cancelled', status: 200 },
    async (tx, ctx) => cancelIn(tx, ctx, await lockOrder(tx, actor, id), input),
  )
}
