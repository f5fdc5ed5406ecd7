import type { Db } from '../../db/client.ts'
import type { ParsedListQuery } from '../../kernel/list-query.ts'
import { csvFile } from '../../lib/csv-write.ts'
import { codesOf, type ResourceImporter } from './resource.csv.ts'
import { listRecords } from './resource.service.ts'
import type { ServerResource } from './resource.ts'

const BATCH = 1000

/** Lists as space-separated values, structured values (an audit entry's before and after) as JSON. */
const toCell = (value: unknown) =>
  Array.isArray(value) ? value.join(' ') : value && typeof value === 'object' ? JSON.stringify(value) : value
export const EXPORT_MAX_ROWS = 200_000

/**
 * The current filter and sort as CSV, read in pages so a large catalogue never sits in one query.
 * Starts with a byte-order mark so spreadsheet programs read the Khmer text as UTF-8. A resource that
 * imports CSV files is exported in its import format, so the file can be edited and imported back.
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
  if (resource.importer) return importFormat(db, resource.importer, rows)
  const fields = Object.keys(resource.contract.record.shape)
  // csvFile guards text cells against formulas (OWASP CSV injection); numbers stay numbers.
  return csvFile(
    fields,
    rows.map((row) => fields.map((f) => toCell(row[f]))),
  )
}

/** Rows as the importer reads them: codes for references, dollars for cents, yes/no, guarded text (csvFile). */
async function importFormat(db: Db, importer: ResourceImporter, rows: Record<string, unknown>[]) {
  const columns = Object.entries(importer.columns)
  const codes = new Map<string, Map<number, string>>()
  for (const [name, column] of columns) {
    if (!column.lookup) continue
    const ids = [...new Set(rows.map((row) => row[column.field]).filter((id) => typeof id === 'number'))]
    codes.set(name, await codesOf(db, column.lookup.table, ids))
  }
  const cells = rows.map((row) =>
    columns.map(([name, column]) => {
      const value = row[column.field]
      if (value === null || value === undefined) return ''
      if (column.lookup) return codes.get(name)?.get(value as number) ?? ''
      return column.format ? column.format(value as never) : String(value)
    }),
  )
  return csvFile(
    columns.map(([name]) => name),
    cells,
  )
}
