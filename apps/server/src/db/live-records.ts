import { and, inArray, isNull } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from './client.ts'

/** A master table whose rows are deleted softly: `deleted_at` set, the row kept for history. */
type SoftDeleted = PgTable & { id: AnyPgColumn; deleted_at: AnyPgColumn }

/** Which of `ids` name a row of `table` that is not deleted (a document may only point at those). */
export async function liveIds(db: Db, table: SoftDeleted, ids: readonly number[]): Promise<Set<number>> {
  const wanted = [...new Set(ids)]
  if (wanted.length === 0) return new Set()
  const rows = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(inArray(table.id, wanted), isNull(table.deleted_at)))
  return new Set(rows.map((row) => Number(row.id)))
}

/** `errors[field] = ['not_found']` unless `id` (when given) names a live row of `table`. */
export async function checkLive(
  db: Db,
  errors: Record<string, string[]>,
  field: string,
  table: SoftDeleted,
  id: number | null | undefined,
) {
  if (id && !(await liveIds(db, table, [id])).has(id)) errors[field] = ['not_found']
}
