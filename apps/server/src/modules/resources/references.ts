import { getTableName, is, sql } from 'drizzle-orm'
import { getTableConfig, type PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import * as schema from '../../db/schema/index.ts'
import { rowsOf } from '../../kernel/rows.ts'
import { AppError, fieldErrors } from '../../lib/errors.ts'

/** A column of a soft-deletable table that points at another soft-deletable table. */
type Reference = { from: PgTable; column: PgColumn; to: PgTable }

const isSoftDeletable = (table: PgTable) => 'deleted_at' in table

/** Every reference between records that can be deleted, read once from the schema's foreign keys. */
const REFERENCES: Reference[] = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable) && isSoftDeletable(value))
  .flatMap((from) =>
    getTableConfig(from).foreignKeys.flatMap((fk) => {
      const { columns, foreignTable } = fk.reference()
      const [column] = columns
      return column && columns.length === 1 && isSoftDeletable(foreignTable)
        ? [{ from, column, to: foreignTable }]
        : []
    }),
  )

/**
 * A record still used by live records cannot be deleted: 409 IN_USE with how many use it and where, so the user
 * can move them first. (Deleted records that point at it do not count; restoring them is refused instead.)
 */
export async function assertNotInUse(tx: Db, table: PgTable, id: number) {
  const users: { resource: string; count: number }[] = []
  for (const ref of REFERENCES.filter((r) => r.to === table)) {
    const [counted] = rowsOf<{ count: number }>(
      await tx.execute(
        sql`select count(*)::int as count from ${ref.from} where ${ref.column} = ${id} and deleted_at is null`,
      ),
    )
    const count = counted?.count ?? 0
    if (count > 0) users.push({ resource: getTableName(ref.from), count })
  }
  const count = users.reduce((sum, u) => sum + u.count, 0)
  if (count > 0) {
    throw new AppError('IN_USE', `This record is used by ${count} other records.`, { count, used_by: users })
  }
}

/** New and changed records never point at a deleted one: 422 `not_found` on that field, as for a missing id. */
export async function assertReferencesLive(tx: Db, table: PgTable, values: Record<string, unknown>) {
  const errors: Record<string, string[]> = {}
  for (const ref of REFERENCES.filter((r) => r.from === table)) {
    const value = values[ref.column.name]
    if (typeof value !== 'number') continue
    const deleted = rowsOf(
      await tx.execute(sql`select 1 from ${ref.to} where id = ${value} and deleted_at is not null`),
    )
    if (deleted.length > 0) errors[ref.column.name] = ['not_found']
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(errors)
}
