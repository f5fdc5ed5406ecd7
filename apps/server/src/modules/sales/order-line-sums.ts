import { toMilli } from '../stock/quantities.ts'

/** What a line contributes to its order's sums: as written to `order_lines`. */
export type SummedLine = {
  quantity: number
  amount_usd: number
  taxable: boolean
  unit_cost_usd: number | null
  /** Taxes besides VAT added on top of `amount_usd` (prices without VAT, decision 0044): VAT is charged on them. */
  added_tax_usd: number
}

/** `quantity × cost` in cents, rounded half away from zero as PostgreSQL's `round(numeric)`: exact integers. */
export function lineCostUsd(line: Pick<SummedLine, 'quantity' | 'unit_cost_usd'>) {
  const thousandths = toMilli(line.quantity) * (line.unit_cost_usd ?? 0)
  return Math.sign(thousandths) * Math.floor((Math.abs(thousandths) + 500) / 1000)
}

/**
 * The order's own sums of its lines (`orders.taxable_usd`, `exempt_usd`, `goods_cost_usd`), written in the
 * INSERT that creates the order so the VAT and margin reports read orders, not lines (decision 0024). A
 * line's cost is rounded per line, as the margin report always counted it.
 */
export function orderLineSums(lines: SummedLine[]) {
  let taxable_usd = 0
  let exempt_usd = 0
  let goods_cost_usd = 0
  for (const line of lines) {
    // What VAT was charged on (decision 0047): the line with the taxes added on top of it, as priceOrder's base.
    if (line.taxable) taxable_usd += line.amount_usd + line.added_tax_usd
    else exempt_usd += line.amount_usd + line.added_tax_usd
    goods_cost_usd += lineCostUsd(line)
  }
  return { taxable_usd, exempt_usd, goods_cost_usd }
}
