import { discountAmount, rielToCentsHalfUp, settle } from '@sms/contract'
import { describe, expect, it } from 'vitest'
import { type CartLine, type CartProduct, cartTotals, isDiscountApplicable } from './cart-math.ts'

const money = { vat_rate: 10, prices_include_vat: true }
// The old web helper's order of arguments, so its assertions read as they did: the contract's capped amount.
const discountOf = (amount: number, d: { id: number; type: 'percentage' | 'fixed'; value: number }) =>
  discountAmount(d, amount)
const always = { status: true, starts_on: null, ends_on: null }
const product = (id: number, price_usd: number, over: Partial<CartProduct> = {}): CartProduct => ({
  id,
  sku: `SKU-${id}`,
  barcode: null,
  name_en: `Product ${id}`,
  name_kh: null,
  price_usd,
  price_khr: 0,
  taxable: true,
  ...over,
})
const line = (p: CartProduct, quantity = '1', over: Partial<CartLine> = {}): CartLine => ({
  key: String(p.id),
  product: p,
  quantity,
  priceOverride: null,
  discount: null,
  ...over,
})
const rounding = { step: 100, mode: 'nearest' } as const

describe('cart arithmetic', () => {
  it('gives SALES.md figures for a taxable $7.35 basket at 4,100 ៛: 30,135 ៛ total, 2,747 ៛ VAT', () => {
    const totals = cartTotals([line(product(1, 668)), line(product(2, 67))], null, 4100, money)
    expect(totals.total).toBe(735)
    expect(totals.vat).toBe(67)
    expect(totals.totalKhr).toBe(30135)
    expect(totals.vatKhr).toBe(2747)
    // and $10 in split mode gives $2 + 2,700 ៛
    const paid = settle(totals.totalKhr, [{ currency: 'USD', amount: 1000, isCash: true }], 4100, rounding)
    expect(paid).toMatchObject({ isPaid: true, change: { usd: 200, khr: 2700, rounding_khr: -35 } })
  })

  it('multiplies decimal quantities half up to the cent', () => {
    const totals = cartTotals([line(product(1, 333), '0.125')], null, 4100, money)
    expect(totals.lines[0]?.gross).toBe(42)
  })

  it('takes line discounts first, then spreads the order discount over lines so the parts add up', () => {
    const lines = [
      line(product(1, 1000), '1', { discount: { id: 1, type: 'percentage', value: 10, ...always } }),
      line(product(2, 500)),
      line(product(3, 500)),
    ]
    const totals = cartTotals(lines, { id: 2, type: 'fixed', value: 100, ...always }, 4100, money)
    expect(totals.lines.map((l) => l.lineDiscount)).toEqual([100, 0, 0])
    expect(totals.lines.map((l) => l.orderDiscount)).toEqual([48, 26, 26])
    expect(totals.discount).toBe(200)
    expect(totals.total).toBe(1800)
    expect(totals.gross).toBe(2000)
    expect(totals.subtotal).toBe(1800 - totals.vat)
  })

  it('offers only discounts the server will take: active, within dates, within the cap', () => {
    const d = { id: 1, type: 'fixed' as const, value: 500, status: true, starts_on: null, ends_on: null }
    expect(isDiscountApplicable(d, 500, '2026-11-24')).toBe(true)
    expect(isDiscountApplicable(d, 499, '2026-11-24')).toBe(false)
    expect(isDiscountApplicable({ ...d, ends_on: '2026-11-23' }, 900, '2026-11-24')).toBe(false)
    expect(isDiscountApplicable({ ...d, starts_on: '2026-11-25' }, 900, '2026-11-24')).toBe(false)
    expect(isDiscountApplicable({ ...d, status: false }, 900, '2026-11-24')).toBe(false)
  })

  it('caps a fixed discount at what it applies to and a percentage at 100', () => {
    expect(discountOf(300, { id: 1, type: 'fixed', value: 500 })).toBe(300)
    expect(discountOf(300, { id: 1, type: 'percentage', value: 150 })).toBe(300)
    expect(discountOf(333, { id: 1, type: 'percentage', value: 15 })).toBe(50)
  })

  it('computes VAT once per order on taxable lines only', () => {
    const totals = cartTotals(
      [line(product(1, 550)), line(product(2, 550)), line(product(3, 1000, { taxable: false }))],
      null,
      4100,
      money,
    )
    // 11.00 taxable: 1.00 VAT once, where per line it would be 0.50 + 0.50 rounded separately
    expect(totals.vat).toBe(100)
    expect(totals.total).toBe(2100)
  })

  it('adds VAT on top when shelf prices exclude it', () => {
    const totals = cartTotals([line(product(1, 1000))], null, 4100, {
      vat_rate: 10,
      prices_include_vat: false,
    })
    expect(totals.vat).toBe(100)
    expect(totals.total).toBe(1100)
  })

  it('charges riel-priced goods at the rate, half up to the cent, and honours a price override', () => {
    expect(rielToCentsHalfUp(2000, 4100)).toBe(49)
    const rielOnly = product(1, 0, { price_khr: 2000 })
    expect(cartTotals([line(rielOnly)], null, 4100, money).total).toBe(49)
    expect(cartTotals([line(product(2, 500), '2', { priceOverride: 450 })], null, 4100, money).total).toBe(
      900,
    )
  })

  it('reports a discount the server would refuse, with the figures counting it capped', () => {
    // $5 off chosen on a $5 line, then the line halved: the server refuses it as beyond its cap.
    const fixed = { id: 7, type: 'fixed' as const, value: 500, ...always }
    const totals = cartTotals([line(product(1, 500), '0.5', { discount: fixed })], null, 4100, money)
    expect(totals.problems).toEqual([{ discount_id: 7, reason: 'beyond_cap', line_index: 0 }])
    expect(totals.total).toBe(0)
    const ended = { id: 8, type: 'percentage' as const, value: 10, ...always, ends_on: '2026-11-23' }
    const later = cartTotals([line(product(1, 500))], ended, 4100, money, '2026-11-24')
    expect(later.problems).toEqual([{ discount_id: 8, reason: 'ended', line_index: null }])
    expect(cartTotals([line(product(1, 500))], ended, 4100, money, '2026-11-23').problems).toEqual([])
  })
})
