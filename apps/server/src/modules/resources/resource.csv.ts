import { IMPORT_COLUMNS, type ImportableResource, type ImportColumnName } from '@sms/contract'
import { getTableColumns, inArray } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import type { Actor } from '../auth/auth.service.ts'
import type { Input } from './resource.ts'

/**
 * How one CSV column and one record field map onto each other, in both directions: the export writes
 * `format(value)` (or the referenced record's code) and the import reads it back with `parse` (or the
 * lookup), so an exported file imports unchanged (docs/decisions/0010-one-csv-format.md).
 */
export type CsvColumn = {
  field: string
  /** Cell text to input value; throws a CellError when the text cannot be one. Default: the trimmed text. */
  parse?: (text: string) => unknown
  /** Stored value to cell text. Default: the value as text. */
  format?: (value: never) => string
  /** A reference given by its code ("COKE"), found with one query per file among records not deleted. */
  lookup?: { table: PgTable; normalize?: (code: string) => string }
}

export type FieldErrors = Record<string, string[]>
export type ImportRowResult =
  | { values: Input; errors?: undefined }
  | { values?: undefined; errors: FieldErrors }

/** A resource's one CSV format: its columns, the field that finds the record a row updates, batch checks. */
export type ResourceImporter = {
  /** Exactly the contract's IMPORT_COLUMNS of the resource, in that order (see `csvColumns`). */
  columns: Record<string, CsvColumn>
  /** Other header names the import accepts (`e_mail` for `email`); the export writes only the columns. */
  aliases?: Record<string, string>
  /** A row whose value here belongs to a stored record (not deleted) updates it; other rows are created. */
  matchBy: string
  /** Checks and completes many rows at once; without it the resource's toValues runs row by row. */
  toValues?: (tx: Db, inputs: Input[], actor: Actor) => Promise<ImportRowResult[]>
}

/**
 * A resource's columns, typed by the contract's list: TypeScript refuses a missing or an extra column,
 * and the order (the export's) is the contract's.
 */
export function csvColumns<R extends ImportableResource>(
  resource: R,
  columns: Record<ImportColumnName<R>, CsvColumn>,
): Record<string, CsvColumn> {
  const byName: Record<string, CsvColumn> = columns
  return Object.fromEntries(IMPORT_COLUMNS[resource].map((name) => [name, byName[name] as CsvColumn]))
}

/** id -> code of the referenced records, with one query per 5,000 ids (deleted ones too: history keeps them). */
export async function codesOf(db: Db, table: PgTable, ids: number[]): Promise<Map<number, string>> {
  const { id, code } = getTableColumns(table) as Record<string, PgColumn>
  if (!id || !code) throw new Error('a lookup table needs id and code columns')
  const codes = new Map<number, string>()
  for (let start = 0; start < ids.length; start += 5000) {
    const rows = await db
      .select({ id, code })
      .from(table)
      .where(inArray(id, ids.slice(start, start + 5000)))
    for (const row of rows) codes.set(Number(row.id), String(row.code))
  }
  return codes
}
