import { describe, expect, it } from 'vitest'
import {
  centsToDollars,
  dollarsToCents,
  formatKhr,
  formatUsd,
  toWholeRiel,
  typedToMinorUnits,
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

  it('reads typed amounts without changing them: signs and extra decimals are kept for the contract to refuse', () => {
    expect(typedToMinorUnits(19.99, 'USD')).toBe(1999)
    expect(typedToMinorUnits(-5, 'USD')).toBe(-500)
    expect(Number.isInteger(typedToMinorUnits(1.234, 'USD'))).toBe(false)
    expect(typedToMinorUnits(4100, 'KHR')).toBe(4100)
    expect(typedToMinorUnits(-4100, 'KHR')).toBe(-4100)
    expect(Number.isInteger(typedToMinorUnits(4100.5, 'KHR'))).toBe(false)
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
