import { type Column, getTableColumns, getTableName, type Table } from 'drizzle-orm'
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

let statements = 0
const insertStatements = new Map<string, Prepared>()

/**
 * Inserts rows of one table in one prepared statement whose text depends only on the columns named, not on the
 * number of rows: each column goes as one array parameter (`unnest`). The rows come back as Drizzle's `select`
 * gives them (its own column mapping), in the order given. Rows must name the same columns; an expression
 * (`now()`) is named in `expressions` instead of a value.
 */
export async function insertRows<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
  expressions: Partial<Record<keyof T['$inferInsert'], string>> = {},
): Promise<T['$inferSelect'][]> {
  const columns = getTableColumns(table) as Record<string, Column>
  // Keys that are no column are left out, as Drizzle's `values` leaves them.
  const keys = Object.keys(rows[0] ?? {}).filter((key) => key in columns && !(key in expressions))
  const named = keys.join()
  if (
    rows.some(
      (row) =>
        Object.keys(row)
          .filter((key) => key in columns && !(key in expressions))
          .join() !== named,
    )
  ) {
    throw new Error(`insertRows: every row of ${getTableName(table)} must name the same columns`)
  }
  const text = insertText(table, columns, keys, expressions as Record<string, string>)
  let statement = insertStatements.get(text)
  if (!statement) {
    statement = prepared(`sms_insert_${++statements}`, text)
    insertStatements.set(text, statement)
  }
  const values = keys.map((key) => {
    const column = columns[key] as Column
    return rows.map((row) => {
      const value = (row as Record<string, unknown>)[key]
      return value === null || value === undefined ? null : column.mapToDriverValue(value)
    })
  })
  const inserted = await runPrepared<Record<string, unknown>>(db, statement, values)
  return inserted.map((row) => fromDriver(columns, row)) as T['$inferSelect'][]
}

function insertText(
  table: Table,
  columns: Record<string, Column>,
  keys: string[],
  expressions: Record<string, string>,
) {
  const named = [...keys, ...Object.keys(expressions)].map((key) => {
    return `"${(columns[key] as Column).name}"`
  })
  const arrays = keys.map((key, i) => `$${i + 1}::${(columns[key] as Column).getSQLType()}[]`)
  const selected = [...keys.map((_, i) => `u.c${i}`), ...Object.values(expressions)]
  const aliases = keys.map((_, i) => `c${i}`).join(', ')
  // `with ordinality` and `order by` keep the rows (and so their identities and the answer) in the order given.
  return `insert into "${getTableName(table)}" (${named.join(', ')})
    select ${selected.join(', ')} from unnest(${arrays.join(', ')}) with ordinality as u(${aliases}, n) order by u.n
    returning *`
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
