import { IMPORT_MAX_ERRORS, IMPORT_MAX_ROWS, IMPORT_PREVIEW_ROWS, type ImportPreview } from '@sms/contract'
import { and, getTableColumns, inArray, isNull } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import Papa from 'papaparse'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { CellError, normalizeHeader, unguardFormula } from '../../lib/csv-cells.ts'
import { AppError } from '../../lib/errors.ts'
import { fieldErrorCode } from '../../lib/field-error-code.ts'
import { may } from '../access/may.ts'
import type { Actor } from '../auth/auth.service.ts'
import type { FieldErrors, ImportRowResult, ResourceImporter } from './resource.csv.ts'
import { findDuplicates } from './resource.import-unique.ts'
import type { Input, ServerResource } from './resource.ts'

type RowState = { row: number; input: Input; errors: FieldErrors; values?: Input; id?: number }
/** A row ready to write: created, or updating the stored record `id`. */
export type ImportRow = { values: Input; id?: number }
export type PreparedImport = ImportPreview & {
  rows: ImportRow[]
  /** What an update writes: the file's columns and what the checks completed (an address's parents). */
  updateFields: string[]
}

/** A row matching a stored record, from someone who may create records but not edit them. */
export const NO_EDIT_RIGHT = 'no_edit_right'

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
  const names = header.map((text) => {
    const name = normalizeHeader(text)
    return importer.aliases?.[name] ?? name
  })
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
      created: 0,
      updated: 0,
      preview: [],
      rows: [],
      updateFields: [],
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
  const updateFields = new Set(present.keys())
  for (const [i, state] of passing.entries()) {
    const result = checked[i]
    if (result?.errors) {
      for (const [field, codes] of Object.entries(result.errors)) state.errors[label(field)] = codes
      state.values = undefined
    } else {
      for (const [field, value] of Object.entries(result?.values ?? {})) {
        if (value !== state.values?.[field]) updateFields.add(field)
      }
      state.values = result?.values
    }
  }

  const matched = states.filter((s) => s.values)
  for (const { index, code } of await matchStored(db, resource.table, importer.matchBy, matched)) {
    const state = matched[index]
    if (state) Object.assign(state, { values: undefined, errors: { [label(importer.matchBy)]: [code] } })
  }
  // Updating a stored record is editing it: without the edit right a matching row is the row's error.
  if (!may(actor, `${resource.contract.path}.edit`)) {
    for (const state of matched.filter((s) => s.id !== undefined)) {
      Object.assign(state, {
        values: undefined,
        id: undefined,
        errors: { ...state.errors, [label(importer.matchBy)]: [NO_EDIT_RIGHT] },
      })
    }
  }

  const valid = states.filter((s) => s.values)
  for (const { index, field, code } of await findDuplicates(
    db,
    resource.table,
    valid.map((s) => ({ values: s.values ?? {}, id: s.id })),
    importer.matchBy,
  )) {
    const state = valid[index]
    if (!state) continue
    state.errors[label(field)] = [code]
    state.values = undefined
  }

  const errors = states.flatMap((s) =>
    Object.entries(s.errors).map(([field, codes]) => ({ row: s.row, field, codes })),
  )
  const rows = states.flatMap((s) => (s.values ? [{ values: s.values, id: s.id }] : []))
  const updated = rows.filter((r) => r.id !== undefined).length
  return {
    total: states.length,
    valid: rows.length,
    errors: errors.slice(0, IMPORT_MAX_ERRORS),
    ignored_columns: ignored,
    created: rows.length - updated,
    updated,
    preview: states
      .slice(0, IMPORT_PREVIEW_ROWS)
      .map((s) => ({ row: s.row, values: serialize(s.values ?? s.input) })),
    rows,
    updateFields: [...updateFields],
  }
}

/**
 * Finds the stored record (not deleted) each row updates, by the importer's `matchBy` field, with one
 * query per 5,000 values. A value that several stored records share (customers may share a phone)
 * cannot say which one to update: that row answers `ambiguous`.
 */
async function matchStored(db: Db, table: PgTable, field: string, states: RowState[]) {
  const cols = getTableColumns(table) as Record<string, PgColumn>
  const { id, deleted_at } = cols
  const column = cols[field]
  if (!id || !column) throw new Error(`cannot match rows by ${field}`)
  const values = [
    ...new Set(states.map((s) => s.values?.[field]).filter((v) => v !== null && v !== undefined)),
  ]
  const ids = new Map<unknown, number[]>()
  for (let start = 0; start < values.length; start += 5000) {
    const found = await db
      .select({ id, value: column })
      .from(table)
      .where(
        and(inArray(column, values.slice(start, start + 5000)), deleted_at ? isNull(deleted_at) : undefined),
      )
    for (const r of found) ids.set(r.value, [...(ids.get(r.value) ?? []), Number(r.id)])
  }
  const ambiguous: { index: number; code: 'ambiguous' }[] = []
  for (const [index, state] of states.entries()) {
    const found = ids.get(state.values?.[field]) ?? []
    if (found.length > 1) ambiguous.push({ index, code: 'ambiguous' })
    else state.id = found[0]
  }
  return ambiguous
}

function readRow(importer: ResourceImporter, names: string[], cells: string[], row: number): RowState {
  const state: RowState = { row, input: {}, errors: {} }
  for (const [j, name] of names.entries()) {
    const column = importer.columns[name]
    // The export's formula guard comes off before anything else reads the cell.
    const text = unguardFormula(cells[j] ?? '').trim()
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
  if (resource.importer?.toValues) return resource.importer.toValues(db, inputs, actor)
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
