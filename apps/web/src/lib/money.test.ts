import { parseTypedAmount } from '@sms/contract'
import { describe, expect, it } from 'vitest'
import {
  centsToDollars,
  dollarsToCents,
  formatKhr,
  formatTypedAmount,
  formatUsd,
  toWholeRiel,
} from './money.ts'

describe('money', () => {
  it('converts dollars to whole cents without float drift', () => {
    expect(dollarsToCents(19.99)).toBe(1999)
    expect(dollarsToCents(0.1 + 0.2)).toBe(30)
    expect(dollarsToCents(1.15)).toBe(115)
    expect(dollarsToCents(0)).toBe(0)
    expect(dollarsToCents(1234567.89)).toBe(123456789)
  })

  it('shows cents as dollars', () => {
    expect(centsToDollars(1999)).toBe(19.99)
    expect(centsToDollars(5)).toBe(0.05)
  })

  it('keeps riel whole', () => {
    expect(toWholeRiel(4100.4)).toBe(4100)
    expect(toWholeRiel(4100.5)).toBe(4101)
  })

  it('round-trips every cent amount', () => {
    for (let cents = 0; cents < 5000; cents += 7) expect(dollarsToCents(centsToDollars(cents))).toBe(cents)
  })

  it('formats dollars with Intl in both languages', () => {
    expect(formatUsd(123456, 'en')).toBe('$1,234.56')
    expect(formatUsd(250, 'km')).toMatch(/2\.50/)
  })

  it('writes riel one way in both languages, the sign after the number: 30,135 ៛', () => {
    expect(formatKhr(30135)).toBe('30,135 ៛')
    expect(formatKhr(4100000)).toBe('4,100,000 ៛')
    expect(formatKhr(-2700)).toBe('-2,700 ៛')
  })
})

describe('formatTypedAmount', () => {
  it('writes minor units as a money input shows them, and the parser reads them back', () => {
    expect(formatTypedAmount(735, 'USD')).toBe('7.35')
    expect(formatTypedAmount(123_456_789, 'USD')).toBe('1,234,567.89')
    expect(formatTypedAmount(-500, 'USD')).toBe('-5.00')
    expect(formatTypedAmount(5, 'USD')).toBe('0.05')
    expect(formatTypedAmount(30_135, 'KHR')).toBe('30,135')
    expect(formatTypedAmount(7093, 'KHR')).toBe('7,093')
    for (const [minor, currency] of [
      [735, 'USD'],
      [123_456_789, 'USD'],
      [30_135, 'KHR'],
      [1_234_567, 'KHR'],
    ] as const) {
      expect(parseTypedAmount(formatTypedAmount(minor, currency), currency)).toEqual({
        ok: true,
        value: minor,
      })
    }
  })
})
