import { IMPORT_MAX_ERRORS, IMPORT_MAX_ROWS, IMPORT_PREVIEW_ROWS, type ImportPreview } from '@sms/contract'
import { and, getTableColumns, inArray, isNull } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import Papa from 'papaparse'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { CellError, normalizeHeader } from '../../lib/csv-cells.ts'
import { AppError } from '../../lib/errors.ts'
import { fieldErrorCode } from '../../lib/field-error-code.ts'
import type { Actor } from '../auth/auth.service.ts'
import { findDuplicates } from './resource.import-unique.ts'
import type { Input, ServerResource } from './resource.ts'

/** How one CSV column becomes an input field. */
export type ImportColumn = {
  field: string
  /** Cell text to input value; throws a CellError when the text cannot be one. Default: the trimmed text. */
  parse?: (text: string) => unknown
  /** A reference given by its code ("COKE"), found with one query per file among records not deleted. */
  lookup?: { table: PgTable; normalize?: (code: string) => string }
}

export type FieldErrors = Record<string, string[]>
export type ImportRowResult =
  | { values: Input; errors?: undefined }
  | { values?: undefined; errors: FieldErrors }

/** What a resource declares to accept CSV files: its columns, and a batch form of its toValues hook. */
export type ResourceImporter = {
  columns: Record<string, ImportColumn>
  /** Checks and completes many rows at once; without it the resource's toValues runs row by row. */
  toValues?: (tx: Db, inputs: Input[]) => Promise<ImportRowResult[]>
}

type RowState = { row: number; input: Input; errors: FieldErrors; values?: Input }
export type PreparedImport = ImportPreview & { rows: Input[] }

/** The same codes the API's 422 answers use. */
const issueCode = (issue: z.core.$ZodIssue) => fieldErrorCode(issue.code, issue.message)

/**
 * Reads a CSV file into rows ready to insert, reporting every problem per row and column: cells that do
 * not parse, unknown codes, the contract's rules, the resource's own checks and uniqueness (within the
 * file and against the database). Writes nothing; the dry run answers with this.
 */
export async function prepareImport(
  db: Db,
  actor: Actor,
  resource: ServerResource,
  csv: string,
): Promise<PreparedImport> {
  const importer = resource.importer
  if (!importer) throw new Error(`${resource.contract.path} has no importer`)
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' })
  const [header = [], ...records] = parsed.data
  if (records.length > IMPORT_MAX_ROWS) {
    throw new AppError('PAYLOAD_TOO_LARGE', `A file may hold at most ${IMPORT_MAX_ROWS} rows.`, {
      max_rows: IMPORT_MAX_ROWS,
    })
  }
  const names = header.map(normalizeHeader)
  const ignored = header.filter((_, i) => !importer.columns[names[i] ?? ''])
  // Errors name the (normalized) column the file used; a field may have aliases (`email`, `e_mail`).
  const declared = new Map(Object.entries(importer.columns).map(([name, c]) => [c.field, name]))
  const present = new Map<string, string>()
  for (const name of names) {
    const field = importer.columns[name]?.field
    if (field && !present.has(field)) present.set(field, name)
  }
  const label = (field: string) => present.get(field) ?? declared.get(field) ?? field

  const missing = Object.entries(resource.contract.input.shape)
    .filter(([field, schema]) => !(schema as z.ZodType).safeParse(undefined).success && declared.has(field))
    .filter(([field]) => !present.has(field))
    .map(([field]) => ({ row: 1, field: label(field), codes: ['missing_column'] }))
  if (missing.length > 0) {
    return {
      total: records.length,
      valid: 0,
      errors: missing,
      ignored_columns: ignored,
      preview: [],
      rows: [],
    }
  }

  const states: RowState[] = records.map((cells, i) => readRow(importer, names, cells, i + 2))
  for (const error of parsed.errors) {
    const state = error.type === 'Quotes' && error.row !== undefined ? states[error.row - 1] : undefined
    if (state) state.errors._ = ['malformed_csv']
  }
  await resolveLookups(db, importer, names, states)

  const passing: RowState[] = []
  for (const state of states) {
    const result = resource.contract.input.safeParse(state.input)
    const cellErrors = new Set(Object.keys(state.errors))
    if (result.success && cellErrors.size === 0) {
      state.values = result.data
      passing.push(state)
    }
    // A cell that did not parse already has its error; the contract would only add "required" to it.
    for (const issue of result.error?.issues ?? []) {
      const field = label(String(issue.path[0] ?? '_'))
      if (!cellErrors.has(field)) state.errors[field] = [...(state.errors[field] ?? []), issueCode(issue)]
    }
  }

  const checked = await runToValues(db, actor, resource, passing)
  for (const [i, state] of passing.entries()) {
    const result = checked[i]
    if (result?.errors) {
      for (const [field, codes] of Object.entries(result.errors)) state.errors[label(field)] = codes
      state.values = undefined
    } else state.values = result?.values
  }

  const valid = states.filter((s) => s.values)
  for (const { index, field, code } of await findDuplicates(
    db,
    resource.table,
    valid.map((s) => s.values ?? {}),
  )) {
    const state = valid[index]
    if (!state) continue
    state.errors[label(field)] = [code]
    state.values = undefined
  }

  const errors = states.flatMap((s) =>
    Object.entries(s.errors).map(([field, codes]) => ({ row: s.row, field, codes })),
  )
  const rows = states.flatMap((s) => (s.values ? [s.values] : []))
  return {
    total: states.length,
    valid: rows.length,
    errors: errors.slice(0, IMPORT_MAX_ERRORS),
    ignored_columns: ignored,
    preview: states
      .slice(0, IMPORT_PREVIEW_ROWS)
      .map((s) => ({ row: s.row, values: serialize(s.values ?? s.input) })),
    rows,
  }
}

function readRow(importer: ResourceImporter, names: string[], cells: string[], row: number): RowState {
  const state: RowState = { row, input: {}, errors: {} }
  for (const [j, name] of names.entries()) {
    const column = importer.columns[name]
    const text = cells[j]?.trim() ?? ''
    if (!column || text === '') continue
    try {
      state.input[column.field] = column.lookup ? text : column.parse ? column.parse(text) : text
    } catch (err) {
      if (!(err instanceof CellError)) throw err
      state.errors[name] = [err.code]
    }
  }
  return state
}

/** Codes become ids with one query per lookup column; an unknown code is the row's `not_found`. */
async function resolveLookups(db: Db, importer: ResourceImporter, names: string[], states: RowState[]) {
  for (const name of new Set(names)) {
    const column = importer.columns[name]
    if (!column?.lookup) continue
    const { table, normalize = (code: string) => code } = column.lookup
    const cols = getTableColumns(table) as Record<string, PgColumn>
    const { id, code, deleted_at } = cols
    if (!id || !code) throw new Error(`lookup table for ${name} needs id and code columns`)
    const codes = [...new Set(states.map((s) => s.input[column.field]).filter((c) => typeof c === 'string'))]
    const ids = new Map<string, number>()
    for (let start = 0; start < codes.length; start += 5000) {
      const chunk = codes.slice(start, start + 5000).map(normalize)
      const found = await db
        .select({ id, code })
        .from(table)
        .where(and(inArray(code, chunk), deleted_at ? isNull(deleted_at) : undefined))
      for (const r of found) ids.set(String(r.code), Number(r.id))
    }
    for (const state of states) {
      const given = state.input[column.field]
      if (typeof given !== 'string') continue
      const found = ids.get(normalize(given))
      if (found === undefined) state.errors[name] = ['not_found']
      state.input[column.field] = found
    }
  }
}

async function runToValues(
  db: Db,
  actor: Actor,
  resource: ServerResource,
  states: RowState[],
): Promise<ImportRowResult[]> {
  const inputs = states.map((s) => s.values ?? {})
  if (resource.importer?.toValues) return resource.importer.toValues(db, inputs)
  const toValues = resource.hooks?.toValues
  if (!toValues) return inputs.map((values) => ({ values }))
  const results: ImportRowResult[] = []
  for (const input of inputs) {
    try {
      results.push({ values: await toValues(db, input, undefined, actor) })
    } catch (err) {
      if (!(err instanceof AppError) || !err.errors) throw err
      results.push({ errors: err.errors })
    }
  }
  return results
}

/** Dates as ISO strings, as the API sends them. */
export const serialize = (row: Input) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]))
