import type { DocumentTax, Order } from '@sms/contract'
import type { orderLines, orderPayments, orders } from '../../db/schema/index.ts'

export type OrderRow = typeof orders.$inferSelect
export type OrderLineRow = typeof orderLines.$inferSelect
export type OrderPaymentRow = typeof orderPayments.$inferSelect

/** The order's header as the API shows it (the change as one object, timestamps as ISO strings). */
export function presentHeader(row: OrderRow) {
  const {
    change_usd,
    change_khr,
    rounding_khr,
    updated_at: _updated,
    created_at,
    approved_at,
    cancelled_at,
    sold_at,
    ...rest
  } = row
  return {
    ...rest,
    change: { usd: change_usd, khr: change_khr, rounding_khr },
    approved_at: approved_at?.toISOString() ?? null,
    sold_at: sold_at?.toISOString() ?? null,
    cancelled_at: cancelled_at?.toISOString() ?? null,
    created_at: created_at.toISOString(),
  }
}

/**
 * A whole order from its rows: the write answers with it without reading back what it just inserted. `taxes`
 * are its taxes besides VAT as stored (`order_taxes`).
 */
export function presentOrder(
  row: OrderRow,
  lines: OrderLineRow[],
  payments: OrderPaymentRow[],
  taxes: DocumentTax[],
): Order {
  return {
    ...presentHeader(row),
    taxes,
    lines: lines.map(({ order_id: _o, unit_cost_usd: _cost, ...line }) => line),
    tenders: payments.map(({ order_id: _o, shift_id: _s, created_by: _c, created_at, ...payment }) => ({
      ...payment,
      created_at: created_at.toISOString(),
    })),
  }
}
