// An order's header as the till and the back office both change it: its row, the approval guards, stage moves
// and the `order.changed` event (here, below both, so a till sale can issue its invoice without the back office).
import type { OrderAction, OrderStage } from '@sms/contract'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { orderStageChanges, orders } from '../../db/schema/index.ts'
import { AppError } from '../../lib/errors.ts'
import type { Actor } from '../auth/auth.service.ts'
import type { DocumentContext } from '../documents/document.ts'

export type OrderRow = typeof orders.$inferSelect

export function assertNotCancelled(order: OrderRow) {
  if (order.stage === 'cancelled') {
    throw new AppError('ORDER_CANCELLED', 'This order is cancelled.', { id: order.id })
  }
}

export function assertApproved(order: OrderRow) {
  assertNotCancelled(order)
  if (order.approved_at === null) {
    throw new AppError('ORDER_NOT_APPROVED', 'This order waits for approval.', { id: order.id })
  }
}

/** Moves the order to a stage and records who and when. */
export async function moveStage(
  tx: Db,
  actor: Actor,
  order: OrderRow,
  to: OrderStage,
  reason: string | null,
  extra: Partial<typeof orders.$inferInsert> = {},
) {
  await tx.insert(orderStageChanges).values({
    order_id: order.id,
    from_stage: order.stage,
    to_stage: to,
    reason,
    created_by: actor.id,
  })
  await tx
    .update(orders)
    .set({ stage: to, updated_at: sql`now()`, ...extra })
    .where(eq(orders.id, order.id))
}

/** Queues `order.changed` with the order's header as it is now in the transaction. */
export async function emitChanged(tx: Db, ctx: DocumentContext, orderId: number, action: OrderAction) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId))
  if (!row) return
  ctx.emit({
    type: 'order.changed',
    action,
    id: row.id,
    number: row.number,
    store_id: row.store_id,
    stage: row.stage,
    payment_status: row.payment_status,
    total_usd: row.total_usd,
    total_khr: row.total_khr,
  })
}
