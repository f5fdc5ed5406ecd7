import { vatContained } from '../cash.ts'
import { mulDivHalfUp } from './discounts.ts'

/**
 * The order's taxes. Today only VAT, computed ONCE per order on the taxable lines' amounts (SALES.md), never per
 * line. Issue 20's per-line taxes (Specific Tax, Public Lighting Tax) stack before VAT: they will be computed
 * per line into `PricedLine`, and their sum joins `taxableBase` here, so VAT is charged on them too; nothing
 * else in the pricing changes.
 */
export type TaxSettings = {
  /** Percent with up to 2 decimals (10 is 10%). */
  vat_rate: number
  /** Shelf prices include VAT (the default); otherwise VAT is added on top of the taxable lines. */
  prices_include_vat: boolean
}

/** The VAT rate in basis points (10% is 1000), from a percent with up to 2 decimals. */
export const vatBasisPoints = (vatRate: number) => Math.round(vatRate * 100)

/** VAT of an order whose taxable lines come to `taxableBase` cents, and the order's total. */
export function orderVat(taxableBase: number, linesSum: number, taxes: TaxSettings) {
  const bp = vatBasisPoints(taxes.vat_rate)
  const vat = taxes.prices_include_vat ? vatContained(taxableBase, bp) : mulDivHalfUp(taxableBase, bp, 10_000)
  return { vat, total: taxes.prices_include_vat ? linesSum : linesSum + vat }
}
