import path from 'node:path'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { Database } from './client.ts'

export const migrationsFolder = path.join(import.meta.dirname, 'migrations')

/** Applies the committed, generated migrations; already-applied ones are skipped. */
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder })
  } else {
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder })
  }
}
