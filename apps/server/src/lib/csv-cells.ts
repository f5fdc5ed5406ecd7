import { asciiDigits, parseTypedAmount } from '@sms/contract'

/** A cell that cannot become its field's value; `code` is the field error code the web app translates. */
export class CellError extends Error {
  constructor(readonly code: string) {
    super(code)
  }
}

/** "4,100", "4 100 ៛", "៤១០០" -> 4100. Thousands separators and the riel sign are spreadsheet habits. */
export function parseWholeNumber(text: string): number {
  const cleaned = asciiDigits(text).replace(/[,\s៛]/g, '')
  if (!/^-?\d{1,15}$/.test(cleaned)) throw new CellError('invalid_number')
  return Number(cleaned)
}

/**
 * "1.50", "$1,234.5", "7,35", "2" -> US cents, by the contract's parser of typed amounts (the one the web
 * forms use), so a decimal comma never makes a price 100 times larger. More than two decimals, or grouping
 * that can be read two ways, is refused rather than guessed: a price must not change silently.
 */
export function parseDollarsToCents(text: string): number {
  const parsed = parseTypedAmount(text, 'USD')
  if (!parsed?.ok) throw new CellError('invalid_money')
  return parsed.value
}

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1', 'active'])
const FALSE_WORDS = new Set(['false', 'no', 'n', '0', 'inactive'])

/** yes/no, true/false, 1/0, active/inactive, in any case. */
export function parseYesNo(text: string): boolean {
  const word = text.trim().toLowerCase()
  if (TRUE_WORDS.has(word)) return true
  if (FALSE_WORDS.has(word)) return false
  throw new CellError('invalid_boolean')
}

/** "Sub Category", "sub-category" -> "sub_category": header names as people type them. */
export const normalizeHeader = (header: string) =>
  header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')

/** 150 -> "1.50": US cents as the dollars people type, read back by parseDollarsToCents. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

export const formatYesNo = (value: boolean) => (value ? 'yes' : 'no')

/**
 * The CSV formula-injection guard (OWASP): a text cell starting with = + - @, a tab or a return gets a
 * leading ' so a spreadsheet shows it as text instead of running it. A cell that already starts with ' is
 * guarded too, so the guard can be taken off exactly: "'=x" is exported as "''=x" and read back as "'=x".
 */
export const GUARDED = /^[=+\-@\t\r']/
export const guardFormula = (text: string) => (GUARDED.test(text) ? `'${text}` : text)
/** Takes off exactly the guard guardFormula adds, and nothing else. */
export const unguardFormula = (text: string) =>
  text.startsWith("'") && GUARDED.test(text.slice(1)) ? text.slice(1) : text
