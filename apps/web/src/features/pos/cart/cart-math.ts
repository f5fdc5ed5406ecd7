import {
  type ChargedTax,
  type DiscountProblem,
  discountProblem,
  type PricingDiscount,
  priceOrder,
  quantityInThousandths,
  type TaxSettings,
} from '@sms/contract'

/**
 * The cart's figures while the cashier works: the contract's `priceOrder`, the very function the server charges
 * with, fed the cart as the till holds it (quantities as typed, the shop's settings and today's rate). The
 * server prices the sale again from its database and its answer is what is saved and printed.
 */

export type CartDiscount = PricingDiscount

export type CartProduct = {
  id: number
  sku: string
  barcode: string | null
  name_en: string
  name_kh: string | null
  price_usd: number
  price_khr: number
  taxable: boolean
  /** Its taxes besides VAT (decision 0044); none when the source had none (an older device catalogue). */
  taxes?: ChargedTax[]
}

/** One tax besides VAT of the cart, named for the totals. */
export type CartTax = Pick<ChargedTax, 'code' | 'name_en' | 'name_kh' | 'rate_bp'> & {
  tax_id: number
  amount_usd: number
  amount_khr: number
}

export type CartLine = {
  key: string
  product: CartProduct
  /** As the cashier typed it: "2", "0.125". */
  quantity: string
  /** A price the cashier set (F7), in cents; the server takes it only with the permission or an approval. */
  priceOverride: number | null
  discount: CartDiscount | null
}

export type LineFigures = {
  key: string
  unitPrice: number
  gross: number
  lineDiscount: number
  orderDiscount: number
  amount: number
}

export type CartTotals = {
  lines: LineFigures[]
  /** Unit price × quantity before any discount, cents. */
  gross: number
  /** Excluding VAT, as the server and the receipt say it: total minus VAT. */
  subtotal: number
  discount: number
  vat: number
  total: number
  totalKhr: number
  vatKhr: number
  /** The taxes besides VAT, in stacking order: contained in the subtotal (decision 0044). */
  taxes: CartTax[]
  /** Discounts the server would refuse (ended, beyond what they apply to): the sale cannot be paid so. */
  problems: DiscountProblem[]
}

export function isValidQuantity(text: string): boolean {
  try {
    return quantityInThousandths(text) > 0
  } catch {
    return false
  }
}

/** Every figure of the cart, by the contract's pricing, at the shop's `taxes` and the day's `rate`. */
export function cartTotals(
  lines: CartLine[],
  orderDiscount: CartDiscount | null,
  rate: number | string,
  taxes: TaxSettings,
  today = localToday(),
): CartTotals {
  const priced = priceOrder({
    lines: lines.map((line) => ({
      product: line.product,
      quantity: line.quantity,
      discount: line.discount,
      override_price_usd: line.priceOverride,
    })),
    order_discount: orderDiscount,
    rate,
    today,
    ...taxes,
  })
  return {
    lines: priced.lines.map((l, index) => ({
      key: lines[index]?.key ?? String(index),
      unitPrice: l.unit_price_usd,
      gross: l.gross_usd,
      lineDiscount: l.line_discount_usd,
      orderDiscount: l.order_discount_usd,
      amount: l.amount_usd,
    })),
    gross: priced.gross_usd,
    subtotal: priced.subtotal_usd,
    discount: priced.discount_usd,
    vat: priced.vat_usd,
    total: priced.total_usd,
    totalKhr: priced.total_khr,
    vatKhr: priced.vat_khr,
    taxes: priced.taxes.map((tax) => {
      const named = lines.flatMap((l) => l.product.taxes ?? []).find((t) => t.id === tax.tax_id)
      return {
        tax_id: tax.tax_id,
        code: tax.code,
        name_en: named?.name_en ?? tax.code,
        name_kh: named?.name_kh ?? null,
        rate_bp: tax.rate_bp,
        amount_usd: tax.amount_usd,
        amount_khr: tax.amount_khr,
      }
    }),
    problems: priced.problems,
  }
}

/** Today's date on the till's clock, as discounts name their first and last days (YYYY-MM-DD). */
export const localToday = () => {
  const d = new Date()
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

/** Whether the server will take this discount today on this amount: the contract's `discountProblem`. */
export const isDiscountApplicable = (discount: CartDiscount, base: number, today: string) =>
  discountProblem(discount, base, today) === null
