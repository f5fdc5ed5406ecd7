import { centsToRiel, divideHalfUp } from '../cash.ts'

/**
 * The taxes besides VAT (issue 20, decision 0044): Specific Tax, Public Lighting Tax, Accommodation Tax. Each
 * stacks on the price net of the taxes after it and including the ones before it, VAT last of all. They are
 * computed per line, each rounded half up to the cent once from the line's amount (no rounded figure feeds
 * another); VAT stays computed once per order (vat.ts) on the taxable lines, which contain these taxes.
 */

/** A tax as a product carries it into pricing (its own list, or else its category's). */
export type PricingTax = {
  id: number
  code: string
  /** Basis points: 5% is 500. */
  rate_bp: number
  /** In the shelf price (like VAT by default) or added on top of it. */
  included: boolean
  /** Lower stacks first; VAT always comes after every one of these. */
  stack_order: number
}

/** One tax of one line. `base_usd` is what the rate was applied to (the base plus the taxes stacked before). */
export type LineTax = {
  tax_id: number
  code: string
  rate_bp: number
  included: boolean
  stack_order: number
  base_usd: number
  amount_usd: number
}

/** One tax of the order: its lines' sums, and the riel of the sum converted once at the order's rate (as VAT). */
export type OrderTax = LineTax & { base_khr: number; amount_khr: number }

const ONE = 10_000n

/** The taxes in the order they stack: by `stack_order`, then by id so two at the same place keep one order. */
export const inStackOrder = (taxes: readonly PricingTax[]) =>
  [...taxes].sort((a, b) => a.stack_order - b.stack_order || a.id - b.id)

/**
 * The taxes of a line whose amount after discounts is `amount` cents. Which taxes the amount contains: every
 * one when shelf prices include VAT (a price that holds VAT holds what VAT is charged on); otherwise the
 * `included` ones up to the first added one, which and all after it are added on top. With `F` the factor
 * from the net base to the amount (the product of 1 + rate of the contained taxes, and of VAT when the amount
 * contains it), tax k = round_half_up(amount × rate_k × Π_{j<k}(1 + rate_j) / F).
 */
export function lineTaxes(
  amount: number,
  taxes: readonly PricingTax[],
  vat: { bp: number; included: boolean; taxable: boolean },
): { taxes: LineTax[]; added_usd: number } {
  if (taxes.length === 0) return { taxes: [], added_usd: 0 }
  const stack = inStackOrder(taxes)
  let contained = 0
  while (contained < stack.length && (vat.included || stack[contained]?.included)) contained++
  const factors = stack.map((t) => ONE + BigInt(t.rate_bp))
  // F = Π_{j<contained} f_j × f_vat / ONE^(contained+1), kept as numerator and denominator.
  const vatFactor = vat.included && vat.taxable ? ONE + BigInt(vat.bp) : ONE
  let fNumerator = vatFactor
  let fDenominator = ONE
  for (let j = 0; j < contained; j++) {
    fNumerator *= factors[j] as bigint
    fDenominator *= ONE
  }
  const result: LineTax[] = []
  let before = 1n // Π_{j<k} f_j
  let beforeScale = 1n // ONE^k
  let added = 0
  stack.forEach((tax, k) => {
    // base_k = amount × Π_{j<k}(1 + r_j) / F
    const baseNum = BigInt(amount) * before * fDenominator
    const baseDen = beforeScale * fNumerator
    const amountUsd = Number(divideHalfUp(baseNum * BigInt(tax.rate_bp), baseDen * ONE))
    result.push({
      tax_id: tax.id,
      code: tax.code,
      rate_bp: tax.rate_bp,
      included: k < contained,
      stack_order: tax.stack_order,
      base_usd: Number(divideHalfUp(baseNum, baseDen)),
      amount_usd: amountUsd,
    })
    if (k >= contained) added += amountUsd
    before *= factors[k] as bigint
    beforeScale *= ONE
  })
  return { taxes: result, added_usd: added }
}

/** The order's taxes: each tax's lines summed, in stacking order, riel converted once from the sums. */
export function orderTaxes(
  lines: readonly { taxes: readonly LineTax[] }[],
  rate: number | string,
): OrderTax[] {
  const byTax = new Map<number, LineTax>()
  for (const line of lines) {
    for (const tax of line.taxes) {
      const sum = byTax.get(tax.tax_id)
      if (sum) {
        sum.base_usd += tax.base_usd
        sum.amount_usd += tax.amount_usd
      } else {
        byTax.set(tax.tax_id, { ...tax })
      }
    }
  }
  const sums = [...byTax.values()].sort((a, b) => a.stack_order - b.stack_order || a.tax_id - b.tax_id)
  return sums.map((sum) => {
    return {
      ...sum,
      base_khr: centsToRiel(sum.base_usd, rate),
      amount_khr: centsToRiel(sum.amount_usd, rate),
    }
  })
}
