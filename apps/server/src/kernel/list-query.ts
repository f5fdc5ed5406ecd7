import { DATE_RANGE_MODES, type FilterType, type ListContract, MATCH_MODES_BY_TYPE } from '@sms/contract'
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  getViewSelectedFields,
  gt,
  gte,
  isNotNull,
  isNull,
  lt,
  lte,
  type SQL,
  sql,
} from 'drizzle-orm'
import { isPgView, type PgColumn, type PgTable, type PgView } from 'drizzle-orm/pg-core'
import { AppError } from '../lib/errors.ts'
import { orderTarget, readerPrefersKhmer as prefersKhmer } from '../lib/khmer-sort.ts'
import { searchCondition } from '../lib/khmer-text.ts'
import { shopDaySql } from './shop-day.ts'

const FIXED_PARAMS = new Set(['page', 'per_page', 'sort', 'q', 'status', 'trashed'])
const FILTER_KEY = /^filter\[([a-z0-9_]+)\]\[([a-zA-Z]+)\]$/

export type ParsedListQuery = {
  page: number
  per_page: number
  sort?: string
  q?: string
  status: 'all' | 'active' | 'inactive'
  trashed?: 'with' | 'only'
  [key: string]: unknown
}

const badQuery = (message: string, params: Record<string, unknown>) =>
  new AppError('BAD_REQUEST', message, params)

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`)

/** The largest value a number filter may name, by the column's type: beyond it the column holds nothing. */
function numberLimit(column: PgColumn) {
  if (column.columnType === 'PgInteger') return { isInteger: true, max: 2_147_483_647 }
  if (column.columnType.startsWith('PgBigInt')) return { isInteger: true, max: Number.MAX_SAFE_INTEGER }
  return { isInteger: false, max: 1e15 }
}

/** A real calendar day: `2024-02-30`, `2023-02-29` and year 0 are refused. */
export function isCalendarDate(raw: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw)
  if (!match) return false
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  return year >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

function parseValue(type: FilterType, field: string, column: PgColumn, raw: string): unknown {
  const invalid = () => badQuery(`Invalid value for filter "${field}".`, { field, value: raw })
  switch (type) {
    case 'number':
    case 'reference': {
      const n = Number(raw)
      const { isInteger, max } = numberLimit(column)
      if (raw.trim() === '' || !Number.isFinite(n) || Math.abs(n) > max) throw invalid()
      if ((isInteger || type === 'reference') && !Number.isInteger(n)) throw invalid()
      return n
    }
    case 'boolean':
      if (['true', '1'].includes(raw)) return true
      if (['false', '0'].includes(raw)) return false
      throw invalid()
    case 'date':
      if (!isCalendarDate(raw)) throw invalid()
      return raw
    default:
      return raw
  }
}

/** A timestamp is compared by the shop's calendar day; a date column as it is. */
function asDay(column: PgColumn): SQL {
  return column.columnType.startsWith('PgTimestamp') ? shopDaySql(column) : sql`${column}`
}

function condition(column: PgColumn, mode: string, value: unknown): SQL {
  const text = typeof value === 'string' ? escapeLike(value) : ''
  switch (mode) {
    case 'contains':
      return sql`${column} ilike ${`%${text}%`}`
    case 'notContains':
      return sql`coalesce(${column}, '') not ilike ${`%${text}%`}`
    case 'startsWith':
      return sql`${column} ilike ${`${text}%`}`
    case 'endsWith':
      return sql`${column} ilike ${`%${text}`}`
    case 'equals':
      return eq(column, value)
    case 'notEquals':
      return sql`${column} is distinct from ${value}`
    case 'lt':
      return lt(column, value)
    case 'lte':
      return lte(column, value)
    case 'gt':
      return gt(column, value)
    case 'gte':
      return gte(column, value)
    case 'dateIs':
      return sql`${asDay(column)} = ${value}::date`
    case 'dateIsNot':
      return sql`${asDay(column)} is distinct from ${value}::date`
    case 'dateBefore':
      return sql`${asDay(column)} < ${value}::date`
    case 'dateAfter':
      return sql`${asDay(column)} > ${value}::date`
    default:
      throw new Error(`unhandled match mode ${mode}`)
  }
}

/** What a list reads: a table, or a view that joins what the list filters and sorts on (on-hand stock). */
export type ListSource = PgTable | PgView

const columnsOf = (source: ListSource) =>
  (isPgView(source) ? getViewSelectedFields(source) : getTableColumns(source)) as Record<string, PgColumn>

function column(source: ListSource, field: string): PgColumn {
  const found = columnsOf(source)[field]
  if (!found) throw new Error(`column ${field} missing on list source`)
  return found
}

/**
 * The order a list has when none is asked for. Khmer readers get Khmer alphabetical order where a record has a
 * Khmer name (records without one follow, by English name), so a list reads naturally in either language.
 */
export function defaultSortFor(contract: ListContract, acceptLanguage: string | undefined) {
  const { defaultSort } = contract
  if (
    prefersKhmer(acceptLanguage) &&
    ['name_en', 'name'].includes(defaultSort) &&
    contract.sortable.includes('name_kh')
  ) {
    return `name_kh,${defaultSort}`
  }
  return contract.defaultSort
}

/**
 * Turns a list request into SQL, refusing (400) any parameter, field or match mode the resource does not
 * declare. Values are always bound parameters; user input never becomes SQL text.
 */
export function buildListQuery(
  contract: ListContract,
  table: ListSource,
  query: ParsedListQuery,
  acceptLanguage?: string,
  /** The columns that make a row unique, the last sort key so pages never overlap; `id` unless told. */
  rowKey: string[] = ['id'],
) {
  const conditions: (SQL | undefined)[] = []
  const columns = columnsOf(table)

  // Only records that can be deleted have a trash (the audit log cannot).
  if (columns.deleted_at) {
    if (query.trashed === 'only') conditions.push(isNotNull(columns.deleted_at))
    else if (query.trashed !== 'with') conditions.push(isNull(columns.deleted_at))
  }
  // `status=active|inactive` is the active flag of master records; a view's text status is a filter instead.
  if (query.status !== 'all' && columns.status?.columnType === 'PgBoolean')
    conditions.push(eq(columns.status, query.status === 'active'))

  if (query.q) {
    conditions.push(
      searchCondition(
        contract.searchable.map((field) => [field, column(table, field)] as const),
        query.q,
      ),
    )
  }

  for (const [key, raw] of Object.entries(query)) {
    if (FIXED_PARAMS.has(key)) continue
    const match = FILTER_KEY.exec(key)
    if (!match) throw badQuery(`Unknown query parameter "${key}".`, { parameter: key })
    const [, field = '', mode = ''] = match
    const type = contract.filters[field]
    if (!type) throw badQuery(`Filtering by "${field}" is not supported.`, { field })
    const dayRange = type === 'date' && (DATE_RANGE_MODES as readonly string[]).includes(mode)
    if (!dayRange && !(MATCH_MODES_BY_TYPE[type] as readonly string[]).includes(mode)) {
      throw badQuery(`Match mode "${mode}" does not apply to "${field}".`, { field, mode })
    }
    const target = column(table, field)
    const value = parseValue(type, field, target, String(raw))
    conditions.push(
      dayRange
        ? sql`${asDay(target)} ${sql.raw(mode === 'gte' ? '>=' : '<=')} ${value}::date`
        : condition(target, mode, value),
    )
  }

  const orderBy: SQL[] = []
  for (const part of (query.sort ?? defaultSortFor(contract, acceptLanguage)).split(',').filter(Boolean)) {
    const field = part.replace(/^-/, '')
    if (!contract.sortable.includes(field))
      throw badQuery(`Sorting by "${field}" is not supported.`, { field })
    const storedKey = columnsOf(table)[`${field}_sort_key`]
    const target = orderTarget(field, column(table, field), prefersKhmer(acceptLanguage), storedKey)
    orderBy.push(part.startsWith('-') ? desc(target) : asc(target))
  }
  for (const field of rowKey) orderBy.push(asc(column(table, field)))

  return {
    where: and(...conditions),
    orderBy,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  }
}
