// Settling a payment: underpayments, tenders that never give change, and change plus rounding as a property.
import type { CashRounding, ChangeMode } from '@sms/contract'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AppError } from '../../lib/errors.ts'
import { line, nearest, price, product, RATE, usd } from './pricing-test-kit.ts'
import { settlePayment, type TenderIn } from './settle-payment.ts'

describe('underpaid, and tenders that never give change', () => {
  const order = price([line(product(735))])

  it('refuses an underpayment with what is due in both currencies', () => {
    try {
      settlePayment(order.total_khr, [usd(700)], RATE, nearest, 'split')
      expect.unreachable()
    } catch (err) {
      expect(err).toBeInstanceOf(AppError)
      expect((err as AppError).code).toBe('PAYMENT_INSUFFICIENT')
      // 30,135 − 28,700 = 1,435 ៛: $0.35 (rounded up) or 1,400 ៛ in cash.
      expect((err as AppError).params).toEqual({ due_khr: 1435, due_usd: 35, due_khr_cash: 1400 })
    }
  })

  it('takes a card for the exact amount without rounding, and refuses a card above the total', () => {
    const card = settlePayment(
      order.total_khr,
      [{ method: 'card', currency: 'USD', amount: 735 }],
      RATE,
      nearest,
      'split',
    )
    expect(card.change).toEqual({ usd: 0, khr: 0, rounding_khr: 0 })
    expect(card.rows).toHaveLength(1)
    expect(() =>
      settlePayment(
        order.total_khr,
        [{ method: 'khqr', currency: 'USD', amount: 1000 }],
        RATE,
        nearest,
        'split',
      ),
    ).toThrow(AppError)
  })

  it('refuses a card a few riel short: only cash rounds', () => {
    expect(() =>
      settlePayment(
        order.total_khr,
        [{ method: 'card', currency: 'KHR', amount: 30_100 }],
        RATE,
        nearest,
        'split',
      ),
    ).toThrow(/does not cover/)
  })
})

describe('property: change plus rounding is paid minus total, per currency', () => {
  const tender = fc.record({
    method: fc.constantFrom('cash', 'cash', 'card') as fc.Arbitrary<TenderIn['method']>,
    currency: fc.constantFrom('USD', 'KHR') as fc.Arbitrary<TenderIn['currency']>,
    amount: fc.integer({ min: 1, max: 5_000_000 }),
  })
  const scenario = fc.record({
    total: fc.integer({ min: 0, max: 2_000_000 }),
    rate: fc.integer({ min: 3500, max: 4500 }),
    tenders: fc.array(tender, { minLength: 1, maxLength: 4 }),
    step: fc.constantFrom(100, 500, 1000) as fc.Arbitrary<CashRounding['step']>,
    mode: fc.constantFrom('nearest', 'down', 'up') as fc.Arbitrary<CashRounding['mode']>,
    changeMode: fc.constantFrom('split', 'khr', 'usd') as fc.Arbitrary<ChangeMode>,
  })

  it('holds for every settled sale, and the payment rows add up to the total', () => {
    fc.assert(
      fc.property(scenario, ({ total, rate, tenders, step, mode, changeMode }) => {
        const order = price([line(product(total))], { rate })
        let paid: ReturnType<typeof settlePayment>
        try {
          paid = settlePayment(order.total_khr, tenders, rate, { step, mode }, changeMode)
        } catch (err) {
          const code = (err as AppError).code
          return code === 'PAYMENT_INSUFFICIENT' || code === 'VALIDATION_FAILED'
        }
        const changeKhr = (paid.change.usd / 100) * rate + paid.change.khr
        // Exactly paid minus total, also when a few riel short round away (the shop forgives them: rounding < 0).
        expect(changeKhr + paid.change.rounding_khr).toBe(paid.paid_khr - order.total_khr)
        // Per currency: each drawer gets its tenders minus its change; with the rounding row the riel value is the total.
        const drawer = (currency: 'USD' | 'KHR') =>
          paid.rows
            .filter((r) => r.currency === currency && r.kind !== 'rounding')
            .reduce((s, r) => s + r.amount_khr, 0)
        const cashInRiel = drawer('USD') + drawer('KHR')
        const rounding = paid.rows.find((r) => r.kind === 'rounding')?.amount ?? 0
        expect(cashInRiel + rounding).toBe(order.total_khr)
        expect(paid.rows.reduce((s, r) => s + r.amount_khr, 0)).toBe(order.total_khr)
        expect(paid.change.usd).toBeGreaterThanOrEqual(0)
        expect(paid.change.khr).toBeGreaterThanOrEqual(0)
        return true
      }),
      { numRuns: 2000 },
    )
  })
})
