import type { ReportArea, ReportDefinition, ReportTable } from '@sms/contract'
import type { Db } from '../../db/client.ts'
import { previousRange, type ReportScope, rescope } from './report-scope.ts'

export type Cell = string | number | null
export type Row = Record<string, Cell>
/** What a report query gives: its rows, optionally a drill-down path per row and totals over more than the rows. */
export type RunResult = { rows: Row[]; drill?: (string | null)[]; totals?: Record<string, number> }
export type Runner = (db: Db, scope: ReportScope) => Promise<RunResult>
/** Only the totals of a scope: what the previous period beside a report needs, without its groups. */
export type TotalsRunner = (db: Db, scope: ReportScope) => Promise<Record<string, number>>
export type Report = {
  area: ReportArea
  definition: ReportDefinition
  run: Runner
  compare?: boolean
  /** The previous period's totals in one sum, where grouping every row first would cost more. */
  totals?: TotalsRunner
}

const NUMERIC = new Set(['usd', 'khr', 'quantity', 'count', 'percent'])

/**
 * SQL sums arrive as text (bigint, numeric): numbers for JSON, exact below 2^53. A code keeps its place and
 * gets its words beside it (`kind`: "sale", `kind_en`: "Sale", `kind_km`: "ការលក់").
 */
function normalise(definition: ReportDefinition, rows: Row[]) {
  const keys = definition.columns.filter((c) => NUMERIC.has(c.type)).map((c) => c.key)
  const coded = definition.columns.filter((c) => c.codes)
  for (const row of rows) {
    for (const key of keys) {
      const value = row[key]
      row[key] = value === null || value === undefined ? null : Number(value)
    }
    for (const { key, codes } of coded) {
      const words = codes?.[String(row[key])]
      if (words) Object.assign(row, { [`${key}_en`]: words.en, [`${key}_km`]: words.km })
    }
  }
  return rows
}

function sumTotals(definition: ReportDefinition, rows: Row[]) {
  const totals: Record<string, number> = {}
  for (const column of definition.columns.filter((c) => c.total)) {
    // Quantities have 3 decimals: summed in thousandths so 0.1 + 0.2 stays 0.3.
    const scale = column.type === 'quantity' ? 1000 : 1
    const sum = rows.reduce((acc, row) => acc + Math.round(Number(row[column.key] ?? 0) * scale), 0)
    totals[column.key] = sum / scale
  }
  return totals
}

const totalsOf = (definition: ReportDefinition, result: RunResult) =>
  result.totals
    ? Object.fromEntries(Object.entries(result.totals).map(([key, value]) => [key, Number(value)]))
    : sumTotals(definition, result.rows)

async function previousTotals(db: Db, report: Report, scope: ReportScope) {
  if (report.totals) return totalsOf(report.definition, { rows: [], totals: await report.totals(db, scope) })
  const before = await report.run(db, scope)
  normalise(report.definition, before.rows)
  return totalsOf(report.definition, before)
}

/** Runs a report into the shared table shape, with the previous period's totals beside it when it compares. */
export async function buildTable(db: Db, report: Report, scope: ReportScope): Promise<ReportTable> {
  const { definition } = report
  const range = report.compare && definition.dated ? previousRange(scope.from, scope.to) : null
  // The period and the one before run side by side (two pooled connections on PostgreSQL; PGlite queues them).
  const [result, before] = await Promise.all([
    report.run(db, scope),
    range ? previousTotals(db, report, rescope(scope, range)) : null,
  ])
  const rows = normalise(definition, result.rows)
  const previous: ReportTable['previous'] = range && before ? { ...range, totals: before } : null
  return {
    area: report.area,
    report: definition.name,
    from: definition.dated ? scope.from : null,
    to: definition.dated ? scope.to : null,
    store_id: scope.storeId,
    columns: definition.columns,
    rows,
    drill: result.drill ?? rows.map(() => null),
    totals: totalsOf(definition, { ...result, rows }),
    previous,
  }
}

/** The orders list filtered to the figure: the days, the store and any other reference. */
export function ordersDrill(
  scope: ReportScope,
  extra: Record<string, Cell | undefined> = {},
  days: { from: string; to: string } = scope,
) {
  const params = [`filter[created_at][gte]=${days.from}`, `filter[created_at][lte]=${days.to}`]
  const filters: Record<string, Cell | undefined> = { store_id: scope.storeId, ...extra }
  for (const [key, value] of Object.entries(filters)) {
    if (value !== null && value !== undefined) params.push(`filter[${key}][equals]=${value}`)
  }
  return `/orders?${params.join('&')}`
}

/** The stock movements list (`/stocks/movements`) filtered likewise. */
export function movementsDrill(scope: ReportScope, extra: Record<string, Cell | undefined> = {}) {
  const params = [`filter[created_at][gte]=${scope.from}`, `filter[created_at][lte]=${scope.to}`]
  const filters: Record<string, Cell | undefined> = { store_id: scope.storeId, ...extra }
  for (const [key, value] of Object.entries(filters)) {
    if (value !== null && value !== undefined)
      params.push(`filter[${key}][equals]=${encodeURIComponent(String(value))}`)
  }
  return `/stocks/movements?${params.join('&')}`
}
