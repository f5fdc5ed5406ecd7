import type { AmountCurrency, AmountErrorCode } from '@sms/contract'

/**
 * Money travels as integers in minor units (ARCHITECTURE: never floats): US cents and whole riel. Forms show
 * dollars with two decimals and riel without any; these helpers convert at the edge of the input.
 */

/** What a dollar input shows for a stored amount in cents. */
export function centsToDollars(cents: number): number {
  return cents / 100
}

/** The cents a typed dollar amount stands for; rounding absorbs binary fractions (19.99 * 100 = 1998.99…). */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100)
}

/** Riel have no minor unit: a typed fraction is rounded to the whole riel. */
export function toWholeRiel(riel: number): number {
  return Math.round(riel)
}

const formatters = new Map<string, Intl.NumberFormat>()

function formatter(tag: string, currency: 'USD' | 'KHR'): Intl.NumberFormat {
  const key = `${tag}:${currency}`
  let found = formatters.get(key)
  if (!found) {
    found = new Intl.NumberFormat(tag, {
      style: 'currency',
      currency,
      // "$" and "៛" rather than "US$" and "KHR", in either language.
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: currency === 'USD' ? 2 : 0,
      maximumFractionDigits: currency === 'USD' ? 2 : 0,
    })
    formatters.set(key, found)
  }
  return found
}

/** An amount in US cents as the interface language writes dollars. */
export function formatUsd(cents: number, tag: string): string {
  return formatter(tag, 'USD').format(centsToDollars(cents))
}

/** An amount in whole riel as the interface language writes it. */
export function formatKhr(riel: number, tag: string): string {
  return formatter(tag, 'KHR').format(riel)
}

/**
 * The translation key (in `common`) that says why a typed amount cannot be read, in the words of its
 * currency: "Dollars have two decimals at most" is not what a riel field should say.
 */
export function amountErrorKey(
  error: AmountErrorCode,
  currency: AmountCurrency,
): `amount.${AmountCurrency}.${AmountErrorCode}` {
  return `amount.${currency}.${error}`
}

/** An amount in minor units as a money input shows it: "1,234.50" for dollars, "30,135" for riel. */
export function formatTypedAmount(minor: number, currency: AmountCurrency): string {
  const decimals = currency === 'USD' ? 2 : 0
  const sign = minor < 0 ? '-' : ''
  const abs = Math.abs(minor)
  const whole = String(Math.trunc(abs / 10 ** decimals)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  if (decimals === 0) return `${sign}${whole}`
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')}`
}
