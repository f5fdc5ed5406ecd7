// Inserts on a hot path as prepared statements (decision 0045): the text depends only on the columns named,
// never on the number of rows, because each column goes as one array parameter (`unnest`).
import { type Column, getTableColumns, getTableName } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from './client.ts'
import { decodeRow, fromDriver, type Prepared, prepared, runPrepared } from './prepared.ts'

/** Rows of one table to insert; an expression (`now()`) is named in `expressions` instead of a value. */
type Part<T extends PgTable> = {
  table: T
  rows: T['$inferInsert'][]
  expressions?: Partial<Record<keyof T['$inferInsert'], string>>
}

let statements = 0
const byText = new Map<string, Prepared>()

/** One prepared statement per text, named once: a name is given to one text only. */
function statementFor(text: string) {
  let statement = byText.get(text)
  if (!statement) {
    statement = prepared(`sms_insert_${++statements}`, text)
    byText.set(text, statement)
  }
  return statement
}

/**
 * A part's columns and its values as one array per column, with the SQL that inserts them from parameters
 * `$first`…: `"col", …` and `select u.c0, …, expr from unnest($n::type[], …) with ordinality as u(c0, …, n)`.
 * `with ordinality` and `order by` keep the rows (and so their identities and the answer) in the order given.
 */
function arraysOf<T extends PgTable>(part: Part<T>, first: number, parentKey?: string) {
  const columns = getTableColumns(part.table) as Record<string, Column>
  const expressions = (part.expressions ?? {}) as Record<string, string>
  // Keys that are no column are left out, as Drizzle's `values` leaves them.
  const keysOf = (row: object) =>
    Object.keys(row).filter((key) => key in columns && !(key in expressions) && key !== parentKey)
  const keys = keysOf(part.rows[0] ?? {})
  if (part.rows.some((row) => keysOf(row).join() !== keys.join())) {
    throw new Error(`insertRows: every row of ${getTableName(part.table)} must name the same columns`)
  }
  const name = (key: string) => `"${(columns[key] as Column).name}"`
  const arrays = keys.map((key, i) => `$${first + i}::${(columns[key] as Column).getSQLType()}[]`)
  const aliases = keys.map((_, i) => `c${i}`)
  const selected = [
    ...(parentKey ? ['parent.id'] : []),
    ...aliases.map((a) => `u.${a}`),
    ...Object.values(expressions),
  ]
  const sql = `insert into "${getTableName(part.table)}"
    (${[...(parentKey ? [name(parentKey)] : []), ...[...keys, ...Object.keys(expressions)].map(name)].join(', ')})
    select ${selected.join(', ')} from ${parentKey ? 'parent, ' : ''}unnest(${arrays.join(', ')})
    with ordinality as u(${[...aliases, 'n'].join(', ')}) order by u.n returning *`
  const values = keys.map((key) => {
    const column = columns[key] as Column
    return part.rows.map((row) => {
      const value = (row as Record<string, unknown>)[key]
      return value === null || value === undefined ? null : column.mapToDriverValue(value)
    })
  })
  return { sql, values, columns }
}

/**
 * Inserts rows of one table in one prepared statement. The rows come back as Drizzle's `select` gives them
 * (its own column mapping), in the order given. Rows must name the same columns.
 */
export async function insertRows<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
  expressions: Part<T>['expressions'] = {},
): Promise<T['$inferSelect'][]> {
  const { sql, values, columns } = arraysOf({ table, rows, expressions }, 1)
  const inserted = await runPrepared<Record<string, unknown>>(db, statementFor(sql), values)
  return inserted.map((row) => fromDriver(columns, row)) as T['$inferSelect'][]
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
  const head = arraysOf(parent, 1)
  let next = 1 + head.values.length
  const parts = children.map((child) => {
    const part = arraysOf(child as Part<PgTable>, next, child.parentKey)
    next += part.values.length
    return part
  })
  const text = `with parent as (${head.sql}),
    ${parts.map((part, i) => `child${i} as (${part.sql})`).join(',\n    ')}
    select to_jsonb(parent) as parent,
      ${parts.map((_, i) => `(select coalesce(jsonb_agg(c order by c.id), '[]') from child${i} c) as child${i}`).join(', ')}
    from parent`
  const [row] = await runPrepared<Record<string, Record<string, unknown> | Record<string, unknown>[]>>(
    db,
    statementFor(text),
    [...head.values, ...parts.flatMap((part) => part.values)],
  )
  if (!row) throw new Error(`insertWithChildren: ${getTableName(parent.table)} returned nothing`)
  return {
    parent: decodeRow(parent.table, row.parent as Record<string, unknown>),
    children: children.map((child, i) =>
      (row[`child${i}`] as Record<string, unknown>[]).map((r) => decodeRow(child.table, r)),
    ) as { [K in keyof C]: C[K]['table']['$inferSelect'][] },
  }
}
