import { describe, expect, it } from 'vitest'
import { CellError, normalizeHeader, parseDollarsToCents, parseWholeNumber, parseYesNo } from './csv-cells.ts'

const codeOf = (fn: () => unknown) => {
  try {
    fn()
  } catch (err) {
    return err instanceof CellError ? err.code : 'other'
  }
  return null
}

describe('CSV cells', () => {
  it.each([
    ['1.50', 150],
    ['$1,234.5', 123450],
    ['0.29', 29],
    ['2', 200],
    ['.5', 50],
    ['-3.10', -310],
    ['១.២៥', 125],
    ['7,35', 735],
    ['1.234,50', 123450],
  ])('reads dollars %s as %i cents', (text, cents) => {
    expect(parseDollarsToCents(text)).toBe(cents)
  })

  it.each(['1.505', 'abc', '.', '-', '1.2.3', '$', '1,2,3'])('refuses %s as money', (text) => {
    expect(codeOf(() => parseDollarsToCents(text))).toBe('invalid_money')
  })

  it.each([
    ['4,100', 4100],
    ['4 100 ៛', 4100],
    ['៤១០០', 4100],
    ['-7', -7],
  ])('reads whole number %s as %i', (text, n) => {
    expect(parseWholeNumber(text)).toBe(n)
  })

  it('refuses fractions and words as whole numbers', () => {
    expect(codeOf(() => parseWholeNumber('1.5'))).toBe('invalid_number')
    expect(codeOf(() => parseWholeNumber('ten'))).toBe('invalid_number')
  })

  it('reads yes/no words and normalizes headers', () => {
    expect(['Yes', 'TRUE', '1', 'active'].map(parseYesNo)).toEqual([true, true, true, true])
    expect(['no', 'False', '0', 'Inactive'].map(parseYesNo)).toEqual([false, false, false, false])
    expect(codeOf(() => parseYesNo('maybe'))).toBe('invalid_boolean')
    expect(['\uFEFFSub Category', ' sub-category ', 'E-mail'].map(normalizeHeader)).toEqual([
      'sub_category',
      'sub_category',
      'e_mail',
    ])
  })
})
