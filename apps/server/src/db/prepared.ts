import { type Column, getTableColumns } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import pg from 'pg'
import type { Db } from './client.ts'

/**
 * A fixed statement of a hot path (every request's actor, the checkout), written once as plain SQL (decision
 * 0045). Sent by name on PostgreSQL, so each pooled connection parses and plans it once instead of per request;
 * PGlite, one in-process connection, takes the same text with its parameters. Nothing is built per call: no
 * query builder, no SQL template walk.
 */
export type Prepared = { readonly name: string; readonly text: string }

export const prepared = (name: string, text: string): Prepared => ({ name, text })

type Queryable = {
  query: (config: unknown, values?: unknown[], options?: unknown) => Promise<{ rows: unknown[] }>
}

/** node-postgres' Pool and PoolClient take `{ name, text, values }`; PGlite takes the text and values. */
const isNodePostgres = (client: object) => 'connect' in client || 'release' in client

/**
 * Dates, timestamps and intervals (and their arrays) stay text, as Drizzle's `execute` leaves them on both
 * drivers: a row read here decodes like one read through Drizzle (`fromDriver` below).
 */
const AS_TEXT = new Set([1082, 1083, 1114, 1184, 1186, 1182, 1115, 1185, 1187, 1231])
const keepText = (value: string) => value
const nodePostgresTypes = {
  getTypeParser: (oid: number, format?: string) =>
    AS_TEXT.has(oid) ? keepText : pg.types.getTypeParser(oid, format as 'text'),
}
const pgliteParsers = Object.fromEntries([...AS_TEXT].map((oid) => [oid, keepText]))

/**
 * Runs a prepared statement on `db`, a pool or a transaction: the driver's own client under Drizzle's session
 * (a transaction's session holds the connection that runs it), so the statement joins the transaction.
 */
export async function runPrepared<Row>(db: Db, statement: Prepared, values: unknown[]): Promise<Row[]> {
  const client = (db as unknown as { session: { client: Queryable } }).session.client
  const result = isNodePostgres(client)
    ? await client.query({ name: statement.name, text: statement.text, values, types: nodePostgresTypes })
    : await client.query(statement.text, values, { parsers: pgliteParsers })
  return result.rows as Row[]
}

/**
 * A row of `table` as the driver or `to_jsonb` gives it (keys are column names), decoded as Drizzle's `select`
 * decodes it: what a statement that reads a table's whole row beside other things answers.
 */
export const decodeRow = <T extends PgTable>(table: T, row: Record<string, unknown>): T['$inferSelect'] =>
  fromDriver(getTableColumns(table) as Record<string, Column>, row) as T['$inferSelect']

/** A row of the driver's as Drizzle's `select` maps it: each column's own decoder, by its property name. */
function fromDriver(columns: Record<string, Column>, row: Record<string, unknown>) {
  const mapped: Record<string, unknown> = {}
  for (const [key, column] of Object.entries(columns)) {
    const value = row[column.name]
    mapped[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value)
  }
  return mapped
}
