/**
 * Quantities as whole thousandths, for the few places that must split one quantity over several rows in
 * code (FEFO over lots, a receipt over dispatched lots). Integers below 2^53 add and subtract exactly, where
 * 0.1 + 0.2 in floats does not; every quantity has at most 3 decimals (NUMERIC(14,3)), so nothing is lost.
 */
export type Milli = number

/** A number as JSON carried it (at most 3 decimals, checked by the contract). */
export const toMilli = (quantity: number): Milli => Math.round(quantity * 1000)

/** NUMERIC text as PostgreSQL prints it (`-12.345`), read digit by digit. */
export function textToMilli(text: string): Milli {
  const negative = text.startsWith('-')
  const [whole = '0', fraction = ''] = text.replace(/^[-+]/, '').split('.')
  const milli = Number(whole) * 1000 + Number(fraction.padEnd(3, '0').slice(0, 3))
  return negative ? -milli : milli
}

/** Back to the number JSON and the ledger carry: the nearest double prints as the same 3-decimal text. */
export const fromMilli = (milli: Milli) => milli / 1000
