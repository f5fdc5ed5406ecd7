import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { serverRoot } from '../server-root.ts'
import type { Database } from './client.ts'

export const migrationsFolder = path.join(serverRoot, 'src', 'db', 'migrations')

/** Any fixed number, the same in every SMS process: the advisory lock they take to migrate and seed. */
const UPGRADE_LOCK = 0x534d5331 // "SMS1"

export const SCHEMA_NEWER_MESSAGE =
  'The database was upgraded by a newer version of SMS than this one. Start the newer version, ' +
  'or restore a backup made with this version.'

/**
 * Applies the committed, generated migrations; already-applied ones are skipped. `upTo` (a journal `when`) stops
 * after that migration: a restore loads a backup into the schema it was taken from, then migrates the rest.
 */
export async function runMigrations(database: Database, upTo?: number): Promise<void> {
  const folder = upTo === undefined ? migrationsFolder : journalUpTo(upTo)
  try {
    if (database.kind === 'pglite') {
      await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder })
    } else {
      await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: folder })
    }
  } finally {
    if (folder !== migrationsFolder) fs.rmSync(folder, { recursive: true, force: true })
  }
}

export type JournalEntry = { tag: string; when: number }

export function readJournal(): JournalEntry[] {
  const file = path.join(migrationsFolder, 'meta', '_journal.json')
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: JournalEntry[] }).entries
}

/** Drizzle's migrator reads a folder: a copy whose journal ends at `upTo` runs only the migrations up to it. */
function journalUpTo(upTo: number): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sms-migrations-'))
  fs.cpSync(migrationsFolder, folder, { recursive: true })
  const file = path.join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: JournalEntry[] }
  journal.entries = journal.entries.filter((entry) => entry.when <= upTo)
  fs.writeFileSync(file, JSON.stringify(journal))
  return folder
}

/**
 * Migrations, then `seed`, once however many processes start together after an upgrade: on PostgreSQL they
 * queue on an advisory lock held by a session of its own (ended, and so released, even if this process dies).
 * An embedded database has one process by construction (its lock file). Code older than the schema refuses,
 * since it would read and write tables it does not know.
 */
export async function upgradeDatabase<T>(
  database: Database,
  databaseUrl: string | undefined,
  seed: () => Promise<T>,
): Promise<T> {
  const lock =
    database.kind === 'postgres' && databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : null
  try {
    if (lock) {
      await lock.connect()
      await lock.query('select pg_advisory_lock($1)', [UPGRADE_LOCK])
    }
    await refuseNewerSchema(database)
    await runMigrations(database)
    return await seed()
  } finally {
    await lock?.end()
  }
}

async function refuseNewerSchema(database: Database) {
  const newest = async (query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: { newest: string | null }[] }).rows[0]?.newest
  // A new database has no migrations table yet; the name is resolved when a query is planned, so ask first.
  if (!(await newest(sql`select to_regclass('drizzle.__drizzle_migrations')::text as newest`))) return
  const applied = await newest(sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`)
  if (applied && Number(applied) > newestKnownMigration()) throw new Error(SCHEMA_NEWER_MESSAGE)
}

/** Drizzle records each applied migration's `when` from the journal; the code knows up to its last entry. */
export function newestKnownMigration(): number {
  return Math.max(...readJournal().map((entry) => entry.when))
}
