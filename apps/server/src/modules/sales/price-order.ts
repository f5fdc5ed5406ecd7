import { allocateByWeight, centsToRiel, lineAmount, quantityInThousandths, vatContained } from '@sms/contract'
import { AppError } from '../../lib/errors.ts'

/**
 * Pricing of a sale, pure (SALES.md "Prices, discounts and VAT"): everything the till charges is computed
 * here from what the database says, in integers (US cents, riel). The checkout reads the rows and writes the
 * result; the unit tests hold every worked example.
 */

export type PricedProduct = {
  id: number
  name_en: string
  price_usd: number
  price_khr: number
  taxable: boolean
}

export type DiscountRow = {
  id: number
  type: 'percentage' | 'fixed'
  /** A whole percent, or US cents for a fixed discount. */
  value: number
  starts_on: string | null
  ends_on: string | null
  status: boolean
}

export type PricingLine = {
  product: PricedProduct
  quantity: number
  discount: DiscountRow | null
  /** A price typed at the till, in cents; the caller passes it only when the user may override prices. */
  override_price_usd: number | null
}

export type PricingInput = {
  lines: PricingLine[]
  order_discount: DiscountRow | null
  /** Riel per dollar, up to 2 decimals. */
  rate: number
  /** Percent with up to 2 decimals (10 is 10%). */
  vat_rate: number
  /** Shelf prices include VAT (the default); otherwise VAT is added on top of the taxable lines. */
  prices_include_vat: boolean
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

export type PricedLine = {
  product_id: number
  quantity: number
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
}

export type PricedOrder = {
  lines: PricedLine[]
  discounts: AppliedDiscount[]
  /** Excluding VAT: total minus VAT. */
  subtotal_usd: number
  discount_usd: number
  vat_usd: number
  total_usd: number
  total_khr: number
  vat_khr: number
  /** Derived by subtraction, so total = subtotal + VAT in riel too. */
  subtotal_khr: number
}

/** a × b / c rounded half up, for non-negative integers. */
function mulDivHalfUp(a: number, b: number, c: number): number {
  const product = BigInt(a) * BigInt(b)
  const divisor = BigInt(c)
  const quotient = product / divisor
  return Number(2n * (product % divisor) >= divisor ? quotient + 1n : quotient)
}

/** Riel to cents at the rate, half up to the cent: the price of riel-priced goods. */
export function rielToCentsHalfUp(riel: number, rate: number): number {
  const rateHundredths = Math.round(rate * 100)
  return mulDivHalfUp(riel, 10_000, rateHundredths)
}

/** The unit price the database gives: `price_usd`, or for riel-priced goods `price_khr` at the order's rate. */
export function listPrice(product: PricedProduct, rate: number): number {
  if (product.price_usd > 0 || product.price_khr <= 0) return product.price_usd
  return rielToCentsHalfUp(product.price_khr, rate)
}

function notApplicable(discount: DiscountRow, reason: string, line_index: number | null) {
  return new AppError(
    'DISCOUNT_NOT_APPLICABLE',
    'This discount cannot be applied.',
    { discount_id: discount.id, reason, ...(line_index === null ? {} : { line_index }) },
    { [line_index === null ? 'discount_id' : `lines.${line_index}.discount_id`]: [reason] },
  )
}

/**
 * What a discount takes off `base` cents. Valid only when active and between its dates; a percentage above
 * 100% or a fixed amount above what it applies to is refused, never silently cut down.
 */
export function discountAmount(
  discount: DiscountRow,
  base: number,
  today: string,
  line_index: number | null,
): number {
  if (!discount.status) throw notApplicable(discount, 'inactive', line_index)
  if (discount.starts_on && today < discount.starts_on)
    throw notApplicable(discount, 'not_started', line_index)
  if (discount.ends_on && today > discount.ends_on) throw notApplicable(discount, 'ended', line_index)
  if (discount.value < 0) throw notApplicable(discount, 'beyond_cap', line_index)
  if (discount.type === 'percentage') {
    if (discount.value > 100) throw notApplicable(discount, 'beyond_cap', line_index)
    return mulDivHalfUp(base, discount.value, 100)
  }
  if (discount.value > base) throw notApplicable(discount, 'beyond_cap', line_index)
  return discount.value
}

/** The VAT rate in basis points (10% is 1000), from a percent with up to 2 decimals. */
export const vatBasisPoints = (vatRate: number) => Math.round(vatRate * 100)

/**
 * Prices an order: line amount = unit price × quantity (half up to the cent) − line discount; the order
 * discount spread over the lines in proportion to their amounts (largest remainder); VAT computed once for
 * the order on the taxable lines; the KHR total and VAT converted separately, the subtotal by subtraction.
 */
export function priceOrder(input: PricingInput): PricedOrder {
  const discounts: AppliedDiscount[] = []
  const afterLineDiscount = input.lines.map((line, index) => {
    const unit = line.override_price_usd ?? listPrice(line.product, input.rate)
    const gross = lineAmount(unit, quantityInThousandths(line.quantity))
    const lineDiscount = line.discount ? discountAmount(line.discount, gross, input.today, index) : 0
    if (line.discount) {
      discounts.push({
        discount_id: line.discount.id,
        amount_usd: lineDiscount,
        base_usd: gross,
        line_index: index,
      })
    }
    return { line, unit, gross, lineDiscount, amount: gross - lineDiscount }
  })

  const base = afterLineDiscount.reduce((sum, l) => sum + l.amount, 0)
  let orderDiscount = 0
  if (input.order_discount) {
    orderDiscount = discountAmount(input.order_discount, base, input.today, null)
    discounts.push({
      discount_id: input.order_discount.id,
      amount_usd: orderDiscount,
      base_usd: base,
      line_index: null,
    })
  }
  const shares = allocateByWeight(
    orderDiscount,
    afterLineDiscount.map((l) => l.amount),
  )

  const lines: PricedLine[] = afterLineDiscount.map((l, index) => {
    const share = shares[index] ?? 0
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
      taxable: l.line.product.taxable,
    }
  })

  const amounts = lines.reduce((sum, l) => sum + l.amount_usd, 0)
  const taxable = lines.filter((l) => l.taxable).reduce((sum, l) => sum + l.amount_usd, 0)
  const bp = vatBasisPoints(input.vat_rate)
  const vat = input.prices_include_vat ? vatContained(taxable, bp) : mulDivHalfUp(taxable, bp, 10_000)
  const total = input.prices_include_vat ? amounts : amounts + vat
  const totalKhr = centsToRiel(total, input.rate)
  const vatKhr = centsToRiel(vat, input.rate)
  return {
    lines,
    discounts,
    subtotal_usd: total - vat,
    discount_usd: lines.reduce((sum, l) => sum + l.line_discount_usd + l.order_discount_usd, 0),
    vat_usd: vat,
    total_usd: total,
    total_khr: totalKhr,
    vat_khr: vatKhr,
    subtotal_khr: totalKhr - vatKhr,
  }
}
