import type { Currency, PaymentKind, ShiftReport, TenderMethod } from '@sms/contract'
import { and, eq, isNull, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { orderPayments, orders, shiftCashMoves, type shifts } from '../../db/schema/index.ts'

type ShiftRow = typeof shifts.$inferSelect

/** A sum of bigint money in SQL, read back as a JavaScript number (money stays far below 2^53). */
const total = (column: unknown) => sql<number>`coalesce(sum(${column}), 0)::bigint`.mapWith(Number)

/**
 * The shift's payment rows summed per kind, method and currency. A payment row names the drawer it went
 * through (`order_payments.shift_id`); a row without one counts for its order's shift. Two index-friendly
 * halves rather than one `coalesce(...)` condition that no index can serve.
 */
async function sumPayments(db: Db, shiftId: number) {
  const grouped = (where: ReturnType<typeof and>, joinOrders: boolean) => {
    const select = db
      .select({
        kind: orderPayments.kind,
        method: orderPayments.method,
        currency: orderPayments.currency,
        amount: total(orderPayments.amount),
      })
      .from(orderPayments)
    return (joinOrders ? select.innerJoin(orders, eq(orders.id, orderPayments.order_id)) : select)
      .where(where)
      .groupBy(orderPayments.kind, orderPayments.method, orderPayments.currency)
  }
  // One after the other: inside a transaction both run on one connection.
  const own = await grouped(eq(orderPayments.shift_id, shiftId), false)
  const inherited = await grouped(and(isNull(orderPayments.shift_id), eq(orders.shift_id, shiftId)), true)
  return [...own, ...inherited] as {
    kind: PaymentKind
    method: TenderMethod
    currency: Currency
    amount: number
  }[]
}

async function sumCashMoves(db: Db, shiftId: number) {
  return db
    .select({
      direction: shiftCashMoves.direction,
      currency: shiftCashMoves.currency,
      amount: total(shiftCashMoves.amount),
    })
    .from(shiftCashMoves)
    .where(eq(shiftCashMoves.shift_id, shiftId))
    .groupBy(shiftCashMoves.direction, shiftCashMoves.currency)
}

/** Orders rung up in the shift (a cancelled one sold nothing). */
async function sumOrders(db: Db, shiftId: number) {
  const [row] = await db
    .select({
      orders: sql<number>`count(*)::int`.mapWith(Number),
      total_usd: total(orders.total_usd),
      total_khr: total(orders.total_khr),
      discount_usd: total(orders.discount_usd),
      vat_usd: total(orders.vat_usd),
    })
    .from(orders)
    .where(and(eq(orders.shift_id, shiftId), ne(orders.stage, 'cancelled')))
  return row ?? { orders: 0, total_usd: 0, total_khr: 0, discount_usd: 0, vat_usd: 0 }
}

/** Money taken for sales: at the till (`tender`) and later on the order (`payment`). */
const SALE_KINDS: PaymentKind[] = ['tender', 'payment']

/**
 * The Z report (decision 0020): per currency, what the drawer should hold (float + cash sales − cash refunds −
 * change given + cash in − cash out) against the blind count; sales per tender and currency; the orders'
 * totals. Refunds are their own row (issue 23.8), never netted into the sales. Every figure is a SQL sum of
 * rows; the report only adds the few sums together.
 */
export async function buildShiftReport(db: Db, shift: ShiftRow): Promise<ShiftReport> {
  const payments = await sumPayments(db, shift.id)
  const moves = await sumCashMoves(db, shift.id)
  const sold = await sumOrders(db, shift.id)
  const add = (rows: { amount: number }[]) => rows.reduce((sum, row) => sum + row.amount, 0)
  const drawer = (currency: Currency, float: number, counted: number | null) => {
    const cash = payments.filter((p) => p.currency === currency && p.method === 'cash')
    const cash_sales = add(cash.filter((p) => SALE_KINDS.includes(p.kind)))
    // Refund and change rows are negative: money that left the drawer.
    const refunds = add(cash.filter((p) => p.kind === 'refund'))
    const change_given = add(payments.filter((p) => p.currency === currency && p.kind === 'change'))
    const moved = (direction: 'in' | 'out') =>
      add(moves.filter((m) => m.currency === currency && m.direction === direction))
    const cash_in = moved('in')
    const cash_out = moved('out')
    const expected = float + cash_sales + refunds + change_given + cash_in - cash_out
    return {
      float,
      cash_sales,
      refunds,
      change_given,
      cash_in,
      cash_out,
      expected,
      counted,
      difference: counted === null ? null : counted - expected,
    }
  }
  /** Per method and currency, sorted: the sales by tender, and the refunds by tender beside them. */
  const perTender = (kinds: PaymentKind[]) => {
    const sums = new Map<string, { method: TenderMethod; currency: Currency; amount: number }>()
    for (const row of payments.filter((p) => kinds.includes(p.kind))) {
      const key = `${row.method}/${row.currency}`
      const entry = sums.get(key) ?? { method: row.method, currency: row.currency, amount: 0 }
      entry.amount += row.amount
      sums.set(key, entry)
    }
    return [...sums.values()].sort(
      (a, b) => a.method.localeCompare(b.method) || a.currency.localeCompare(b.currency),
    )
  }
  return {
    id: shift.id,
    store_id: shift.store_id,
    user_id: shift.user_id,
    status: shift.status,
    opened_at: shift.opened_at.toISOString(),
    closed_at: shift.closed_at ? shift.closed_at.toISOString() : null,
    float_usd: shift.float_usd,
    float_khr: shift.float_khr,
    counted_usd: shift.counted_usd,
    counted_khr: shift.counted_khr,
    note: shift.note,
    ...sold,
    drawer: {
      usd: drawer('USD', shift.float_usd, shift.counted_usd),
      khr: drawer('KHR', shift.float_khr, shift.counted_khr),
    },
    by_tender: perTender(SALE_KINDS),
    refunds_by_tender: perTender(['refund']),
  }
}
