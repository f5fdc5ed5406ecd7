import { asciiDigits } from '@sms/contract'
import Papa from 'papaparse'

/** A file as read: the header as written, the records, and whether its numbers use a decimal comma. */
export type SheetFile = { header: string[]; records: string[][]; decimalComma: boolean }

/**
 * Reads a CSV as spreadsheets save it: a byte-order mark, `,` or `;` between cells (Papa guesses from the
 * first lines). A file saved with `;` comes from a spreadsheet whose locale writes decimal commas (Excel
 * in most of Europe, and Khmer-locale Windows set up that way), so its numbers are read with a comma.
 */
export function readSheet(csv: string): SheetFile {
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' })
  const [header = [], ...records] = parsed.data
  return {
    header: header.map((cell) => cell.replace(/^\uFEFF/, '').trim()),
    records,
    decimalComma: parsed.meta.delimiter === ';',
  }
}

/** The header's first line only, for telling formats apart before reading the whole file. */
export const headerOf = (csv: string) =>
  readSheet(csv.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '').header

/** "Current Quantity Main St" -> "current quantity main st": headers compared as people type them. */
export const headerKey = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ')

/**
 * A number as written in the file, as a plain decimal text ("1234.5"), or null when it is none. With a
 * decimal comma "1.234,5" and "1,5"; without, "1,234.5". Khmer digits are read too.
 */
export function plainNumber(text: string, decimalComma: boolean): string | null {
  let cleaned = asciiDigits(text).replace(/[\s\u00a0$៛]/g, '')
  if (cleaned === '') return null
  cleaned = decimalComma ? cleaned.replace(/\./g, '').replace(',', '.') : cleaned.replace(/,/g, '')
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? cleaned : null
}

/** A yes-like cell ("Y", "Yes", "TRUE", "1"); these systems write Y/N or TRUE/FALSE. */
export const isYes = (text: string | undefined) => /^(y|yes|true|1)$/i.test((text ?? '').trim())

const KHMER = /[\u1780-\u17ff]/

/**
 * A name from a file may be Khmer, English, or both ("កាហ្វេ / Coffee"). The Khmer part goes to name_kh;
 * name_en is required, so a Khmer-only name is kept there as well (the list then shows it either way).
 */
export function splitName(name: string): { name_en: string; name_kh: string | null } {
  const parts = name.split(/\s+[/|]\s+/)
  if (parts.length === 2) {
    const [a = '', b = ''] = parts
    if (KHMER.test(a) !== KHMER.test(b)) {
      return KHMER.test(a) ? { name_en: b, name_kh: a } : { name_en: a, name_kh: b }
    }
  }
  return { name_en: name, name_kh: KHMER.test(name) ? name : null }
}
