import { IMPORT_COLUMNS, type ImportableResource } from '@sms/contract'

export { IMPORT_COLUMNS }

/** Quotes a cell when a spreadsheet would otherwise split or misread it. */
function csvCell(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/**
 * The template file: a byte-order mark so spreadsheet programs read Khmer as UTF-8, then the header row,
 * the same columns the list's export writes (from the contract, like the server's importer).
 */
export function templateCsv(resource: ImportableResource): string {
  return `\uFEFF${IMPORT_COLUMNS[resource].map(csvCell).join(',')}\r\n`
}
