import {
  type CashRounding,
  type ChangeMode,
  centsToRiel,
  type OrderDetail,
  type ReturnRequest,
  settle,
  type TenderInput,
} from '@sms/contract'
import { isApiError } from './api/api-error.ts'

/**
 * How a return is paid back: cash by the till's change rules (`split`: dollars and riel, `khr`: all riel,
 * `usd`: whole dollars), or `original`: the way the customer paid (a card back to the card).
 */
export type RefundWay = ChangeMode | 'original'

type ReturnableLine = Pick<
  OrderDetail['lines'][number],
  'id' | 'quantity' | 'returned_quantity' | 'amount_usd'
>

/** What is left of a line to return (3 decimals, as quantities are stored). */
export const leftToReturn = (line: Pick<ReturnableLine, 'quantity' | 'returned_quantity'>) =>
  Math.round((line.quantity - line.returned_quantity) * 1000) / 1000

/**
 * The credit for the quantities returned, cents: each line's amount (VAT included, after discounts) in
 * proportion to the quantity, half up; the last of a line takes what is left of its amount, so several partial
 * returns add up to exactly what was paid. The server computes the credit note; this is what the refund offers.
 */
export function returnCredit(lines: ReturnableLine[], quantities: Record<number, number>): number {
  let total = 0
  for (const line of lines) {
    const q = quantities[line.id] ?? 0
    if (q <= 0 || line.quantity <= 0) continue
    const before = Math.round((line.amount_usd * line.returned_quantity) / line.quantity)
    const after = Math.round((line.amount_usd * (line.returned_quantity + q)) / line.quantity)
    total += Math.min(after, line.amount_usd) - before
  }
  return total
}

/** Cash for `dueKhr` by a change mode, as the till gives change: the server accepts exactly these amounts. */
function cashRefund(dueKhr: number, rate: number, rounding: CashRounding, mode: ChangeMode): TenderInput[] {
  const settled = settle(0, [{ currency: 'KHR', amount: dueKhr, isCash: true }], rate, rounding, mode)
  if (!settled.isPaid) return []
  const rows: TenderInput[] = []
  if (settled.change.usd > 0) rows.push({ method: 'cash', currency: 'USD', amount: settled.change.usd })
  if (settled.change.khr > 0) rows.push({ method: 'cash', currency: 'KHR', amount: settled.change.khr })
  return rows
}

/**
 * The refund rows for `dueKhr` riel owed back (at the order's rate): cash by a change mode, or in the tender
 * the order was paid with. A dollar tender takes the whole cents and any riel it cannot carry goes in cash.
 */
export function refundTenders(
  way: RefundWay,
  dueKhr: number,
  order: Pick<OrderDetail, 'rate' | 'tenders'>,
  rounding: CashRounding,
): TenderInput[] {
  if (dueKhr <= 0) return []
  if (way !== 'original') return cashRefund(dueKhr, order.rate, rounding, way)
  const paid = order.tenders.find((p) => (p.kind === 'tender' || p.kind === 'payment') && p.amount > 0)
  if (!paid || paid.method === 'cash') return cashRefund(dueKhr, order.rate, rounding, 'split')
  if (paid.currency === 'KHR') return [{ method: paid.method, currency: 'KHR', amount: dueKhr }]
  let cents = Math.floor((dueKhr * 100) / order.rate)
  while (cents > 0 && centsToRiel(cents, order.rate) > dueKhr) cents -= 1
  const rest = dueKhr - centsToRiel(cents, order.rate)
  const rows: TenderInput[] = [{ method: paid.method, currency: 'USD', amount: cents }]
  if (rest > 0) rows.push({ method: 'cash', currency: 'KHR', amount: rest })
  return rows
}

/** The riel owed back that a REFUND_MISMATCH answer names, so the refund can be made again from it. */
export function refundDueOf(details: unknown): number | null {
  const due = (details as { refund_due_khr?: unknown } | null)?.refund_due_khr
  return typeof due === 'number' ? due : null
}

/**
 * Sends a return whose refund is built for the riel owed back. The first try uses the browser's estimate; when
 * the server computes otherwise (a partly paid order, an earlier credit) it answers REFUND_MISMATCH with its
 * figure, and the refund is built again from that and sent once more, under a new key.
 */
export async function sendReturn<T>(
  post: (body: ReturnRequest, key: string) => Promise<T>,
  build: (dueKhr: number) => ReturnRequest,
  estimateKhr: number,
  keyFor: (body: ReturnRequest) => string = () => crypto.randomUUID(),
): Promise<T> {
  const send = (body: ReturnRequest) => post(body, keyFor(body))
  try {
    return await send(build(estimateKhr))
  } catch (error) {
    const due = isApiError(error) && error.code === 'REFUND_MISMATCH' ? refundDueOf(error.params) : null
    if (due === null || due === estimateKhr) throw error
    return send(build(due))
  }
}

/**
 * One Idempotency-Key per request body, kept while the dialog is open: sending the same return again (a retry
 * after a lost answer, a second click) reuses it, so the server makes one credit note; a changed body is a new
 * request.
 */
export function keyPerBody() {
  const keys = new Map<string, string>()
  return (body: ReturnRequest) => {
    const json = JSON.stringify(body)
    const key = keys.get(json) ?? crypto.randomUUID()
    keys.set(json, key)
    return key
  }
}
