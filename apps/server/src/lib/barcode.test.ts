import { barcodeProblem, gs1CheckDigit, optionalBarcode } from '@sms/contract'
import { describe, expect, it } from 'vitest'

describe('gs1CheckDigit', () => {
  it.each([
    ['885000633001', 2],
    ['400638133393', 1],
    ['03600029145', 2],
    ['9638507', 4],
  ])('%s -> %i', (digits, expected) => {
    expect(gs1CheckDigit(digits)).toBe(expected)
  })
})

describe('barcodeProblem', () => {
  it.each([
    ['8850006330012', 'EAN-13 (Thailand prefix, common on Cambodian shelves)'],
    ['4006381333931', 'EAN-13'],
    ['5901234123457', 'EAN-13'],
    ['036000291452', 'UPC-A'],
    ['96385074', 'EAN-8'],
    ['ABC-123/xyz', 'Code 128'],
    ['12345', 'digits of no GS1 length: Code 128'],
    ['12345678901234', 'GTIN-14 digits: Code 128'],
    ['A'.repeat(48), 'Code 128 at the length limit'],
  ])('accepts %s (%s)', (code) => {
    expect(barcodeProblem(code)).toBeNull()
  })

  it.each([
    ['8850006330013', 'check_digit'],
    ['4006381333930', 'check_digit'],
    ['036000291453', 'check_digit'],
    ['96385075', 'check_digit'],
    ['', 'empty'],
    ['A'.repeat(49), 'too_long'],
    ['ម៉ាក', 'not_printable'],
    ['tab\there', 'not_printable'],
  ])('rejects %j with %s', (code, problem) => {
    expect(barcodeProblem(code)).toBe(problem)
  })
})

describe('optionalBarcode', () => {
  it('turns blank into null and trims', () => {
    expect(optionalBarcode.parse('')).toBeNull()
    expect(optionalBarcode.parse(undefined)).toBeNull()
    expect(optionalBarcode.parse(' 8850006330012 ')).toBe('8850006330012')
  })

  it('reports a wrong check digit as a refinement whose message is the problem', () => {
    const result = optionalBarcode.safeParse('8850006330013')
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]).toMatchObject({ code: 'custom', message: 'check_digit' })
  })
})
