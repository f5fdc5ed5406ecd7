import type { Order } from '@sms/contract'
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { orderLines, orderPayments, orders } from '../../db/schema/index.ts'
import { notFound } from '../../lib/errors.ts'
import type { Actor } from '../auth/auth.service.ts'
import { assertStoreAccess } from '../stock/store-access.ts'

export type OrderRow = typeof orders.$inferSelect
export type OrderLineRow = typeof orderLines.$inferSelect
export type OrderPaymentRow = typeof orderPayments.$inferSelect

/** The order's header as the API shows it (the change as one object, timestamps as ISO strings). */
export function presentHeader(row: OrderRow) {
  const { change_usd, change_khr, rounding_khr, updated_at: _updated, created_at, ...rest } = row
  return {
    ...rest,
    change: { usd: change_usd, khr: change_khr, rounding_khr },
    created_at: created_at.toISOString(),
  }
}

/** A whole order from its rows: the write answers with it without reading back what it just inserted. */
export function presentOrder(row: OrderRow, lines: OrderLineRow[], payments: OrderPaymentRow[]): Order {
  return {
    ...presentHeader(row),
    lines: lines.map(({ order_id: _o, unit_cost_usd: _cost, ...line }) => line),
    tenders: payments.map(({ order_id: _o, shift_id: _s, created_by: _c, created_at, ...payment }) => ({
      ...payment,
      created_at: created_at.toISOString(),
    })),
  }
}

/** One order with its lines and payments, for a user who works in its store. */
export async function getOrder(db: Db, actor: Actor, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id))
  if (!row) throw notFound('orders', id)
  await assertStoreAccess(db, actor, row.store_id)
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.order_id, id))
    .orderBy(asc(orderLines.line_no))
  const payments = await db
    .select()
    .from(orderPayments)
    .where(eq(orderPayments.order_id, id))
    .orderBy(asc(orderPayments.id))
  return { data: presentOrder(row, lines, payments) }
}
