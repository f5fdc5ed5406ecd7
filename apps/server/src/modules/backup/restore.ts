import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { Database, Db } from '../../db/client.ts'
import { newestKnownMigration, readJournal, runMigrations } from '../../db/migrate.ts'
import { BackupFileError, readBackup } from './backup-read.ts'
import { listTables } from './backup-tables.ts'

/** The target holds a shop already and `force` was not given; nothing was changed. */
export class RestoreRefusedError extends Error {}

export type RestoreOptions = { uploadDir: string; force?: boolean }

/** Rows per INSERT: a JSON array parameter of this many rows stays well under a megabyte for most tables. */
const BATCH_ROWS = 500

/**
 * Restores a backup into `database`. Everything that can fail on the file (structure, manifest, checksums,
 * schema version) and the emptiness check happen before the first change. Then the schema is rebuilt up to the
 * backup's migration, the rows are loaded in one transaction (parents first, identities moved past the highest
 * id), the later migrations run on the restored data as they would have after an upgrade, and the uploads are
 * written back.
 */
export async function restoreBackup(database: Database, file: string, options: RestoreOptions) {
  const { manifest, entries } = readBackup(file)
  const { when, migration } = manifest.schema
  if (when > newestKnownMigration()) {
    throw new BackupFileError(
      `${file} was taken by a newer version of SMS (schema ${migration}). Restore it with that version or newer.`,
    )
  }
  if (!readJournal().some((entry) => entry.when === when)) {
    throw new BackupFileError(`${file} names a schema version this SMS does not know (${migration}).`)
  }
  const uploads = uploadTargets(options.uploadDir, manifest.uploads)
  const users = await userCount(database.db)
  if (users > 0 && !options.force) {
    throw new RestoreRefusedError(
      `The database already holds a shop (${users} user accounts). Restoring replaces everything in it; ` +
        'run the restore again with --force to do that.',
    )
  }

  await resetSchema(database.db)
  await runMigrations(database, when)
  const decoder = new TextDecoder()
  await database.db.transaction(async (tx) => {
    const present = new Map((await listTables(tx)).map((table) => [table.name, table]))
    // Migrations may have seeded rows (roles, permissions); the backup holds them as they were.
    const names = [...present.keys()].map((name) => `"${name}"`)
    if (names.length > 0) await tx.execute(sql.raw(`truncate ${names.join(', ')} restart identity cascade`))
    for (const table of manifest.tables) {
      const target = present.get(table.name)
      if (!target) throw new BackupFileError(`${file} has a table ${table.name} its schema version lacks.`)
      const text = decoder.decode(entries[table.file])
      const lines = text.split('\n').filter((line) => line.length > 0)
      await insertRows(tx, table.name, table.columns, target.identity.length > 0, lines)
      for (const column of target.identity) await moveIdentityOn(tx, table.name, column)
    }
  })
  await runMigrations(database)
  // PGlite has no autovacuum: without statistics the planner would scan the restored tables.
  if (database.kind === 'pglite') await database.db.execute(sql`analyze`)
  for (const { file: name, target } of uploads) {
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.writeFileSync(target, entries[name] as Uint8Array)
  }
  return { manifest, rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0) }
}

async function userCount(db: Db): Promise<number> {
  const exists = (await db.execute(sql`select to_regclass('public.users')::text as name`)) as unknown as {
    rows: { name: string | null }[]
  }
  if (!exists.rows[0]?.name) return 0
  const count = (await db.execute(sql`select count(*)::int as n from users`)) as unknown as {
    rows: { n: number }[]
  }
  return count.rows[0]?.n ?? 0
}

/** An empty `public` schema and no migration history: the migrations then build exactly the backup's schema. */
async function resetSchema(db: Db) {
  await db.execute(sql.raw('drop schema if exists drizzle cascade'))
  await db.execute(sql.raw('drop schema if exists public cascade'))
  await db.execute(sql.raw('create schema public'))
}

/** The rows are JSON as PostgreSQL printed them; PostgreSQL parses them back, so no value passes through JS numbers. */
async function insertRows(tx: Db, table: string, columns: string[], identity: boolean, lines: string[]) {
  const list = columns.map((column) => `"${column}"`).join(', ')
  const overriding = identity ? ' overriding system value' : ''
  for (let start = 0; start < lines.length; start += BATCH_ROWS) {
    const json = `[${lines.slice(start, start + BATCH_ROWS).join(',')}]`
    await tx.execute(
      sql`${sql.raw(`insert into "${table}" (${list})${overriding} select ${list} from json_populate_recordset(null::"${table}", `)}${json}::json)`,
    )
  }
}

async function moveIdentityOn(tx: Db, table: string, column: string) {
  await tx.execute(
    sql.raw(
      `select setval(pg_get_serial_sequence('"${table}"', '${column}'), coalesce(max("${column}"), 0) + 1, false) from "${table}"`,
    ),
  )
}

/** Where each picture goes; a hand-made archive naming ../ paths is refused before anything changes. */
function uploadTargets(uploadDir: string, uploads: { file: string }[]) {
  const root = path.resolve(uploadDir)
  return uploads.map(({ file }) => {
    const target = path.resolve(root, file.replace(/^uploads\//, ''))
    if (!target.startsWith(`${root}${path.sep}`)) throw new BackupFileError(`Refused upload path ${file}.`)
    return { file, target }
  })
}
