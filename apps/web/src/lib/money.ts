import type { AmountCurrency, AmountErrorCode } from '@sms/contract'
import { figureLocale, numberFormat, numberLocale } from './number-locale.ts'

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

/** An amount in US cents as the interface language writes dollars: "$1,234.56", "1,234.56$" or "១.២៣៤,៥៦$". */
export function formatUsd(cents: number, tag: string): string {
  // "$" rather than "US$", in either language.
  return numberFormat(numberLocale(tag), {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(centsToDollars(cents))
}

/**
 * Dollars as the till, the receipts and the invoices write them, the same in both languages: "$7.35" (or
 * "$៧,៣៥" with Khmer digits, decision 0041).
 */
export function formatDollars(cents: number, lang?: string): string {
  const sign = cents < 0 ? '-' : ''
  const digits = { minimumFractionDigits: 2, maximumFractionDigits: 2 }
  return `${sign}$${numberFormat(figureLocale(lang), digits).format(Math.abs(cents) / 100)}`
}

/**
 * An amount in whole riel, the one way the app, the receipts and the invoices write it: the sign after the
 * number, "30,135 ៛", in either language (Intl puts it before in English and after in Khmer); Khmer digits
 * (decision 0041) when `lang` (the interface language unless given) asks for them: "៣០.១៣៥ ៛".
 */
export function formatKhr(riel: number, lang?: string): string {
  return `${numberFormat(figureLocale(lang), { maximumFractionDigits: 0 }).format(riel)} ៛`
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
