import { gs1CheckDigit } from '@sms/contract'

/**
 * EAN-13 codes a shop prints itself for goods sold by weight or at a set price (GS1 prefix 2, "restricted
 * circulation"): `2F IIIII VVVVV C`. The shop's convention (decision 0021):
 * - prefixes 20–24: VVVVV is the price of the pack in US cents (00735 = $7.35);
 * - prefixes 25–29: VVVVV is the weight in grams (01250 = 1.250 kg);
 * - IIIII is the item code: the product whose barcode, else SKU, is exactly those five digits;
 * - C is the usual GS1 check digit over the twelve digits before it.
 */
export type InStoreCode =
  | { kind: 'price'; item: string; cents: number }
  | { kind: 'weight'; item: string; grams: number }

export function decodeInStoreCode(code: string): InStoreCode | null {
  const match = /^2(\d)(\d{5})(\d{5})(\d)$/.exec(code)
  if (!match) return null
  const [, flag, item, value, check] = match as unknown as [string, string, string, string, string]
  if (gs1CheckDigit(code.slice(0, 12)) !== Number(check)) return null
  return Number(flag) <= 4
    ? { kind: 'price', item, cents: Number(value) }
    : { kind: 'weight', item, grams: Number(value) }
}

/** Thousandths as the cart writes quantities: "1.25", "0.34", "2". */
function quantityText(thousandths: number): string {
  const whole = Math.trunc(thousandths / 1000)
  const fraction = thousandths % 1000
  return fraction === 0 ? `${whole}` : `${whole}.${String(fraction).padStart(3, '0').replace(/0+$/, '')}`
}

/**
 * The quantity the line gets, to 3 decimals, or null when it would be nothing. A weight is grams / 1000. A price
 * becomes price / unit price, because the server prices every line from the product (a cashier may not set a
 * price without `pos.edit`): the line's amount is then the label's price give or take the rounding of the
 * quantity to a thousandth (at most half a thousandth of the unit price).
 */
export function quantityOfInStoreCode(decoded: InStoreCode, unitPriceCents: number): string | null {
  const thousandths =
    decoded.kind === 'weight'
      ? decoded.grams
      : unitPriceCents > 0
        ? Math.round((decoded.cents * 1000) / unitPriceCents)
        : 0
  return thousandths > 0 ? quantityText(thousandths) : null
}
