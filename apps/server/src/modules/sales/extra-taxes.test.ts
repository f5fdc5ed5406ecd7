// Decision 0044's worked examples: the figures here are the decision record's, worked by hand first.
import type { PricingTax } from '@sms/contract'
import { describe, expect, it } from 'vitest'
import { line, price, product } from './pricing-test-kit.ts'

const ST: PricingTax = { id: 901, code: 'ST30', rate_bp: 3000, included: true, stack_order: 10 }
const PLT: PricingTax = { id: 902, code: 'PLT', rate_bp: 500, included: true, stack_order: 20 }
const amountsOf = (taxes: { code: string; amount_usd: number }[]) => taxes.map((t) => [t.code, t.amount_usd])

describe('a can of beer at $1.00 with Specific Tax 30%, PLT 5% and VAT 10% in the price', () => {
  // Listed out of order on purpose: the stack order decides, not the list's.
  const order = price([line(product(100, { taxes: [PLT, ST] }))])

  it('holds ST 20¢, PLT 4¢ and VAT 9¢ on a 67¢ base, the total unchanged at $1.00', () => {
    expect(order.total_usd).toBe(100)
    expect(order.vat_usd).toBe(9)
    expect(order.subtotal_usd).toBe(91)
    expect(amountsOf(order.taxes)).toEqual([
      ['ST30', 20],
      ['PLT', 4],
    ])
    expect(order.taxes.map((t) => t.base_usd)).toEqual([67, 87])
    expect(order.lines[0]?.added_tax_usd).toBe(0)
  })

  it('converts each figure once at 4,100: 4,100 ៛ total, 369 VAT, 820 ST, 164 PLT, 2,747 base', () => {
    expect(order.total_khr).toBe(4100)
    expect(order.vat_khr).toBe(369)
    expect(order.subtotal_khr).toBe(3731)
    expect(order.taxes.map((t) => t.amount_khr)).toEqual([820, 164])
    const base = order.subtotal_khr - order.taxes.reduce((sum, t) => sum + t.amount_khr, 0)
    expect(base).toBe(2747)
  })
})

describe('a case of 24 cans at $24.00', () => {
  const order = price([line(product(100, { taxes: [ST, PLT] }), 24)])

  it('rounds once per line: ST $4.80, PLT $1.04, VAT $2.18, base $15.98', () => {
    expect(amountsOf(order.taxes)).toEqual([
      ['ST30', 480],
      ['PLT', 104],
    ])
    expect(order.vat_usd).toBe(218)
    expect(order.subtotal_usd - 480 - 104).toBe(1598)
    expect(order.taxes.map((t) => [t.amount_khr, t.base_khr])).toEqual([
      [19_680, 65_518],
      [4264, 85_198],
    ])
  })
})

describe('prices without VAT, the taxes added on top', () => {
  const added = (t: PricingTax) => ({ ...t, included: false })
  const order = price([line(product(100, { taxes: [added(ST), added(PLT)] }))], { prices_include_vat: false })

  it('adds ST 30¢, PLT 7¢ (6.5 half up) and VAT 14¢ on the $1.37', () => {
    expect(amountsOf(order.taxes)).toEqual([
      ['ST30', 30],
      ['PLT', 7],
    ])
    expect(order.lines[0]?.added_tax_usd).toBe(37)
    expect(order.vat_usd).toBe(14)
    expect(order.total_usd).toBe(151)
    expect(order.subtotal_usd).toBe(137)
  })
})

describe('goods without other taxes', () => {
  it('price exactly as before, with no tax lines', () => {
    const order = price([line(product(668)), line(product(67, { taxable: false }))])
    expect([order.total_usd, order.vat_usd, order.total_khr, order.vat_khr]).toEqual([735, 61, 30_135, 2501])
    expect(order.taxes).toEqual([])
  })

  it('a VAT-exempt product still carries its own taxes, with no VAT in them', () => {
    const order = price([line(product(105, { taxable: false, taxes: [PLT] }))])
    expect(order.vat_usd).toBe(0)
    expect(amountsOf(order.taxes)).toEqual([['PLT', 5]])
  })
})
