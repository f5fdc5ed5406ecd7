import {
  type AmountErrorCode,
  type ChangeMode,
  parseTypedAmount,
  type TenderInput,
  type TenderMethod,
} from '@sms/contract'

/** The six tender buttons of SALES.md, in the order of their Alt+1…6 keys. */
export const TENDER_BUTTONS = [
  { key: 'cashUsd', method: 'cash', currency: 'USD' },
  { key: 'cashKhr', method: 'cash', currency: 'KHR' },
  { key: 'khqr', method: 'khqr', currency: 'USD' },
  { key: 'card', method: 'card', currency: 'USD' },
  { key: 'bank', method: 'bank', currency: 'USD' },
  { key: 'credit', method: 'credit', currency: 'USD' },
] as const satisfies readonly { key: string; method: TenderMethod; currency: 'USD' | 'KHR' }[]
export type TenderButton = (typeof TENDER_BUTTONS)[number]

export const CHANGE_MODE_CYCLE: readonly ChangeMode[] = ['split', 'khr', 'usd']

export type GivenTender = TenderInput & { currency: 'USD' | 'KHR'; amount: number }

/**
 * A typed amount in its currency's unit (cents or riel), read by the contract's one parser ("7,35" is $7.35,
 * "30,135" is 30,135 ៛); null when it is not a valid positive amount. `amountProblem` says why.
 */
export function parseAmount(text: string, currency: 'USD' | 'KHR'): number | null {
  const parsed = parseTypedAmount(text, currency)
  return parsed?.ok && parsed.value > 0 ? parsed.value : null
}

/** Why a typed amount cannot be read for sure, or null when it can (or nothing is typed). */
export function amountProblem(text: string, currency: 'USD' | 'KHR'): AmountErrorCode | null {
  const parsed = parseTypedAmount(text, currency)
  return parsed && !parsed.ok ? parsed.error : null
}
