import { type DiscountProblem, type PricingInput, priceOrder } from '@sms/contract'
import { AppError } from '../../lib/errors.ts'

/**
 * The server's side of the one pricing function (`priceOrder` in the contract, shared with the till): the
 * checkout reads prices, discounts, the rate and the settings from the database, prices with it, and refuses a
 * discount that does not apply (decision 0019: never silently cut down) with the first problem met.
 */

function notApplicable({ discount_id, reason, line_index }: DiscountProblem) {
  return new AppError(
    'DISCOUNT_NOT_APPLICABLE',
    'This discount cannot be applied.',
    { discount_id, reason, ...(line_index === null ? {} : { line_index }) },
    { [line_index === null ? 'discount_id' : `lines.${line_index}.discount_id`]: [reason] },
  )
}

/** Prices a sale by the contract, or throws DISCOUNT_NOT_APPLICABLE (422) for a discount the sale cannot take. */
export function priceSale(input: PricingInput<number>) {
  const priced = priceOrder(input)
  const [problem] = priced.problems
  if (problem) throw notApplicable(problem)
  return priced
}
