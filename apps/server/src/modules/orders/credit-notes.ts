import { centsToRiel, type LineTax, type ReturnKind } from '@sms/contract'
import { asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { orderLines, orderReturnLines, orderReturns } from '../../db/schema/index.ts'
import type { Actor } from '../auth/auth.service.ts'
import { nextNumber, shopYear } from '../sales/document-numbers.ts'
import type { OrderRow } from '../sales/order-row.ts'
import { type Milli, textToMilli, toMilli } from '../stock/quantities.ts'
import { reversedLineTaxes, writeReturnTaxes } from '../taxes/return-taxes.ts'
import type { OrderMoney } from './order-state.ts'

type LineRow = typeof orderLines.$inferSelect

/** Each line of an order with what credit notes already took of it (quantity in thousandths, amount). */
export async function linesWithCredits(tx: Db, orderId: number) {
  const lines = await tx
    .select()
    .from(orderLines)
    .where(eq(orderLines.order_id, orderId))
    .orderBy(asc(orderLines.line_no))
  const credited = await tx
    .select({
      order_line_id: orderReturnLines.order_line_id,
      quantity: sql<string>`sum(${orderReturnLines.quantity})::text`,
      amount: sql<string>`sum(${orderReturnLines.amount_usd})`,
    })
    .from(orderReturnLines)
    .innerJoin(orderReturns, eq(orderReturns.id, orderReturnLines.return_id))
    .where(eq(orderReturns.order_id, orderId))
    .groupBy(orderReturnLines.order_line_id)
  const byLine = new Map(credited.map((c) => [c.order_line_id, c]))
  return lines.map((line) => {
    const c = byLine.get(line.id)
    return {
      line,
      sold: toMilli(line.quantity),
      returned: c ? textToMilli(c.quantity) : 0,
      credited_usd: c ? Number(c.amount) : 0,
    }
  })
}
export type LineCredit = Awaited<ReturnType<typeof linesWithCredits>>[number]

/** a × b / c rounded half up, exactly (integers; c > 0). */
const mulDivHalfUp = (a: number, b: number, c: number) =>
  Number((BigInt(a) * BigInt(b) * 2n + BigInt(c)) / (BigInt(c) * 2n))

/** What returning `quantity` of a line credits: its share of the line's amount; the last part takes the rest. */
export function creditOfLine(credit: LineCredit, quantity: Milli) {
  if (credit.returned + quantity >= credit.sold) return credit.line.amount_usd - credit.credited_usd
  return mulDivHalfUp(credit.line.amount_usd, quantity, credit.sold)
}

/**
 * A line credited: `returned` is what earlier credit notes took of it; `taxes` its other taxes this credit
 * reverses (decision 0047, from `returned` on).
 */
export type CreditLine = {
  line: LineRow
  quantity: Milli
  returned: Milli
  amount_usd: number
  taxes: LineTax[]
}

/** Returning `quantity` more of a line: its share of the line's amount and of each of its other taxes. */
export const creditLine = (credit: LineCredit, quantity: Milli): CreditLine => ({
  line: credit.line,
  quantity,
  returned: credit.returned,
  amount_usd: creditOfLine(credit, quantity),
  taxes: reversedLineTaxes(credit.line.taxes, credit.sold, credit.returned, quantity),
})

/** The taxes besides VAT added on top of a line's amount (prices without VAT); those inside it count nothing. */
const addedOnTop = (taxes: readonly LineTax[]) =>
  taxes.reduce((sum, t) => sum + (t.included ? 0 : t.amount_usd), 0)

/** What a line (sold or credited) weighs in VAT's base and in what the customer paid before VAT. */
const goodsOf = (line: { amount_usd: number; taxes: readonly LineTax[] }) =>
  line.amount_usd + addedOnTop(line.taxes)

/** The base the order's VAT was computed on: its taxable lines with the taxes added on top (decision 0047). */
export const taxableBaseOf = (credits: LineCredit[]) =>
  credits.filter((c) => c.line.taxable).reduce((sum, c) => sum + goodsOf(c.line), 0)

/**
 * A credit note's totals (decision 0048): what the customer paid for its lines. The last one (everything
 * returned) takes whatever the order's totals still hold, so credit notes add up to the order exactly. A
 * partial one takes the VAT in proportion to its lines' share of the taxable base; its total is its lines'
 * amounts with the taxes added on top, plus that VAT when the order was priced without VAT (its own mode,
 * not today's setting). Total and VAT convert to riel apart (SALES.md), the subtotal by subtraction.
 */
export function creditTotals(
  order: OrderRow,
  money: OrderMoney,
  lines: CreditLine[],
  isLast: boolean,
  orderTaxableUsd: number,
) {
  if (isLast) {
    const total_usd = order.total_usd - money.credited_usd
    const vat_usd = order.vat_usd - money.credited_vat_usd
    return {
      total_usd,
      vat_usd,
      subtotal_usd: total_usd - vat_usd,
      total_khr: order.total_khr - money.credited_khr,
      vat_khr: order.vat_khr - money.credited_vat_khr,
    }
  }
  const goods = lines.reduce((sum, l) => sum + goodsOf(l), 0)
  const taxable = lines.filter((l) => l.line.taxable).reduce((sum, l) => sum + goodsOf(l), 0)
  const vat_usd = orderTaxableUsd === 0 ? 0 : mulDivHalfUp(order.vat_usd, taxable, orderTaxableUsd)
  const total_usd = order.prices_include_vat ? goods : goods + vat_usd
  return {
    total_usd,
    vat_usd,
    subtotal_usd: total_usd - vat_usd,
    total_khr: centsToRiel(total_usd, order.rate),
    vat_khr: centsToRiel(vat_usd, order.rate),
  }
}
export type CreditTotals = ReturnType<typeof creditTotals>

/**
 * Writes a credit note (`CN-2026-000001`, gapless shop-wide per year) with its lines. The number is taken
 * last, so concurrent returns queue on it the shortest time.
 */
export async function writeCreditNote(
  tx: Db,
  actor: Actor,
  order: OrderRow,
  note: {
    kind: ReturnKind
    reason: string
    lines: CreditLine[]
    isLast: boolean
    /** From `creditTotals`: a return asks for approval on them before writing. */
    totals: CreditTotals
    shiftId: number | null
    approvedBy: number | null
  },
) {
  const { totals } = note
  const number = await nextNumber(tx, 'credit_note', 0, shopYear())
  const [row] = await tx
    .insert(orderReturns)
    .values({
      order_id: order.id,
      store_id: order.store_id,
      number,
      kind: note.kind,
      reason: note.reason,
      ...totals,
      shift_id: note.shiftId,
      created_by: actor.id,
      approved_by: note.approvedBy,
    })
    .returning()
  if (!row) throw new Error('credit note insert returned nothing')
  const lines = note.lines.filter((l) => l.quantity > 0 || l.amount_usd > 0)
  if (lines.length > 0) {
    await tx.insert(orderReturnLines).values(
      lines.map((l) => ({
        return_id: row.id,
        order_line_id: l.line.id,
        product_id: l.line.product_id,
        quantity: l.quantity / 1000,
        amount_usd: l.amount_usd,
        taxable: l.line.taxable,
        taxes: l.taxes,
      })),
    )
  }
  // The other taxes of what came back, reversed per tax (decision 0047).
  await writeReturnTaxes(tx, row.id, order, lines, note.isLast)
  return row
}
