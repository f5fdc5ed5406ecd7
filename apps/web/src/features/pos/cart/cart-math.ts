import {
  allocateByWeight,
  centsToRiel,
  lineAmount,
  quantityInThousandths,
  rateInHundredths,
  vatContained,
} from '@sms/contract'

/**
 * The cart's figures while the cashier works, by SALES.md's order of computation and with the contract's cash
 * arithmetic, so they match what the server will charge. The server prices the sale again and its answer is
 * what is saved and printed.
 */

export type CartDiscount = { id: number; type: 'percentage' | 'fixed'; value: number }

export type CartProduct = {
  id: number
  sku: string
  barcode: string | null
  name_en: string
  name_kh: string | null
  price_usd: number
  price_khr: number
  taxable: boolean
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

export type MoneySettings = { vatBasisPoints: number; pricesIncludeVat: boolean }

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
}

/** riel × 100 / rate, half up to the cent: the price of goods priced only in riel (SALES.md). */
export function rielToCentsHalfUp(riel: number, rate: number | string): number {
  const numerator = BigInt(riel) * 10_000n
  const rateH = rateInHundredths(rate)
  return Number((2n * numerator + rateH) / (2n * rateH))
}

export function unitPriceOf(line: CartLine, rate: number | string): number {
  if (line.priceOverride !== null) return line.priceOverride
  const { price_usd, price_khr } = line.product
  return price_usd > 0 || price_khr <= 0 ? price_usd : rielToCentsHalfUp(price_khr, rate)
}

/**
 * A percentage discount of an amount, half up to the cent; a fixed one never exceeds the amount here (the
 * server refuses one that would, so the pickers offer only discounts that apply: `isDiscountApplicable`).
 */
export function discountOf(amount: number, discount: CartDiscount | null): number {
  if (!discount || amount <= 0) return 0
  if (discount.type === 'fixed') return Math.min(discount.value, amount)
  const percent = Math.min(discount.value, 100)
  return Number((2n * BigInt(amount) * BigInt(percent) + 100n) / 200n)
}

export function isValidQuantity(text: string): boolean {
  try {
    return quantityInThousandths(text) > 0
  } catch {
    return false
  }
}

/** Every figure of the cart: line amounts, order discount spread by weight, VAT contained once per order. */
export function cartTotals(
  lines: CartLine[],
  orderDiscount: CartDiscount | null,
  rate: number | string,
  money: MoneySettings,
): CartTotals {
  const priced = lines.map((line) => {
    const unitPrice = unitPriceOf(line, rate)
    const gross = lineAmount(unitPrice, quantityInThousandths(line.quantity))
    const lineDiscount = discountOf(gross, line.discount)
    return { line, unitPrice, gross, lineDiscount, net: gross - lineDiscount }
  })
  const netSum = priced.reduce((sum, p) => sum + p.net, 0)
  const orderDiscountTotal = discountOf(netSum, orderDiscount)
  const shares = allocateByWeight(
    orderDiscountTotal,
    priced.map((p) => p.net),
  )
  const figures = priced.map((p, index) => {
    const orderShare = shares[index] ?? 0
    return {
      key: p.line.key,
      unitPrice: p.unitPrice,
      gross: p.gross,
      lineDiscount: p.lineDiscount,
      orderDiscount: orderShare,
      amount: p.net - orderShare,
    }
  })
  const taxable = figures.reduce(
    (sum, f, index) => sum + (priced[index]?.line.product.taxable ? f.amount : 0),
    0,
  )
  const net = figures.reduce((sum, f) => sum + f.amount, 0)
  const vat = money.pricesIncludeVat
    ? vatContained(taxable, money.vatBasisPoints)
    : Number((2n * BigInt(taxable) * BigInt(money.vatBasisPoints) + 10_000n) / 20_000n)
  const total = money.pricesIncludeVat ? net : net + vat
  return {
    lines: figures,
    gross: priced.reduce((sum, p) => sum + p.gross, 0),
    subtotal: total - vat,
    discount: priced.reduce((sum, p) => sum + p.lineDiscount, 0) + orderDiscountTotal,
    vat,
    total,
    totalKhr: centsToRiel(total, rate),
    vatKhr: centsToRiel(vat, rate),
  }
}

/** Today's date on the till's clock, as discounts name their first and last days (YYYY-MM-DD). */
export const localToday = () => {
  const d = new Date()
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

/** Whether the server will take this discount today on this amount: active, within its dates, within its cap. */
export function isDiscountApplicable(
  discount: CartDiscount & { status: boolean; starts_on: string | null; ends_on: string | null },
  base: number,
  today: string,
): boolean {
  if (!discount.status) return false
  if (discount.starts_on && today < discount.starts_on) return false
  if (discount.ends_on && today > discount.ends_on) return false
  return discount.type === 'percentage' ? discount.value <= 100 : discount.value <= base
}
