// Building blocks for the pricing and settlement tests: products, lines, discounts and tenders at 4,100 ៛/$.
import type { CashRounding, PricedProduct, PricingDiscount, PricingLine } from '@sms/contract'
import { priceSale as priceOrder } from './price-order.ts'
import type { TenderIn } from './settle-payment.ts'

export const RATE = 4100
export const TODAY = '2026-11-24'
export const nearest: CashRounding = { step: 100, mode: 'nearest' }
export const down: CashRounding = { step: 100, mode: 'down' }

let nextId = 1
export const product = (price_usd: number, overrides: Partial<PricedProduct> = {}): PricedProduct => ({
  id: nextId++,
  price_usd,
  price_khr: 0,
  taxable: true,
  ...overrides,
})
export const line = (
  p: PricedProduct,
  quantity = 1,
  extra: Partial<PricingLine<number>> = {},
): PricingLine<number> => ({
  product: p,
  quantity,
  discount: null,
  override_price_usd: null,
  ...extra,
})
export const discount = (
  type: 'percentage' | 'fixed',
  value: number,
  extra: Partial<PricingDiscount> = {},
): PricingDiscount => ({
  id: nextId++,
  type,
  value,
  starts_on: null,
  ends_on: null,
  status: true,
  ...extra,
})
export const price = (lines: PricingLine<number>[], extra: Partial<Parameters<typeof priceOrder>[0]> = {}) =>
  priceOrder({
    lines,
    order_discount: null,
    rate: RATE,
    vat_rate: 10,
    prices_include_vat: true,
    today: TODAY,
    ...extra,
  })
export const usd = (amount: number): TenderIn => ({ method: 'cash', currency: 'USD', amount })
export const khr = (amount: number): TenderIn => ({ method: 'cash', currency: 'KHR', amount })
