import {
  allocateByWeight,
  type CashRounding,
  type ChangeMode,
  centsToRiel,
  lineAmount,
  quantityInThousandths,
  rateInHundredths,
  roundCash,
  settle,
  type Tender,
  vatContained,
} from '@sms/contract'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

const RATE = 4100
const nearest: CashRounding = { step: 100, mode: 'nearest' }
const down: CashRounding = { step: 100, mode: 'down' }
const usd = (cents: number): Tender => ({ currency: 'USD', amount: cents, isCash: true })
const khr = (riel: number): Tender => ({ currency: 'KHR', amount: riel, isCash: true })

function changeOf(total: number, tenders: Tender[], rounding: CashRounding, mode: ChangeMode = 'split') {
  const result = settle(centsToRiel(total, RATE), tenders, RATE, rounding, mode)
  if (!result.isPaid) throw new Error('expected a paid sale')
  return result
}

describe('SALES.md worked examples: a $7.35 basket at 4,100 riel per dollar', () => {
  it('is 30,135 riel with 2,747 riel of VAT and a 27,388 riel subtotal', () => {
    expect(centsToRiel(735, RATE)).toBe(30_135)
    const vat = vatContained(735, 1000)
    expect(vat).toBe(67)
    expect(centsToRiel(vat, RATE)).toBe(2747)
    expect(centsToRiel(735, RATE) - centsToRiel(vat, RATE)).toBe(27_388)
  })

  const table: [
    string,
    Tender[],
    number,
    { usd: number; khr: number },
    { usd: number; khr: number },
    number,
  ][] = [
    ['$10', [usd(1000)], 10_865, { usd: 200, khr: 2700 }, { usd: 200, khr: 2600 }, 10_900],
    ['$5 + 10,000 riel', [usd(500), khr(10_000)], 365, { usd: 0, khr: 400 }, { usd: 0, khr: 300 }, 400],
    ['$7 + 1,500 riel', [usd(700), khr(1500)], 65, { usd: 0, khr: 100 }, { usd: 0, khr: 0 }, 100],
    ['50,000 riel', [khr(50_000)], 19_865, { usd: 400, khr: 3500 }, { usd: 400, khr: 3400 }, 19_900],
  ]
  it.each(table)('paid with %s', (_name, tenders, exact, splitNearest, splitDown, allKhr) => {
    const a = changeOf(735, tenders, nearest)
    expect(a.change_exact_khr).toBe(exact)
    expect({ usd: a.change.usd, khr: a.change.khr }).toEqual(splitNearest)
    const b = changeOf(735, tenders, down)
    expect({ usd: b.change.usd, khr: b.change.khr }).toEqual(splitDown)
    const c = changeOf(735, tenders, nearest, 'khr')
    expect({ usd: c.change.usd, khr: c.change.khr }).toEqual({ usd: 0, khr: allKhr })
  })

  it('gives $3 + 0 riel for $7.01 paid with $10 (a rest that rounds to a dollar becomes a dollar)', () => {
    const result = changeOf(701, [usd(1000)], nearest)
    expect(result.change).toEqual({ usd: 300, khr: 0, rounding_khr: 12_259 - 12_300 })
  })

  it('records the rounding: $10 for $7.35 keeps 10,865 − (2 × 4,100 + 2,700) = −35 riel', () => {
    expect(changeOf(735, [usd(1000)], nearest).change.rounding_khr).toBe(-35)
  })
})

describe('settle when the customer has not paid enough', () => {
  it('shows what is due in both currencies: dollars rounded up, riel cash at the step (9,635 ៛ is 9,600 ៛ in cash)', () => {
    const result = settle(30_135, [usd(500)], RATE, nearest)
    expect(result).toEqual({ isPaid: false, due_khr: 9635, due_usd: 235, due_khr_cash: 9600 })
  })

  it('counts a cash remainder below half a step as paid, the shop absorbing it', () => {
    expect(settle(30_135, [khr(30_100)], RATE, nearest)).toEqual({
      isPaid: true,
      change_exact_khr: 0,
      change: { usd: 0, khr: 0, rounding_khr: -35 },
    })
  })

  it('never rounds a card payment: one riel short is short', () => {
    const card: Tender = { currency: 'KHR', amount: 30_134, isCash: false }
    expect(settle(30_135, [card], RATE, nearest).isPaid).toBe(false)
  })
})

describe('rounding, rates and quantities', () => {
  it('rounds cash to 100, 500 and 1,000 riel in each mode', () => {
    expect(roundCash(10_865, { step: 100, mode: 'nearest' })).toBe(10_900)
    expect(roundCash(10_850, { step: 100, mode: 'nearest' })).toBe(10_900)
    expect(roundCash(10_849, { step: 100, mode: 'nearest' })).toBe(10_800)
    expect(roundCash(10_865, { step: 500, mode: 'nearest' })).toBe(11_000)
    expect(roundCash(10_865, { step: 1000, mode: 'down' })).toBe(10_000)
    expect(roundCash(10_001, { step: 1000, mode: 'up' })).toBe(11_000)
  })

  it('takes rates with two decimals exactly and refuses others', () => {
    expect(rateInHundredths('4087.5')).toBe(408_750n)
    expect(centsToRiel(100, '4087.55')).toBe(4088)
    expect(() => rateInHundredths('4087.555')).toThrow(RangeError)
    expect(() => rateInHundredths(0)).toThrow(RangeError)
  })

  it('prices decimal quantities half up to the cent: 0.125 kg twice is exactly 0.25 kg', () => {
    expect(quantityInThousandths('0.125') + quantityInThousandths(0.125)).toBe(quantityInThousandths('0.25'))
    expect(lineAmount(399, quantityInThousandths('0.125'))).toBe(50)
    expect(lineAmount(1250, quantityInThousandths('1.5'))).toBe(1875)
    expect(() => quantityInThousandths('0.1255')).toThrow(RangeError)
  })

  it('spreads an order discount so the parts add up exactly', () => {
    expect(allocateByWeight(100, [1, 1, 1])).toEqual([34, 33, 33])
    expect(allocateByWeight(0, [5, 5])).toEqual([0, 0])
    expect(allocateByWeight(7, [0, 0])).toEqual([0, 0])
  })
})

describe('properties (fixed seed)', () => {
  const params = { seed: 20_261_123, numRuns: 2000 }
  const rate = fc.oneof(
    fc.constant(4100),
    fc.integer({ min: 3_000_00, max: 5_000_00 }).map((h) => (h / 100).toFixed(2)),
  )
  const rounding = fc.record({
    step: fc.constantFrom(100 as const, 500 as const, 1000 as const),
    mode: fc.constantFrom('nearest' as const, 'down' as const, 'up' as const),
  })
  const tender = fc.oneof(
    fc.integer({ min: 0, max: 100_000 }).map(usd),
    fc.integer({ min: 0, max: 400_000_000 }).map(khr),
  )

  it('change plus rounding always equals paid minus total, in riel', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(tender, { minLength: 1, maxLength: 4 }),
        rate,
        rounding,
        fc.constantFrom('split' as const, 'khr' as const, 'usd' as const),
        (totalCents, tenders, r, round, mode) => {
          const total = centsToRiel(totalCents, r)
          const result = settle(total, tenders, r, round, mode)
          if (!result.isPaid) return
          const paidMinusTotal =
            tenders.reduce(
              (sum, t) => sum + (t.currency === 'KHR' ? t.amount : centsToRiel(t.amount, r)),
              0,
            ) - total
          const { usd: cents, khr: riel, rounding_khr } = result.change
          const givenHundredths = BigInt(cents / 100) * rateInHundredths(r) + BigInt(riel) * 100n
          // Exact to the hundredth of a riel; the rounding row is whole riel, so allow its half-riel of rounding.
          const difference = BigInt(paidMinusTotal) * 100n - givenHundredths - BigInt(rounding_khr) * 100n
          expect(difference >= -50n && difference <= 50n).toBe(true)
          if (rateInHundredths(r) % 100n === 0n) expect(difference).toBe(0n)
          expect(cents % 100).toBe(0)
          expect(riel % round.step === 0 && riel >= 0 && cents >= 0).toBe(true)
        },
      ),
      params,
    )
  })

  it('split change never hands over a dollar or more in riel, and rounds less than one step', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000_000 }), rounding, (exact, round) => {
        const result = settle(0, [khr(exact)], RATE, round)
        if (!result.isPaid) throw new Error('overpaid is paid')
        expect(result.change.khr).toBeLessThan(RATE)
        expect(Math.abs(result.change.rounding_khr)).toBeLessThan(Math.max(round.step, RATE))
      }),
      params,
    )
  })

  it('the parts of an allocation add up to the total and stay proportional within one unit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 20 }),
        (total, weights) => {
          const parts = allocateByWeight(total, weights)
          const sum = weights.reduce((a, b) => a + b, 0)
          expect(parts.reduce((a, b) => a + b, 0)).toBe(sum === 0 ? 0 : total)
          parts.forEach((part, i) => {
            const share = sum === 0 ? 0 : (total * (weights[i] ?? 0)) / sum
            expect(Math.abs(part - share)).toBeLessThan(1)
          })
        },
      ),
      params,
    )
  })
})
