import { centsToRiel, type DocumentTax, type LineTax, orderTaxes as sumOrderTaxes } from '@sms/contract'
import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { orderReturns, returnTaxes } from '../../db/schema/index.ts'
import type { Milli } from '../stock/quantities.ts'
import { orderTaxesOf } from './order-taxes.ts'

/** a × b / c rounded half up, exactly (integers; c > 0). */
const mulDivHalfUp = (a: number, b: number, c: number) =>
  Number((BigInt(a) * BigInt(b) * 2n + BigInt(c)) / (BigInt(c) * 2n))

/** What `upTo` thousandths of the `sold` take of `amount`, rounded once; everything sold takes it all. */
const shareUpTo = (amount: number, upTo: Milli, sold: Milli) =>
  upTo >= sold ? amount : mulDivHalfUp(amount, upTo, sold)

/**
 * A line's taxes that returning `quantity` more reverses (decision 0047): the share of all that has come back
 * so far less the share of what came back before, each rounded once from the sold line's tax. The returns of
 * a line then add up to exactly its tax, never more, however it comes back, and a replay gives the same cents.
 */
export function reversedLineTaxes(
  taxes: readonly LineTax[],
  sold: Milli,
  returnedBefore: Milli,
  quantity: Milli,
): LineTax[] {
  if (sold <= 0) return []
  const after = returnedBefore + quantity
  const part = (value: number) => shareUpTo(value, after, sold) - shareUpTo(value, returnedBefore, sold)
  return taxes.map((tax) => ({ ...tax, base_usd: part(tax.base_usd), amount_usd: part(tax.amount_usd) }))
}

/** What the order's earlier credit notes reversed of each tax, in riel, by tax id. */
async function reversedKhrBefore(tx: Db, orderId: number) {
  const rows = await tx
    .select({
      tax_id: returnTaxes.tax_id,
      base_khr: sql<string>`sum(${returnTaxes.base_khr})`,
      amount_khr: sql<string>`sum(${returnTaxes.amount_khr})`,
    })
    .from(returnTaxes)
    .innerJoin(orderReturns, eq(orderReturns.id, returnTaxes.return_id))
    .where(eq(orderReturns.order_id, orderId))
    .groupBy(returnTaxes.tax_id)
  return new Map(rows.map((r) => [r.tax_id, { base: Number(r.base_khr), amount: Number(r.amount_khr) }]))
}

/**
 * Writes what a credit note reversed of each tax of its order: its lines' reversed taxes summed per tax, the
 * riel converted once at the order's rate (as VAT), bounded by what the order's riel still hold; the last
 * credit note (everything back) takes exactly the rest, so the credit notes add up to the order to the riel.
 */
export async function writeReturnTaxes(
  tx: Db,
  returnId: number,
  order: { id: number; rate: number },
  lines: readonly { taxes: readonly LineTax[] }[],
  isLast: boolean,
): Promise<void> {
  const sums = sumOrderTaxes(lines, order.rate)
  if (sums.length === 0 && !isLast) return
  const [charged, before] = await Promise.all([orderTaxesOf(tx, order.id), reversedKhrBefore(tx, order.id)])
  const rows = charged.flatMap((sold, index) => {
    // The last credit note also settles the riel of a tax whose lines all came back earlier.
    const sum = sums.find((s) => s.tax_id === sold.tax_id) ?? { base_usd: 0, amount_usd: 0 }
    const earlier = before.get(sold.tax_id) ?? { base: 0, amount: 0 }
    const left = { base: sold.base_khr - earlier.base, amount: sold.amount_khr - earlier.amount }
    const none = sum.amount_usd === 0 && sum.base_usd === 0
    if (none && (!isLast || (left.base === 0 && left.amount === 0))) return []
    return [
      {
        return_id: returnId,
        tax_id: sold.tax_id,
        code: sold.code,
        name_en: sold.name_en,
        name_kh: sold.name_kh,
        rate_bp: sold.rate_bp,
        included: sold.included,
        stack_order: index, // its place among the order's taxes, which come in stacking order
        base_usd: sum.base_usd,
        amount_usd: sum.amount_usd,
        base_khr: isLast ? left.base : Math.min(centsToRiel(sum.base_usd, order.rate), left.base),
        amount_khr: isLast ? left.amount : Math.min(centsToRiel(sum.amount_usd, order.rate), left.amount),
      },
    ]
  })
  if (rows.length > 0) await tx.insert(returnTaxes).values(rows)
}

/** The stored reversed taxes of some credit notes, in stacking order, by credit note id. */
export async function readReturnTaxes(db: Db, returnIds: number[]): Promise<Map<number, DocumentTax[]>> {
  const byReturn = new Map<number, DocumentTax[]>()
  if (returnIds.length === 0) return byReturn
  const rows = await db
    .select()
    .from(returnTaxes)
    .where(inArray(returnTaxes.return_id, returnIds))
    .orderBy(asc(returnTaxes.stack_order), asc(returnTaxes.tax_id))
  for (const { return_id, stack_order: _, ...tax } of rows) {
    byReturn.set(return_id, [...(byReturn.get(return_id) ?? []), tax])
  }
  return byReturn
}
