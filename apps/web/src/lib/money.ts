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

/**
 * What a typed amount is in minor units (cents, or whole riel), without changing it: a fraction of a cent or
 * of a riel stays a fraction, so the contract's whole-number rule shows an error instead of rounding it away.
 */
export function typedToMinorUnits(amount: number, currency: 'USD' | 'KHR'): number {
  if (currency === 'KHR') return amount
  const cents = dollarsToCents(amount)
  // 19.99 * 100 is 1998.9999…: that is 1999 cents, while 19.995 dollars is half a cent more.
  return Math.abs(cents - amount * 100) < 1e-6 ? cents : amount * 100
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
