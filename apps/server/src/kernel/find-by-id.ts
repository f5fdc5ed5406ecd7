import { eq } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client.ts'
import { notFound } from '../lib/errors.ts'

/** A table whose rows are named by an integer `id`: every document and record table. */
export type IdTable = PgTable & { id: PgColumn }

export type FindOptions = {
  /** The name the 404 gives (`stock-transfers 7 was not found.`): the module's resource name, as before. */
  resource: string
  /**
   * Read the row `FOR UPDATE`, held until the caller's transaction ends: the caller is about to change the
   * document, and whoever changes it next queues here and then reads what this one wrote.
   */
  lock?: boolean
}

/**
 * One document or record by id, or the module's 404. The one find-and-lock reader: a service that checks the
 * row's store or status does so on the row this answers, after the lock is taken (kernel/ knows no access).
 */
export async function findById<T extends IdTable>(
  db: Db,
  table: T,
  id: number,
  { resource, lock = false }: FindOptions,
): Promise<T['$inferSelect']> {
  const query = db
    .select()
    .from(table as IdTable)
    .where(eq(table.id, id))
  const [row] = await (lock ? query.for('update') : query)
  if (!row) throw notFound(resource, id)
  return row as T['$inferSelect']
}
