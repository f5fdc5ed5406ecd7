// Pricing a checked cart from the database, and the order lines and sums the priced cart is written as.
import { listPrice, MAX_MONEY, type PricedOrder, type Settings } from '@sms/contract'
import type { Db } from '../../db/client.ts'
import { shopToday } from '../../kernel/shop-day.ts'
import { fieldErrors } from '../../lib/errors.ts'
import { readSettings } from '../settings/settings.service.ts'
import { type CartInput, checkCustomer, readDiscounts, readProducts } from './cart-checks.ts'
import { orderLineSums } from './order-line-sums.ts'
import { priceSale } from './price-order.ts'

/** Amounts past what money columns and safe integers hold (a huge quantity times a huge price): a 422, not a 500. */
export function withinMoneyRange<T>(field: string, compute: () => T): T {
  try {
    return compute()
  } catch (err) {
    if (err instanceof RangeError) throw fieldErrors({ [field]: ['amount_too_large'] })
    throw err
  }
}

/**
 * Prices the cart from the database; a typed price counts only when it differs from the list price. Discounts
 * are checked against `today` (an offline sale's own day). A sale that read the settings in its opening
 * statement hands them over.
 */
export async function priceCart(
  tx: Db,
  input: CartInput,
  rate: number,
  { today = shopToday(), settings }: { today?: string; settings?: Settings } = {},
) {
  const [{ byId: productById, errors: productErrors }, { byId: discountById, errors: discountErrors }] =
    await Promise.all([readProducts(tx, input), readDiscounts(tx, input)])
  const errors = { ...productErrors, ...discountErrors, ...(await checkCustomer(tx, input)) }
  if (Object.keys(errors).length > 0) throw fieldErrors(errors)
  const shop = settings ?? (await readSettings(tx))
  const productOf = (id: number) => productById.get(id) as NonNullable<ReturnType<typeof productById.get>>
  const priced = withinMoneyRange('lines', () =>
    priceSale({
      lines: input.lines.map((line) => {
        const product = productOf(line.product_id)
        const typed = line.unit_price_usd ?? null
        return {
          product,
          quantity: line.quantity,
          discount: line.discount_id == null ? null : (discountById.get(line.discount_id) ?? null),
          override_price_usd: typed === null || typed === listPrice(product, rate) ? null : typed,
        }
      }),
      order_discount: input.discount_id == null ? null : (discountById.get(input.discount_id) ?? null),
      rate,
      vat_rate: shop.vat_rate,
      prices_include_vat: shop.prices_include_vat,
      today,
    }),
  )
  if (priced.total_usd > MAX_MONEY) throw fieldErrors({ lines: ['amount_too_large'] })
  return { priced, settings: shop, productOf }
}

export const pricesOf = (input: CartInput, productOf: Awaited<ReturnType<typeof priceCart>>['productOf']) =>
  new Map(input.lines.map((line) => [line.product_id, productOf(line.product_id)]))

export const withoutPriceOverrides = (priced: PricedOrder): PricedOrder => ({
  ...priced,
  lines: priced.lines.map((line) => ({ ...line, price_overridden: false })),
})

/**
 * The order's lines as sold: the product's names, price and cost copied, so a later edit changes no sale. The
 * order's id is added where the lines are written.
 */
export function orderLineValues(
  priced: PricedOrder<number>,
  productOf: Awaited<ReturnType<typeof priceCart>>['productOf'],
) {
  return priced.lines.map((line, index) => {
    const product = productOf(line.product_id)
    return {
      line_no: index + 1,
      product_id: line.product_id,
      sku: product.sku,
      name_en: product.name_en,
      name_kh: product.name_kh,
      unit_en: product.unit_en,
      unit_kh: product.unit_kh,
      quantity: line.quantity,
      unit_price_usd: line.unit_price_usd,
      price_overridden: line.price_overridden,
      list_price_usd: 'list_price_usd' in line ? (line.list_price_usd as number | null) : null,
      discount_id: line.discount_id,
      line_discount_usd: line.line_discount_usd,
      order_discount_usd: line.order_discount_usd,
      amount_usd: line.amount_usd,
      taxable: line.taxable,
      unit_cost_usd: product.cost_usd,
      taxes: line.taxes,
    }
  })
}

/**
 * An order's money columns as priced, in the price mode it was sold in (decision 0048), with the sums of the
 * lines `orderLineValues` writes (VAT split, cost of goods): the till's and the back office's INSERT alike.
 */
export const pricedOrderMoney = (
  priced: PricedOrder<number>,
  productOf: Awaited<ReturnType<typeof priceCart>>['productOf'],
  { prices_include_vat, vat_rate }: { prices_include_vat: boolean; vat_rate: number },
) => ({
  subtotal_usd: priced.subtotal_usd,
  discount_usd: priced.discount_usd,
  vat_usd: priced.vat_usd,
  total_usd: priced.total_usd,
  total_khr: priced.total_khr,
  vat_khr: priced.vat_khr,
  prices_include_vat,
  vat_rate,
  ...orderLineSums(
    priced.lines.map((line) => ({ ...line, unit_cost_usd: productOf(line.product_id).cost_usd })),
  ),
})
