// Pricing a sale: SALES.md's basket and edge case, prices, VAT and discounts.
import type { CashRounding, ChangeMode, PricingDiscount } from '@sms/contract'
import { describe, expect, it } from 'vitest'
import { AppError } from '../../lib/errors.ts'
import { discount, down, khr, line, nearest, price, product, RATE, TODAY, usd } from './pricing-test-kit.ts'
import { settlePayment, type TenderIn } from './settle-payment.ts'

describe('the $7.35 basket of SALES.md at 4,100 riel per dollar', () => {
  const basket = price([line(product(668)), line(product(67))])

  it('totals 30,135 riel with 2,747 riel of VAT and a 27,388 riel subtotal', () => {
    expect(basket.total_usd).toBe(735)
    expect(basket.vat_usd).toBe(67)
    expect(basket.subtotal_usd).toBe(668)
    expect(basket.total_khr).toBe(30_135)
    expect(basket.vat_khr).toBe(2747)
    expect(basket.subtotal_khr).toBe(27_388)
  })

  // customer gives | exact change | SPLIT nearest | SPLIT down | ALL_KHR nearest ([usd cents, riel])
  const table: [string, TenderIn[], number, [number, number], [number, number], number][] = [
    ['$10', [usd(1000)], 10_865, [200, 2700], [200, 2600], 10_900],
    ['$5 + 10,000 ៛', [usd(500), khr(10_000)], 365, [0, 400], [0, 300], 400],
    ['$7 + 1,500 ៛', [usd(700), khr(1500)], 65, [0, 100], [0, 0], 100],
    ['50,000 ៛', [khr(50_000)], 19_865, [400, 3500], [400, 3400], 19_900],
  ]
  for (const [given, tenders, exact, splitNearest, splitDown, allKhr] of table) {
    it(`gives the table's change for ${given}`, () => {
      const settleBy = (rounding: CashRounding, mode: ChangeMode) =>
        settlePayment(basket.total_khr, tenders, RATE, rounding, mode)
      const a = settleBy(nearest, 'split')
      expect([a.change.usd, a.change.khr]).toEqual(splitNearest)
      expect(a.change.usd * 41 + a.change.khr + a.change.rounding_khr).toBe(exact)
      const b = settleBy(down, 'split')
      expect([b.change.usd, b.change.khr]).toEqual(splitDown)
      expect(b.change.usd * 41 + b.change.khr + b.change.rounding_khr).toBe(exact)
      const c = settleBy(nearest, 'khr')
      expect([c.change.usd, c.change.khr]).toEqual([0, allKhr])
      expect(c.change.khr + c.change.rounding_khr).toBe(exact)
    })
  }

  it('writes a tender row per tender, change rows per currency and the rounding as its own row', () => {
    const paid = settlePayment(basket.total_khr, [usd(1000)], RATE, nearest, 'split')
    expect(paid.paid_khr).toBe(41_000)
    expect(paid.change).toEqual({ usd: 200, khr: 2700, rounding_khr: -35 })
    expect(paid.rows.map((r) => [r.kind, r.method, r.currency, r.amount, r.amount_khr])).toEqual([
      ['tender', 'cash', 'USD', 1000, 41_000],
      ['change', 'cash', 'USD', -200, -8200],
      ['change', 'cash', 'KHR', -2700, -2700],
      ['rounding', 'cash', 'KHR', 35, 35],
    ])
    expect(paid.rows.reduce((sum, r) => sum + r.amount_khr, 0)).toBe(basket.total_khr)
  })
})

describe('the edge case of SALES.md', () => {
  it('gives $3 + 0 ៛ for $7.01 paid with $10 (a rest of 4,059 ៛ rounds to a dollar)', () => {
    const order = price([line(product(701))])
    const paid = settlePayment(order.total_khr, [usd(1000)], RATE, nearest, 'split')
    expect(paid.change).toMatchObject({ usd: 300, khr: 0 })
  })
})

describe('prices', () => {
  it('charges riel-priced goods their riel price at the order rate, half up to the cent', () => {
    // 2,000 ៛ / 4,100 = 48.78 cents → 49.
    const order = price([line(product(0, { price_khr: 2000 }))])
    expect(order.lines[0]?.unit_price_usd).toBe(49)
  })

  it('rounds a decimal quantity half up to the cent', () => {
    // $3.99 × 0.125 kg = 49.875 cents → 50.
    const order = price([line(product(399), 0.125)])
    expect(order.lines[0]?.amount_usd).toBe(50)
  })

  it('uses an override price when the caller allows it, and marks the line', () => {
    const order = price([line(product(500), 2, { override_price_usd: 450 })])
    expect(order.lines[0]).toMatchObject({ unit_price_usd: 450, price_overridden: true, amount_usd: 900 })
  })

  it('computes VAT once per order, not per line', () => {
    // Three taxable 5-cent lines: per line each VAT rounds to 0; on the order's 15 cents it is 1.
    const order = price([line(product(5)), line(product(5)), line(product(5))])
    expect(order.vat_usd).toBe(1)
  })

  it('counts VAT only on taxable lines', () => {
    const order = price([line(product(1100)), line(product(1000, { taxable: false }))])
    expect(order.vat_usd).toBe(100)
    expect(order.total_usd).toBe(2100)
    expect(order.subtotal_usd).toBe(2000)
  })

  it('adds VAT on top when shelf prices exclude it', () => {
    const order = price([line(product(1000))], { prices_include_vat: false })
    expect(order).toMatchObject({ vat_usd: 100, total_usd: 1100, subtotal_usd: 1000 })
  })
})

describe('discounts', () => {
  it('takes a line discount, then spreads the order discount in proportion so the parts add up', () => {
    const order = price(
      [
        line(product(1000), 1, { discount: discount('percentage', 10) }),
        line(product(333)),
        line(product(333)),
      ],
      { order_discount: discount('fixed', 100) },
    )
    expect(order.lines.map((l) => l.line_discount_usd)).toEqual([100, 0, 0])
    // Weights 900, 333, 333 of 100 cents: 57.47, 21.26, 21.26: floors 57 + 21 + 21, the cent left goes to the largest remainder.
    expect(order.lines.map((l) => l.order_discount_usd)).toEqual([58, 21, 21])
    expect(order.lines.reduce((s, l) => s + l.order_discount_usd, 0)).toBe(100)
    expect(order.discount_usd).toBe(200)
    expect(order.total_usd).toBe(1666 - 200)
  })

  it('caps a percentage at 100% and a fixed discount at the amount it applies to, refusing beyond', () => {
    const free = price([line(product(500), 1, { discount: discount('percentage', 100) })])
    expect(free.total_usd).toBe(0)
    const code = (fn: () => unknown) => {
      try {
        fn()
      } catch (err) {
        return (err as AppError).code
      }
    }
    expect(code(() => price([line(product(500), 1, { discount: discount('percentage', 101) })]))).toBe(
      'DISCOUNT_NOT_APPLICABLE',
    )
    expect(code(() => price([line(product(500), 1, { discount: discount('fixed', 501) })]))).toBe(
      'DISCOUNT_NOT_APPLICABLE',
    )
    expect(code(() => price([line(product(500))], { order_discount: discount('fixed', 501) }))).toBe(
      'DISCOUNT_NOT_APPLICABLE',
    )
  })

  it('applies a discount only while active and between its dates (inclusive)', () => {
    const withDiscount = (d: PricingDiscount) => () => price([line(product(500), 1, { discount: d })])
    expect(withDiscount(discount('percentage', 10, { starts_on: TODAY, ends_on: TODAY }))).not.toThrow()
    expect(withDiscount(discount('percentage', 10, { starts_on: '2026-11-25' }))).toThrow(AppError)
    expect(withDiscount(discount('percentage', 10, { ends_on: '2026-11-23' }))).toThrow(AppError)
    expect(withDiscount(discount('percentage', 10, { status: false }))).toThrow(AppError)
  })

  it('reports each discount with the amount it applied to, for the cashier limit', () => {
    const order = price([line(product(1000), 1, { discount: discount('fixed', 250) })])
    expect(order.discounts).toEqual([
      expect.objectContaining({ amount_usd: 250, base_usd: 1000, line_index: 0 }),
    ])
  })
})
