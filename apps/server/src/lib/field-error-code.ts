/**
 * The code a field error is reported with, the same in 422 answers and import previews so the web app
 * translates both with one table: a missing value is `required` (zod calls it a type error on undefined),
 * a refinement's message is its code (`mismatch`, `check_digit`), anything else zod's own issue code.
 */
export function fieldErrorCode(issueCode: string, message: string | undefined): string {
  if (issueCode === 'invalid_type' && /received undefined$/.test(message ?? '')) return 'required'
  if (issueCode === 'custom' && message) return message
  return issueCode
}
