import { asciiDigits } from './amounts.ts'

/**
 * Khmer text as people type it (issue 19, decision 0033). The NiDA keyboard types a zero-width space on the
 * space bar to mark word breaks, and a Khmer layout types Khmer digits: neither makes a different name or code.
 */

/** What search and uniqueness ignore in names (the names keep them: they are where a line may break). */
export const IGNORED_IN_NAMES = '\u200b\u200c\ufeff'
const IGNORED_PATTERN = new RegExp(`[${IGNORED_IN_NAMES}]`, 'g')
/** Never part of a code: the three above, the word joiner and the zero-width joiner. */
const INVISIBLE_IN_CODES = /[\u200b-\u200d\u2060\ufeff]/g

/** A name as search compares it: without zero-width spaces, non-joiners and byte-order marks. */
export const withoutIgnoredMarks = (text: string) => text.replace(IGNORED_PATTERN, '')

/** A code (SKU, barcode, phone, record code) as stored: ASCII digits, no invisible characters. */
export const asCode = (text: string) => asciiDigits(text.replace(INVISIBLE_IN_CODES, ''))
