import { guardFormula } from './csv-cells.ts'

/** A number written as text (`-12`, `-1.50`, a riel bigint): a spreadsheet reads it as that number, never a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/

/**
 * One CSV cell, the one way every export of the server writes one (issue 18): empty for null, a number as it is
 * (a negative amount stays a number), any other text through the formula guard (`guardFormula`: a leading `'` on
 * = + - @, tab, return or '), and quoted when guarded or when it holds a comma, a quote or a line break.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  const raw = String(value)
  const text = typeof value === 'string' && !PLAIN_NUMBER.test(raw) ? guardFormula(raw) : raw
  // A guarded cell is quoted too, as Papa's `escapeFormulae` (the resource exports' writer before) did.
  return text !== raw || /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** One CSV record with its line end (CRLF, as RFC 4180 and spreadsheets expect). */
export const csvLine = (cells: readonly unknown[]) => `${cells.map(csvCell).join(',')}\r\n`

/** A whole file: a byte-order mark (so a spreadsheet reads Khmer as UTF-8), the header, the rows. */
export const csvFile = (header: readonly string[], rows: readonly (readonly unknown[])[]) =>
  `\uFEFF${csvLine(header)}${rows.map(csvLine).join('')}`
