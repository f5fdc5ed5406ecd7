import { type AmountCurrency, type AmountErrorCode, parseTypedAmount } from '@sms/contract'
import { describe, expect, it } from 'vitest'

/** Typed text → cents (USD) or riel (KHR), or the error code the field shows. */
const table: [text: string, currency: AmountCurrency, expected: number | AmountErrorCode | null][] = [
  // The cases: a decimal comma is a decimal separator, never a 100× larger amount.
  ['7,35', 'USD', 735],
  ['7.35', 'USD', 735],
  ['7,5', 'USD', 750],
  ['7.5', 'USD', 750],
  ['1,234.50', 'USD', 123450],
  ['1.234,50', 'USD', 123450],
  ['1 234,50', 'USD', 123450],
  ['1 234.50', 'USD', 123450],
  ['1,234', 'USD', 123400],
  ['1,234,567', 'USD', 123456700],
  ['1.234.567', 'USD', 123456700],
  ['1.234.567,89', 'USD', 123456789],
  ['1,234,567.89', 'USD', 123456789],
  ['1 234 567', 'USD', 123456700],
  ['12', 'USD', 1200],
  ['0', 'USD', 0],
  ['0,05', 'USD', 5],
  ['.5', 'USD', 50],
  [',5', 'USD', 50],
  ['7.', 'USD', 700],
  ['7,', 'USD', 700],
  ['007', 'USD', 700],
  ['$7,35', 'USD', 735],
  ['7,35 $', 'USD', 735],
  ['  7.35  ', 'USD', 735],
  ['0.29', 'USD', 29],
  ['19.99', 'USD', 1999],
  ['-5', 'USD', -500],
  ['-7,35', 'USD', -735],
  // Khmer digits, and the no-break spaces Intl writes.
  ['៧,៣៥', 'USD', 735],
  ['១.២៣៤,៥០', 'USD', 123450],
  ['1\u00a0234,50', 'USD', 123450],
  ['1\u202f234.50', 'USD', 123450],
  // Never a guess.
  ['1.234', 'USD', 'ambiguous_amount'],
  ['1,2,3', 'USD', 'ambiguous_amount'],
  ['12,34,567', 'USD', 'ambiguous_amount'],
  ['1,234,56', 'USD', 'ambiguous_amount'],
  ['1234,567', 'USD', 'ambiguous_amount'],
  ['1 2', 'USD', 'ambiguous_amount'],
  ['1,234 567', 'USD', 'ambiguous_amount'],
  ['1.234.567,8.9', 'USD', 'ambiguous_amount'],
  ['1,234.567', 'USD', 'too_many_decimals'],
  ['1.2345', 'USD', 'too_many_decimals'],
  ['7,354', 'USD', 7354_00],
  ['7,3545', 'USD', 'too_many_decimals'],
  ['abc', 'USD', 'not_a_number'],
  ['7,35abc', 'USD', 'not_a_number'],
  ['1e5', 'USD', 'not_a_number'],
  ['7,,35', 'USD', 'not_a_number'],
  ['.', 'USD', 'not_a_number'],
  [',', 'USD', 'not_a_number'],
  ['--5', 'USD', 'not_a_number'],
  ['5-', 'USD', 'not_a_number'],
  ['+5', 'USD', 'not_a_number'],
  ['$', 'USD', null],
  ['99999999999999', 'USD', 'too_big'],
  ['9999999999999', 'USD', 999999999999900],
  ['', 'USD', null],
  ['   ', 'USD', null],
  // Riel have no minor unit: commas, points and spaces group thousands.
  ['30,135', 'KHR', 30135],
  ['30.135', 'KHR', 30135],
  ['30 135', 'KHR', 30135],
  ['30135', 'KHR', 30135],
  ['30,135 ៛', 'KHR', 30135],
  ['៛30,135', 'KHR', 30135],
  ['៣០,១៣៥', 'KHR', 30135],
  ['1,234,567', 'KHR', 1234567],
  ['1.234.567', 'KHR', 1234567],
  ['7093', 'KHR', 7093],
  ['7,093', 'KHR', 7093],
  ['4100.5', 'KHR', 'too_many_decimals'],
  ['30,13', 'KHR', 'too_many_decimals'],
  ['7,35', 'KHR', 'too_many_decimals'],
  ['1,2,3', 'KHR', 'ambiguous_amount'],
  ['1,234.50', 'KHR', 'ambiguous_amount'],
  ['3013,5', 'KHR', 'too_many_decimals'],
  ['30 13', 'KHR', 'ambiguous_amount'],
  ['riel', 'KHR', 'not_a_number'],
  ['9999999999999999', 'KHR', 'too_big'],
]

describe('parseTypedAmount', () => {
  it.each(table)('%j in %s reads as %j', (text, currency, expected) => {
    const parsed = parseTypedAmount(text, currency)
    if (expected === null) expect(parsed).toBeNull()
    else if (typeof expected === 'number') expect(parsed).toEqual({ ok: true, value: expected })
    else expect(parsed).toEqual({ ok: false, error: expected })
  })

  it('reads every cent amount it could show back exactly, with a point, a comma or grouping', () => {
    for (let cents = 0; cents < 300_000; cents += 97) {
      const whole = Math.trunc(cents / 100)
      const fraction = String(cents % 100).padStart(2, '0')
      const grouped = whole.toLocaleString('en-US')
      expect(parseTypedAmount(`${grouped}.${fraction}`, 'USD')).toEqual({ ok: true, value: cents })
      expect(parseTypedAmount(`${grouped.replaceAll(',', '.')},${fraction}`, 'USD')).toEqual({
        ok: true,
        value: cents,
      })
    }
  })
})
