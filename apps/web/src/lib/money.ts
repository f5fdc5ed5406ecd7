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

const usdFormatters = new Map<string, Intl.NumberFormat>()

/** An amount in US cents as the interface language writes dollars: "$1,234.56". */
export function formatUsd(cents: number, tag: string): string {
  let found = usdFormatters.get(tag)
  if (!found) {
    // "$" rather than "US$", in either language.
    found = new Intl.NumberFormat(tag, {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    })
    usdFormatters.set(tag, found)
  }
  return found.format(centsToDollars(cents))
}

/**
 * An amount in whole riel, the one way the app, the receipts and the invoices write it: the sign after the
 * number, "30,135 ៛", in either language (Intl puts it before in English and after in Khmer).
 */
export function formatKhr(riel: number): string {
  return `${riel.toLocaleString('en-US', { maximumFractionDigits: 0 })} ៛`
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
