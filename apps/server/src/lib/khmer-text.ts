import { asCode, withoutIgnoredMarks } from '@sms/contract'
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm'

/**
 * Search that ignores how Khmer was typed (decision 0033): zero-width spaces, non-joiners and byte-order marks
 * inside names, and Khmer digits for ASCII ones in codes. Names are compared without the marks (an expression
 * trigram index keeps this fast on products and customers); codes are stored clean, so only the text searched
 * for is cleaned.
 */

/** The marks as SQL text: a constant, so the planner matches the expression indexes built on it. */
export const IGNORED_MARKS_SQL = sql.raw(`E'\\u200b\\u200c\\ufeff'`)

/** Fields that hold names in Khmer (or either script): searched without the ignored marks. */
const NAME_FIELD = /(^|_)name(_kh)?$/

/** A name column as search reads it. */
export const searchableName = (column: SQLWrapper) => sql`translate(${column}, ${IGNORED_MARKS_SQL}, '')`

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * `q` against every searchable field, case-insensitively: as typed without the marks, and also with Khmer
 * digits as ASCII ones (`១២៣` finds the SKU `123` and the name `Milk 1L` finds `១`-less spellings alike).
 */
export function searchCondition(fields: (readonly [string, SQLWrapper])[], q: string): SQL | undefined {
  const texts = [...new Set([withoutIgnoredMarks(q), asCode(q)])].filter(Boolean)
  // Only marks typed (a lone zero-width space from the Khmer space bar): nothing to look for, as an empty box.
  if (!texts.length) return undefined
  const patterns = texts.map((text) => `%${escapeLike(text)}%`)
  const matches = fields.flatMap(([field, column]) => {
    const target = NAME_FIELD.test(field) ? searchableName(column) : column
    return patterns.map((pattern) => sql`${target} ilike ${pattern}`)
  })
  // A list with nothing searchable (notifications) ignores q, as it did before search learned Khmer.
  return matches.length ? sql`(${sql.join(matches, sql` or `)})` : undefined
}
