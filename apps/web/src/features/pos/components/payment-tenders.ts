import type { ChangeMode, TenderInput, TenderMethod } from '@sms/contract'

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

/** A typed amount in its currency's unit (cents or riel); null when it is not a valid positive amount. */
export function parseAmount(text: string, currency: 'USD' | 'KHR'): number | null {
  const clean = text.replace(/[,\s$៛]/g, '')
  if (currency === 'KHR') return /^\d+$/.test(clean) && Number(clean) > 0 ? Number(clean) : null
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null
  const [whole = '0', fraction = ''] = clean.split('.')
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
  return cents > 0 ? cents : null
}
