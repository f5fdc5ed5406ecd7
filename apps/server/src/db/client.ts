import fs from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import { lockDataDir } from './data-dir-lock.ts'
/**
 * The one database type both drivers satisfy; a transaction is also a Db. Queries are written with the SQL
 * builder, never Drizzle's relational `db.query` API, so no schema is handed to Drizzle: it would build a query
 * object per table for every transaction.
 */
export type Db = PgDatabase<PgQueryResultHKT>

export type Database = {
  db: Db
  kind: 'pglite' | 'postgres'
  /** The embedded engine, when there is one (tests dump and clone it). */
  pglite?: PGlite
  close: () => Promise<void>
}

export const pgliteExtensions = { pg_trgm }

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite in `dataDir`. */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl)
  return openEmbedded(options.dataDir)
}

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 })
  // An idle connection dropped by a database restart must not crash the server; the pool reconnects.
  pool.on('error', (err) => console.error(`PostgreSQL connection lost: ${err.message}`))
  await pool.query('select 1')
  return {
    db: drizzlePg({ client: pool }) as unknown as Db,
    kind: 'postgres',
    close: () => pool.end(),
  }
}

/** PGlite is single-process: an exclusive lock stops a second server from corrupting the directory. */
async function openEmbedded(dataDir: string): Promise<Database> {
  const pgDir = path.join(dataDir, 'pglite')
  fs.mkdirSync(pgDir, { recursive: true })
  const release = await lockDataDir(dataDir)
  const client = await PGlite.create(pgDir, { extensions: pgliteExtensions })
  return wrapPglite(client, async () => {
    await client.close()
    await release()
  })
}

export function wrapPglite(client: PGlite, close = () => client.close()): Database {
  return { db: drizzlePglite({ client }) as unknown as Db, kind: 'pglite', pglite: client, close }
}
