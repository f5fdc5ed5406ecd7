import { formatKhr } from '../../../lib/money.ts'
/** Money as the till and the receipt write it, the same in both languages: "$7.35", "30,135 ៛". */
export function usd(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}$${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`
}

export const khr = formatKhr

/** Change as the cashier gives it: "$2 + 2,700 ៛", "400 ៛", "$3". */
export function changeText(change: { usd: number; khr: number }): string {
  const parts: string[] = []
  if (change.usd > 0) parts.push(change.usd % 100 === 0 ? `$${change.usd / 100}` : usd(change.usd))
  if (change.khr > 0 || parts.length === 0) parts.push(khr(change.khr))
  return parts.join(' + ')
}

/** A quantity without trailing zeros: 2, 0.125. */
export function quantityText(quantity: number): string {
  return String(Number(quantity.toFixed(3)))
}
