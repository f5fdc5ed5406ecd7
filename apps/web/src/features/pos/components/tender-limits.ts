import { centsToRiel, type Settlement } from '@sms/contract'
import type { GivenTender } from './payment-tenders.ts'

/** The largest notes in a drawer (SALES.md): $100, and 100,000 ៛ (denomination-count's KHR_NOTES). */
export const LARGEST_USD_NOTE_CENTS = 100_00
export const LARGEST_KHR_NOTE = 100_000

/**
 * Whether the change of a paid sale is more than the largest note of the cash tendered: a customer never
 * needs to hand over a whole note more than the sale asks, so "735" typed for $7.35, or 301350 ៛ for
 * 30,135 ៛, is a slip of the finger, and the cashier confirms it before the sale is saved (issue 23.1).
 * Dollar cash is judged in riel at the sale's rate ($100 at 4,100 ៛ = 410,000 ៛), riel cash against the
 * 100,000 ៛ note; with both, the larger bound holds. No cash, no change, nothing to confirm. Change past the
 * shop's limit (`maxChangeUsd`, decision 0025) is not asked about: the server refuses it with its reason, so
 * a question would only lead to that refusal.
 */
export function isTenderFarAbove(
  tenders: readonly GivenTender[],
  settlement: Settlement,
  rate: number | string,
  maxChangeUsd?: number,
): boolean {
  if (!settlement.isPaid) return false
  if (maxChangeUsd !== undefined && settlement.change_exact_khr > centsToRiel(maxChangeUsd, rate))
    return false
  const cash = tenders.filter((g) => g.method === 'cash')
  if (cash.length === 0) return false
  const bound = Math.max(
    cash.some((g) => g.currency === 'USD') ? centsToRiel(LARGEST_USD_NOTE_CENTS, rate) : 0,
    cash.some((g) => g.currency === 'KHR') ? LARGEST_KHR_NOTE : 0,
  )
  return settlement.change_exact_khr > bound
}
