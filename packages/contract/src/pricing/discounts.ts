/**
 * Discounts as SALES.md prices them: valid only when active and between their dates (inclusive), a percentage
 * capped at 100% and a fixed amount at what it applies to. Pure and shared: the server refuses a sale with a
 * problem, the till offers only discounts without one and shows the same figures.
 */

export type PricingDiscount = {
  id: number
  type: 'percentage' | 'fixed'
  /** A whole percent, or US cents for a fixed discount. */
  value: number
  /** First and last days (`YYYY-MM-DD`, the shop's calendar); null is open-ended. */
  starts_on: string | null
  ends_on: string | null
  status: boolean
}

export const DISCOUNT_PROBLEMS = ['inactive', 'not_started', 'ended', 'beyond_cap'] as const
export type DiscountProblemReason = (typeof DISCOUNT_PROBLEMS)[number]

/** Why the server will not take this discount today on `base` cents; null when it applies. */
export function discountProblem(
  discount: Pick<PricingDiscount, 'type' | 'value' | 'starts_on' | 'ends_on' | 'status'>,
  base: number,
  today: string,
): DiscountProblemReason | null {
  if (!discount.status) return 'inactive'
  if (discount.starts_on && today < discount.starts_on) return 'not_started'
  if (discount.ends_on && today > discount.ends_on) return 'ended'
  if (discount.value < 0) return 'beyond_cap'
  if (discount.type === 'percentage') return discount.value > 100 ? 'beyond_cap' : null
  return discount.value > base ? 'beyond_cap' : null
}

/** a × b / c rounded half up, for non-negative integers. */
export function mulDivHalfUp(a: number, b: number, c: number): number {
  const product = BigInt(a) * BigInt(b)
  const divisor = BigInt(c)
  const quotient = product / divisor
  return Number(2n * (product % divisor) >= divisor ? quotient + 1n : quotient)
}

/**
 * What a discount takes off `base` cents, capped: a percentage at 100%, a fixed amount at the base, never
 * below zero. A discount beyond its cap is also a problem (`discountProblem`): the cap only keeps the
 * figures the till shows meaningful until the cashier fixes it.
 */
export function discountAmount(discount: Pick<PricingDiscount, 'type' | 'value'>, base: number): number {
  if (base <= 0 || discount.value <= 0) return 0
  if (discount.type === 'fixed') return Math.min(discount.value, base)
  return mulDivHalfUp(base, Math.min(discount.value, 100), 100)
}
