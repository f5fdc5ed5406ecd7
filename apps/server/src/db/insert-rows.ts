// Inserts on a hot path as prepared statements (decision 0045): the text depends only on the columns named,
// never on the number of rows, because each column goes as one array parameter (`unnest`).
import { type Column, getTableColumns, getTableName } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from './client.ts'
import { decodeRow, type Prepared, prepared, runPrepared } from './prepared.ts'

/** Rows of one table to insert; an expression (`now()`) is named in `expressions` instead of a value. */
type Part<T extends PgTable> = {
  table: T
  rows: T['$inferInsert'][]
  expressions?: Partial<Record<keyof T['$inferInsert'], string>>
}

/** A part's columns and values, one array per column; `parentKey` is the column the head's new id fills. */
type Arrays = {
  table: PgTable
  columns: Record<string, Column>
  keys: string[]
  expressions: Record<string, string>
  parentKey?: string
  values: unknown[][]
}

function arraysOf<T extends PgTable>(part: Part<T>, parentKey?: string): Arrays {
  const columns = getTableColumns(part.table) as Record<string, Column>
  const expressions = (part.expressions ?? {}) as Record<string, string>
  // Keys that are no column are left out, as Drizzle's `values` leaves them.
  const keysOf = (row: object) =>
    Object.keys(row).filter((key) => key in columns && !(key in expressions) && key !== parentKey)
  const keys = keysOf(part.rows[0] ?? {})
  if (part.rows.some((row) => keysOf(row).join() !== keys.join())) {
    throw new Error(`every row of ${getTableName(part.table)} must name the same columns`)
  }
  const values = keys.map((key) => {
    const column = columns[key] as Column
    return part.rows.map((row) => {
      const value = (row as Record<string, unknown>)[key]
      return value === null || value === undefined ? null : column.mapToDriverValue(value)
    })
  })
  return { table: part.table, columns, keys, expressions, parentKey, values }
}

/**
 * The INSERT of one part from parameters `$first`…: `select u.c0, …, expr from unnest($n::type[], …) with
 * ordinality as u(c0, …, n) order by u.n`, which keeps the rows (their identities, the answer) in the order given.
 */
function insertText({ table, columns, keys, expressions, parentKey }: Arrays, first: number) {
  const name = (key: string) => `"${(columns[key] as Column).name}"`
  const arrays = keys.map((key, i) => `$${first + i}::${(columns[key] as Column).getSQLType()}[]`)
  const aliases = keys.map((_, i) => `c${i}`)
  const head = parentKey ? [name(parentKey)] : []
  const selected = [...(parentKey ? ['parent.id'] : []), ...aliases.map((a) => `u.${a}`)]
  return `insert into "${getTableName(table)}"
    (${[...head, ...keys.map(name), ...Object.keys(expressions).map(name)].join(', ')})
    select ${[...selected, ...Object.values(expressions)].join(', ')} from ${parentKey ? 'parent, ' : ''}unnest(${arrays.join(', ')})
    with ordinality as u(${[...aliases, 'n'].join(', ')}) order by u.n returning *`
}

let statements = 0
const byShape = new Map<string, Prepared>()

/**
 * One prepared statement per shape (the tables, columns and expressions), named once, its text built once per
 * process: a sale writes the same few shapes every time.
 */
function statementFor(parts: Arrays[], build: () => string) {
  const shape = JSON.stringify(parts.map((p) => [getTableName(p.table), p.keys, p.expressions, p.parentKey]))
  let statement = byShape.get(shape)
  if (!statement) {
    statement = prepared(`sms_insert_${++statements}`, build())
    byShape.set(shape, statement)
  }
  return statement
}

type Child = { table: PgTable; parentKey: string; rows: object[] }

/** A child table's rows for `insertWithChildren`, typed without the key the head's new id fills. */
export const childRows = <T extends PgTable, K extends keyof T['$inferInsert'] & string>(
  table: T,
  parentKey: K,
  rows: Omit<T['$inferInsert'], K>[],
) => ({ table, parentKey, rows })

/**
 * A document in one statement: its head row, then the rows of each child table with `parentKey` set to the
 * head's new `id`. Answers the head and each child's rows (in the order given) as Drizzle's `select` gives them.
 */
export async function insertWithChildren<T extends PgTable, C extends readonly Child[]>(
  db: Db,
  parent: Part<T> & { rows: [T['$inferInsert']] },
  children: C,
): Promise<{ parent: T['$inferSelect']; children: { [K in keyof C]: C[K]['table']['$inferSelect'][] } }> {
  const head = arraysOf(parent)
  const parts = children.map((child) => arraysOf(child as Part<PgTable>, child.parentKey))
  const statement = statementFor([head, ...parts], () => {
    let next = 1 + head.values.length
    const inserts = parts.map((part, i) => {
      const text = `child${i} as (${insertText(part, next)})`
      next += part.values.length
      return text
    })
    const answers = parts.map(
      (_, i) => `(select coalesce(jsonb_agg(c order by c.id), '[]') from child${i} c) as child${i}`,
    )
    return `with parent as (${insertText(head, 1)}), ${inserts.join(',\n    ')}
      select to_jsonb(parent) as parent, ${answers.join(', ')} from parent`
  })
  const [row] = await runPrepared<Record<string, unknown>>(db, statement, [
    ...head.values,
    ...parts.flatMap((part) => part.values),
  ])
  if (!row) throw new Error(`insertWithChildren: ${getTableName(parent.table)} returned nothing`)
  return {
    parent: decodeRow(parent.table, row.parent as Record<string, unknown>),
    children: children.map((child, i) =>
      (row[`child${i}`] as Record<string, unknown>[]).map((r) => decodeRow(child.table, r)),
    ) as { [K in keyof C]: C[K]['table']['$inferSelect'][] },
  }
}
