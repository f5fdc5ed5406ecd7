import { asciiDigits } from './khmer-digits.ts'

/**
 * Amounts as people type them (issue 23): "7,35" and "7.35" are the same $7.35, "1,234.50" and "1.234,50"
 * the same $1,234.50, "30,135" or "30.135" or "30 135" thirty thousand one hundred thirty-five riel, Khmer
 * digits (៧,៣៥) as well as ASCII. Every money field of the web app and the CSV import read typed text with
 * this one parser, so an amount never silently becomes a hundred times larger.
 *
 * The rules (docs/decisions/0027-typed-amounts.md):
 * - Dollars: the last separator is the decimal point when it is followed by one or two digits; a single
 *   comma or point followed by three digits is ambiguous ("1.234": $1.234 or $1,234?) unless it is a comma,
 *   which people write for thousands far more often than for a third decimal: "1,234" = 1234. When both a
 *   point and a comma appear, the last one is the decimal separator and the other groups thousands.
 * - Riel have no minor unit: every comma, point or space groups thousands.
 * - Grouping is checked: after the first group every group has exactly three digits ("1,2,3" is an error).
 * - A space groups thousands in either currency; "$" and "៛" around the number are ignored.
 * Anything else is an error with a code the interface translates: never a guess.
 */

export type AmountCurrency = 'USD' | 'KHR'

/**
 * `not_a_number`: letters or stray signs; `ambiguous_amount`: separators that can be read two ways or are
 * not grouped by three; `too_many_decimals`: more decimals than the currency has; `too_big`: more digits
 * than a safe integer keeps.
 */
export type AmountErrorCode = 'not_a_number' | 'ambiguous_amount' | 'too_many_decimals' | 'too_big'

export type ParsedAmount = { ok: true; value: number } | { ok: false; error: AmountErrorCode }

/** Minor units a typed amount may have at most (13 digits of dollars and 2 of cents). */
const MAX_DIGITS = 15

export { asciiDigits }

/** Ordinary, no-break (U+00A0), narrow no-break (U+202F) and thin (U+2009) spaces: Intl writes the latter. */
const SPACES = /[\s\u00a0\u202f\u2009]+/g

/** "1", "234", "567" after a first group of 1–3 digits: grouped thousands. */
function isGrouped(groups: readonly string[]): boolean {
  const [first = '', ...rest] = groups
  return first.length >= 1 && first.length <= 3 && rest.every((group) => group.length === 3)
}

function fail(error: AmountErrorCode): ParsedAmount {
  return { ok: false, error }
}

/**
 * Whole part and fraction of a dollar amount, once spaces are grouping marks (`|`): the decimal separator is
 * the last point or comma when the reading is certain.
 */
function splitDollars(body: string): { whole: string[]; fraction: string } | AmountErrorCode {
  const lastMark = Math.max(body.lastIndexOf('.'), body.lastIndexOf(','))
  if (lastMark === -1) return { whole: body.split('|'), fraction: '' }
  const mark = body.charAt(lastMark)
  const other = mark === '.' ? ',' : '.'
  const before = body.slice(0, lastMark)
  const after = body.slice(lastMark + 1)
  const marks = body.split(mark).length - 1
  if (after.includes('|')) return 'ambiguous_amount'
  // The same mark more than once ("1,234,567" or "1.234.567") only groups; nothing else may be mixed in.
  if (marks > 1) {
    if (before.includes(other)) return 'ambiguous_amount'
    return { whole: body.split(/[|,.]/), fraction: '' }
  }
  if (after.length > 2) {
    // One mark and three digits: a comma groups thousands ("1,234"), a point is a third decimal or a
    // European thousands point, and that is not for us to guess. More digits than three: a third decimal.
    if (after.length === 3 && mark === ',' && !before.includes(other)) {
      return { whole: body.split(/[|,]/), fraction: '' }
    }
    return after.length === 3 && mark === '.' && !before.includes(',')
      ? 'ambiguous_amount'
      : 'too_many_decimals'
  }
  return { whole: before === '' ? ['0'] : before.split(/[|,.]/), fraction: after }
}

/**
 * A typed amount in minor units (US cents or whole riel), by string arithmetic so 0.29 never becomes
 * 28.999… cents. `null` for an empty text: whether an amount is required is the form's business. A leading
 * minus is kept (the contract refuses a negative price with its own error).
 */
export function parseTypedAmount(text: string, currency: AmountCurrency): ParsedAmount | null {
  let body = asciiDigits(text)
    .trim()
    .replace(/^[$៛]\s*|\s*[$៛]$/g, '')
    .trim()
  if (body === '') return null
  const negative = body.startsWith('-')
  if (negative) body = body.slice(1).trim()
  body = body.replace(SPACES, '|')
  if (!/^[\d|,.]+$/.test(body) || !/\d/.test(body)) return fail('not_a_number')
  if (/^[|,.]|[|,.]{2}/.test(body.replace(/^[.,](?=\d)/, '0.'))) return fail('not_a_number')
  // A trailing point or comma is an unfinished decimal ("7." = 7).
  body = body.replace(/[.,]$/, '')
  if (body.endsWith('|')) return fail('not_a_number')

  let whole: string[]
  let fraction = ''
  if (currency === 'KHR') {
    whole = body.split(/[|,.]/)
    // "4100.5" or "30,13": a fraction of a riel, which has none (a space only ever groups).
    const last = body.split(/[,.]/)
    if (last.length === 2 && (last[1] ?? '').length < 3 && !(last[1] ?? '').includes('|')) {
      return fail('too_many_decimals')
    }
  } else {
    const split = splitDollars(body)
    if (typeof split === 'string') return fail(split)
    whole = split.whole
    fraction = split.fraction
  }
  if (whole.length > 1 && !isGrouped(whole)) return fail('ambiguous_amount')
  const digits = whole.join('').replace(/^0+(?=\d)/, '') + fraction.padEnd(currency === 'USD' ? 2 : 0, '0')
  if (digits.length > MAX_DIGITS) return fail('too_big')
  const value = Number(digits)
  return { ok: true, value: negative && value !== 0 ? -value : value }
}
