import { centsToRiel, type SalesSummary } from '@sms/contract'
import { type SQL, sql } from 'drizzle-orm'
import { shopDay } from '../../kernel/shop-day.ts'

/** What the right-to-the-riel test expects, computed in plain TypeScript from the stored rows. */
/** The rows behind the reports, read plainly. */
export type OrderRow = {
  id: number
  store_id: number
  cashier_id: number
  customer_id: number | null
  stage: string
  approved_at: Date | string | null
  created_at: Date | string
  rate: string
  subtotal_usd: string
  discount_usd: string
  vat_usd: string
  total_usd: string
  total_khr: string
  vat_khr: string
  taxable_usd: string
  exempt_usd: string
  goods_cost_usd: string
}
export type LineRow = {
  order_id: number
  product_id: number
  quantity: string
  amount_usd: string
  line_discount_usd: string
  order_discount_usd: string
  taxable: boolean
  unit_cost_usd: string | null
}
export type PaymentRow = {
  order_id: number
  return_id: number | null
  kind: string
  method: string
  currency: string
  amount: string
  amount_khr: string
}
export type ReturnRow = {
  id: number
  order_id: number
  store_id: number
  kind: string
  created_at: Date | string
  subtotal_usd: string
  total_usd: string
  total_khr: string
}

export const N = (v: unknown) => Number(v ?? 0)
export const sum = <T>(rows: T[], f: (row: T) => number) => rows.reduce((acc, row) => acc + f(row), 0)
export const dayOfRow = (at: Date | string) => shopDay(new Date(at))

/** Every order, line, payment and credit note, as stored. */
export async function world(t: { rows: <T>(query: SQL) => Promise<T[]> }) {
  const orders = await t.rows<OrderRow>(sql`select * from orders`)
  const lines = await t.rows<LineRow>(sql`select * from order_lines`)
  const payments = await t.rows<PaymentRow>(sql`select * from order_payments`)
  const returns = await t.rows<ReturnRow>(sql`select * from order_returns`)
  return { orders, lines, payments, returns }
}

/** The sums the reports must give, from the rows: sales by order day, returns by credit note day. */
export function expected(w: World, from: string, to: string, storeIds: number[] | null) {
  const inStore = (id: number) => storeIds === null || storeIds.includes(id)
  const counted = w.orders.filter(
    (o) =>
      o.approved_at !== null &&
      o.stage !== 'cancelled' &&
      inStore(o.store_id) &&
      dayOfRow(o.created_at) >= from &&
      dayOfRow(o.created_at) <= to,
  )
  const ids = new Set(counted.map((o) => o.id))
  const rate = new Map(counted.map((o) => [o.id, o.rate]))
  const lines = w.lines.filter((l) => ids.has(l.order_id))
  const returns = w.returns.filter(
    (r) =>
      r.kind === 'return' &&
      inStore(r.store_id) &&
      dayOfRow(r.created_at) >= from &&
      dayOfRow(r.created_at) <= to,
  )
  const returnIds = new Set(returns.map((r) => r.id))
  const money = [
    ...w.payments.filter((p) => ids.has(p.order_id) && p.kind !== 'refund'),
    ...w.payments.filter((p) => p.kind === 'refund' && p.return_id !== null && returnIds.has(p.return_id)),
  ]
  type Tender = SalesSummary['by_tender'][number]
  const tenders = new Map<string, Tender>()
  for (const p of money) {
    const key = `${p.method}/${p.currency}`
    const entry = tenders.get(key) ?? ({ method: p.method, currency: p.currency, amount: 0 } as Tender)
    entry.amount += N(p.amount)
    tenders.set(key, entry)
  }
  const total_usd = sum(counted, (o) => N(o.total_usd))
  const returns_usd = sum(returns, (r) => N(r.total_usd))
  return {
    counted,
    lines,
    returns,
    money,
    summary: {
      orders: counted.length,
      total_usd,
      total_khr: sum(counted, (o) => N(o.total_khr)),
      discount_usd: sum(counted, (o) => N(o.discount_usd)),
      vat_usd: sum(counted, (o) => N(o.vat_usd)),
      returns_usd,
      net_usd: total_usd - returns_usd,
      by_tender: [...tenders.values()].sort(
        (a, b) => a.method.localeCompare(b.method) || a.currency.localeCompare(b.currency),
      ),
    } satisfies SalesSummary as SalesSummary,
    lineKhr: sum(lines, (l) => centsToRiel(N(l.amount_usd), rate.get(l.order_id) ?? 0)),
  }
}

export type World = Awaited<ReturnType<typeof world>>
