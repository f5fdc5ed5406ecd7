import { optionalCode } from './fields.ts'

export const BARCODE_MAX_LENGTH = 48

/** Lengths of the all-digit GS1 symbologies: EAN-8, UPC-A and EAN-13. Each ends in a check digit. */
const GS1_LENGTHS = new Set([8, 12, 13])

export type BarcodeProblem = 'empty' | 'too_long' | 'not_printable' | 'check_digit'

/**
 * The GS1 check digit for the digits before it: weights 3 and 1 alternate from the right, and the check
 * digit tops the sum up to a multiple of ten. The same rule serves EAN-8, UPC-A and EAN-13.
 */
export function gs1CheckDigit(digitsWithoutCheck: string): number {
  let sum = 0
  for (let i = 0; i < digitsWithoutCheck.length; i++) {
    const digit = digitsWithoutCheck.charCodeAt(digitsWithoutCheck.length - 1 - i) - 48
    sum += i % 2 === 0 ? digit * 3 : digit
  }
  return (10 - (sum % 10)) % 10
}

/**
 * Why a scanned or typed code cannot be a product barcode, or null when it can. All-digit codes of a GS1
 * length must carry the right check digit (a misread scan is caught here rather than at the till); anything
 * else is taken as Code 128, which encodes any printable ASCII.
 */
export function barcodeProblem(code: string): BarcodeProblem | null {
  if (code.length === 0) return 'empty'
  if (code.length > BARCODE_MAX_LENGTH) return 'too_long'
  if (/^\d+$/.test(code) && GS1_LENGTHS.has(code.length)) {
    const expected = gs1CheckDigit(code.slice(0, -1))
    return Number(code.at(-1)) === expected ? null : 'check_digit'
  }
  return /^[\x20-\x7e]+$/.test(code) ? null : 'not_printable'
}

/**
 * An optional barcode field: blank becomes null. A bad code fails a refinement whose message is the problem
 * (`check_digit`, `not_printable`), which the API sends as the field's error code for the web to translate.
 */
export const optionalBarcode = optionalCode(BARCODE_MAX_LENGTH).superRefine((value, ctx) => {
  if (value === null) return
  const problem = barcodeProblem(value)
  if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value })
})
