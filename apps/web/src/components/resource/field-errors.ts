import type { z } from 'zod'
import { isApiError } from '../../lib/api/api-error.ts'
import { isValidationKey } from '../../lib/forms/zod-error-map.ts'

/**
 * Field error codes the interface translates (`resources:fieldErrors.<code>`): zod's issue codes, the
 * contract's refinement messages and the server's own (`taken`, `not_found`, …). Anything else reads as
 * "not valid".
 */
export const FIELD_ERROR_CODES = [
  'too_small',
  'too_big',
  'invalid_format',
  'invalid_type',
  'invalid_value',
  'taken',
  'not_found',
  'mismatch',
  'check_digit',
  'not_printable',
  'too_long',
  'parent_mismatch',
  'category_mismatch',
  'before_start',
  'code',
  'sku',
  'phone',
  'username',
  'slug',
  'incorrect',
  'invalid_date',
  'color',
  'url',
  'vat_number',
  'caminvoice_id',
  'bakong_account',
  'too_many_decimals',
  'confirm_required',
  // The till's guards and the price right (decision 0025).
  'rate_out_of_band',
  'change_too_large',
  'whole_quantity',
  'price_right_required',
  // A manager's PIN typed at the till: 4 to 8 digits (managerApprovalSchema).
  'pin',
  'below_minimum',
  // The NBC's rate feed (decision 0039).
  'feed_url',
  'nbc_feed_invalid',
  'nbc_usd_missing',
  'nbc_date_invalid',
  'nbc_weekend_date',
  'nbc_figures_invalid',
  'nbc_feed_url_missing',
  'nbc_feed_unreachable',
] as const
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number]

function isFieldErrorCode(code: string): code is FieldErrorCode {
  return (FIELD_ERROR_CODES as readonly string[]).includes(code)
}

/** The form's code for an amount its money input could not read; the input itself shows why. */
export const UNREADABLE_AMOUNT = 'unreadable_amount'

/**
 * The translation key (with namespace) for a field error, from the browser's validation or the server's 422.
 * Empty required fields say the spec's "This field is required!".
 */
export function fieldErrorKey(code: string | undefined): string {
  if (code === 'required' || code === undefined || code === '') return 'common:validation.required'
  if (isValidationKey(code)) return `common:${code}`
  return isFieldErrorCode(code) ? `resources:fieldErrors.${code}` : 'common:validation.invalid'
}

/**
 * The translation key of a field error and the values it names: over-long text says its limit ("This value
 * is too long (at most 200 characters).").
 */
export function fieldErrorMessage(code: string | undefined): { key: string; params?: { max: number } } {
  const limit = /^validation\.tooLong:(\d+)$/.exec(code ?? '')
  if (limit) return { key: 'common:validation.tooLongMax', params: { max: Number(limit[1]) } }
  return { key: fieldErrorKey(code) }
}

/**
 * The form's zod error map: empty means required; over-long text keeps the shared wording; other issues
 * travel as their zod code so the same translation serves browser and server. Refinements that name their
 * own code (`check_digit`, `sku`) keep it, since zod prefers a schema's own message over this map.
 */
export const resourceErrorMap: z.core.$ZodErrorMap = (issue) => {
  const empty = issue.input === undefined || issue.input === null || issue.input === ''
  if (empty || (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1)) {
    return 'validation.required'
  }
  // The limit travels with the key, so the message can say it: "at most 200 characters".
  if (issue.code === 'too_big' && issue.origin === 'string') return `validation.tooLong:${issue.maximum}`
  // A money input hands over NaN for text it cannot read, and says why under itself (MoneyInput).
  if (issue.code === 'invalid_type' && Number.isNaN(issue.input)) return UNREADABLE_AMOUNT
  // A date field hands over the typed text when it names no day (02/30/2027): say so, not "wrong format".
  if (issue.code === 'invalid_format' && issue.format === 'date') return 'invalid_date'
  return issue.code
}

export type ServerFieldError = { field: string; code: string }

/**
 * Splits a 422 answer into errors the form can show on its fields and those it cannot (unknown fields, `_`),
 * which go above the form. A nested path (`role_ids.0`) lands on its top field. Non-422 errors give nothing.
 */
export function splitServerErrors(
  error: unknown,
  fields: readonly string[],
): { onFields: ServerFieldError[]; elsewhere: string[] } {
  const onFields: ServerFieldError[] = []
  const elsewhere: string[] = []
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED') return { onFields, elsewhere }
  // The server names the limit of an over-long text beside its `too_big` (params.max_length).
  const maxLength = (error.params.max_length ?? {}) as Record<string, unknown>
  for (const [path, codes] of Object.entries(error.errors)) {
    const field = fields.includes(path) ? path : fields.find((name) => path.startsWith(`${name}.`))
    const max = maxLength[path]
    const code =
      codes[0] === 'too_big' && typeof max === 'number'
        ? `validation.tooLong:${max}`
        : (codes[0] ?? 'invalid')
    if (field) {
      if (!onFields.some((known) => known.field === field)) onFields.push({ field, code })
    } else elsewhere.push(code)
  }
  return { onFields, elsewhere }
}
