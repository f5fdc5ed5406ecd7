import {
  allocateByWeight,
  centsToRiel,
  lineAmount,
  quantityInThousandths,
  rateInHundredths,
} from '../cash.ts'
import {
  type DiscountProblemReason,
  discountAmount,
  discountProblem,
  type PricingDiscount,
} from './discounts.ts'
import { type LineTax, lineTaxes, type OrderTax, orderTaxes, type PricingTax } from './extra-taxes.ts'
import { orderVat, type TaxSettings, vatBasisPoints } from './vat.ts'

/**
 * Pricing of a sale, pure (SALES.md "Prices, discounts and VAT"), in integers (US cents, riel): the ONE function
 * the server charges with (it reads prices, discounts, the rate and the settings from the database and passes
 * them in) and the till shows its cart with, so the two never disagree.
 */

export type PricedProduct = {
  id: number
  price_usd: number
  price_khr: number
  taxable: boolean
  /** Taxes besides VAT (decision 0044): the product's own, or else its category's. None when left out. */
  taxes?: PricingTax[]
}

/** A quantity as the caller holds it: a number on the server, the cashier's text ("0.125") at the till. */
export type PricingLine<Q extends number | string = number | string> = {
  product: PricedProduct
  quantity: Q
  discount: PricingDiscount | null
  /** A price typed at the till, in cents; null for the list price. */
  override_price_usd: number | null
}

export type PricingInput<Q extends number | string = number | string> = TaxSettings & {
  lines: PricingLine<Q>[]
  order_discount: PricingDiscount | null
  /** Riel per dollar, up to 2 decimals. */
  rate: number | string
  /** Today in the shop's calendar (`YYYY-MM-DD`): discounts count only between their dates. */
  today: string
}

/** A discount as it applied: how much it took off the amount it applied to (for the cashier's limit). */
export type AppliedDiscount = {
  discount_id: number
  amount_usd: number
  base_usd: number
  line_index: number | null
}

/** A discount the server refuses (DISCOUNT_NOT_APPLICABLE): the figures count it capped meanwhile. */
export type DiscountProblem = {
  discount_id: number
  reason: DiscountProblemReason
  line_index: number | null
}

export type PricedLine<Q extends number | string = number | string> = {
  product_id: number
  quantity: Q
  unit_price_usd: number
  price_overridden: boolean
  /** Unit price × quantity, before any discount. */
  gross_usd: number
  discount_id: number | null
  line_discount_usd: number
  order_discount_usd: number
  /** What the line costs the customer: gross minus both discounts (VAT included when shelf prices hold it). */
  amount_usd: number
  taxable: boolean
  /** The line's taxes besides VAT, in stacking order (decision 0044); empty for most goods. */
  taxes: LineTax[]
  /** Those of them added on top of `amount_usd` (zero when shelf prices include VAT). */
  added_tax_usd: number
}

export type PricedOrder<Q extends number | string = number | string> = {
  lines: PricedLine<Q>[]
  discounts: AppliedDiscount[]
  /** Discounts that do not apply, in the order met (line discounts by line, then the order's): empty to sell. */
  problems: DiscountProblem[]
  /** Unit price × quantity of every line, before any discount. */
  gross_usd: number
  /** Excluding VAT: total minus VAT. */
  subtotal_usd: number
  discount_usd: number
  vat_usd: number
  total_usd: number
  total_khr: number
  vat_khr: number
  /** Derived by subtraction, so total = subtotal + VAT in riel too. */
  subtotal_khr: number
  /** Each tax besides VAT summed over the lines, in stacking order; contained in the subtotal. */
  taxes: OrderTax[]
}

/** Riel to cents at the rate, half up to the cent: the price of riel-priced goods. */
export function rielToCentsHalfUp(riel: number, rate: number | string): number {
  const rateH = rateInHundredths(rate)
  const numerator = BigInt(riel) * 10_000n
  return Number((2n * numerator + rateH) / (2n * rateH))
}

/** The unit price the database gives: `price_usd`, or for riel-priced goods `price_khr` at the order's rate. */
export function listPrice(product: Pick<PricedProduct, 'price_usd' | 'price_khr'>, rate: number | string) {
  if (product.price_usd > 0 || product.price_khr <= 0) return product.price_usd
  return rielToCentsHalfUp(product.price_khr, rate)
}

/**
 * Prices an order: line amount = unit price × quantity (half up to the cent) − line discount; the order
 * discount spread over the lines in proportion to their amounts (largest remainder); VAT computed once for
 * the order on the taxable lines; the KHR total and VAT converted separately, the subtotal by subtraction.
 * Throws RangeError for a bad quantity or rate and for amounts past safe integers.
 */
export function priceOrder<Q extends number | string>(input: PricingInput<Q>): PricedOrder<Q> {
  const discounts: AppliedDiscount[] = []
  const problems: DiscountProblem[] = []
  const apply = (discount: PricingDiscount, base: number, line_index: number | null) => {
    const reason = discountProblem(discount, base, input.today)
    if (reason) problems.push({ discount_id: discount.id, reason, line_index })
    const amount = discountAmount(discount, base)
    discounts.push({ discount_id: discount.id, amount_usd: amount, base_usd: base, line_index })
    return amount
  }

  const afterLineDiscount = input.lines.map((line, index) => {
    const unit = line.override_price_usd ?? listPrice(line.product, input.rate)
    const gross = lineAmount(unit, quantityInThousandths(line.quantity))
    const lineDiscount = line.discount ? apply(line.discount, gross, index) : 0
    return { line, unit, gross, lineDiscount, amount: gross - lineDiscount }
  })
  const base = afterLineDiscount.reduce((sum, l) => sum + l.amount, 0)
  const orderDiscount = input.order_discount ? apply(input.order_discount, base, null) : 0
  const shares = allocateByWeight(
    orderDiscount,
    afterLineDiscount.map((l) => l.amount),
  )

  const vatBp = vatBasisPoints(input.vat_rate)
  const lines: PricedLine<Q>[] = afterLineDiscount.map((l, index) => {
    const share = shares[index] ?? 0
    const { taxable } = l.line.product
    const extra = lineTaxes(l.amount - share, l.line.product.taxes ?? [], {
      bp: vatBp,
      included: input.prices_include_vat,
      taxable,
    })
    return {
      product_id: l.line.product.id,
      quantity: l.line.quantity,
      unit_price_usd: l.unit,
      price_overridden: l.line.override_price_usd !== null,
      gross_usd: l.gross,
      discount_id: l.line.discount?.id ?? null,
      line_discount_usd: l.lineDiscount,
      order_discount_usd: share,
      amount_usd: l.amount - share,
      taxable,
      taxes: extra.taxes,
      added_tax_usd: extra.added_usd,
    }
  })

  // VAT is charged on the other taxes too: the ones added on top join the taxable base.
  const sumOf = (list: PricedLine<Q>[]) => list.reduce((sum, l) => sum + l.amount_usd + l.added_tax_usd, 0)
  const { vat, total } = orderVat(sumOf(lines.filter((l) => l.taxable)), sumOf(lines), input)
  const totalKhr = centsToRiel(total, input.rate)
  const vatKhr = centsToRiel(vat, input.rate)
  return {
    lines,
    discounts,
    problems,
    gross_usd: lines.reduce((sum, l) => sum + l.gross_usd, 0),
    subtotal_usd: total - vat,
    discount_usd: lines.reduce((sum, l) => sum + l.line_discount_usd + l.order_discount_usd, 0),
    vat_usd: vat,
    total_usd: total,
    total_khr: totalKhr,
    vat_khr: vatKhr,
    subtotal_khr: totalKhr - vatKhr,
    taxes: orderTaxes(lines, input.rate),
  }
}
