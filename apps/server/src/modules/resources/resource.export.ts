import Papa from 'papaparse'
import type { Db } from '../../db/client.ts'
import type { ParsedListQuery } from '../../lib/list-query.ts'
import { listRecords } from './resource.service.ts'
import type { ServerResource } from './resource.ts'

const BATCH = 1000

/** Lists as space-separated values, structured values (an audit entry's before and after) as JSON. */
const toCell = (value: unknown) =>
  Array.isArray(value) ? value.join(' ') : value && typeof value === 'object' ? JSON.stringify(value) : value
export const EXPORT_MAX_ROWS = 200_000

/**
 * The current filter and sort as CSV, read in pages so a large catalogue never sits in one query.
 * Starts with a byte-order mark so spreadsheet programs read the Khmer text as UTF-8.
 */
export async function exportCsv(
  db: Db,
  resource: ServerResource,
  query: ParsedListQuery,
  acceptLanguage?: string,
) {
  const rows: Record<string, unknown>[] = []
  for (let page = 1; rows.length < EXPORT_MAX_ROWS; page++) {
    const { data } = await listRecords(db, resource, { ...query, page, per_page: BATCH }, acceptLanguage)
    rows.push(...data)
    if (data.length < BATCH) break
  }
  const fields = Object.keys(resource.contract.record.shape)
  const flat = rows.map((row) => Object.fromEntries(fields.map((f) => [f, toCell(row[f])])))
  // A text cell starting with = + - @, a tab or a return is prefixed with ' so a spreadsheet shows it as text
  // instead of running it as a formula (OWASP CSV injection); numbers stay numbers.
  return `\uFEFF${Papa.unparse(flat, { columns: fields, escapeFormulae: true })}`
}
