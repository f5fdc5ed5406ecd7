import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate'
import type { Db } from '../../db/client.ts'
import { readJournal } from '../../db/migrate.ts'
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  backupFileName,
  MANIFEST_FILE,
  type Manifest,
  overallChecksum,
  sha256,
} from './backup-manifest.ts'
import { listTables, schemaVersionOf } from './backup-tables.ts'

export type BackupOptions = {
  engine: 'pglite' | 'postgres'
  folder: string
  uploadDir: string
  now?: Date
}

const FETCH_ROWS = 2000
const encoder = new TextEncoder()

/**
 * Writes `sms-backup-<time>.zip` into `folder`: one JSON-lines file per table read in one REPEATABLE READ
 * snapshot (so a sale saved meanwhile is wholly in or wholly out), the uploads, and the manifest last. It is
 * written as `.partial` and renamed when complete, so a crash never leaves a file that looks like a backup.
 */
export async function takeBackup(db: Db, options: BackupOptions) {
  const now = options.now ?? new Date()
  fs.mkdirSync(options.folder, { recursive: true })
  const file = path.join(options.folder, backupFileName(now))
  const partial = `${file}.partial`
  const fd = fs.openSync(partial, 'w')
  try {
    const zip = new Zip((err, chunk) => {
      if (err) throw err
      fs.writeSync(fd, chunk)
    })
    const add = (name: string, data: Uint8Array, compress = true) => {
      const entry = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name)
      zip.add(entry)
      entry.push(data, true)
      return { file: name, bytes: data.byteLength, sha256: sha256(data) }
    }
    const snapshot = await db.transaction(
      async (tx) => {
        const schema = await schemaVersionOf(tx, readJournal())
        if (!schema) throw new Error('The database has no schema yet: there is nothing to back up.')
        const tables: Manifest['tables'] = []
        for (const table of await listTables(tx)) {
          const lines = await readTable(tx, table.name)
          const data = encoder.encode(lines.length > 0 ? `${lines.join('\n')}\n` : '')
          tables.push({ ...add(`tables/${table.name}.jsonl`, data), ...table, rows: lines.length })
        }
        return { schema, tables }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    )
    // Pictures are never changed in place (a new upload gets a new name), so copying them after the snapshot
    // can only add a file no row points at yet.
    const backupsInside = path.relative(options.uploadDir, options.folder)
    const uploads = listFiles(options.uploadDir)
      // A backup folder set inside the uploads must not carry the earlier backups along.
      .filter((relative) => !relative.startsWith(`${backupsInside}/`))
      .map((relative) =>
        add(`uploads/${relative}`, fs.readFileSync(path.join(options.uploadDir, relative)), false),
      )
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      format_version: BACKUP_FORMAT_VERSION,
      taken_at: now.toISOString(),
      engine: options.engine,
      ...snapshot,
      uploads,
      checksum: overallChecksum([...snapshot.tables, ...uploads]),
    }
    add(MANIFEST_FILE, encoder.encode(JSON.stringify(manifest, null, 2)))
    zip.end()
    fs.fsyncSync(fd)
  } catch (err) {
    fs.closeSync(fd)
    fs.rmSync(partial, { force: true })
    throw err
  }
  fs.closeSync(fd)
  fs.renameSync(partial, file)
  return { file, fileName: path.basename(file), takenAt: now, sizeBytes: fs.statSync(file).size }
}

/** A table's rows as PostgreSQL prints them as JSON, through a cursor so no page is read twice or missed. */
async function readTable(tx: Db, table: string): Promise<string[]> {
  await tx.execute(
    sql.raw(`declare backup_rows no scroll cursor for select row_to_json(t)::text as j from "${table}" t`),
  )
  const lines: string[] = []
  for (;;) {
    const page = (await tx.execute(sql.raw(`fetch ${FETCH_ROWS} from backup_rows`))) as unknown as {
      rows: { j: string }[]
    }
    for (const row of page.rows) lines.push(row.j)
    if (page.rows.length < FETCH_ROWS) break
  }
  await tx.execute(sql.raw('close backup_rows'))
  return lines
}

/** Every file under `root`, as paths relative to it with forward slashes (the zip's separator). */
export function listFiles(root: string, prefix = ''): string[] {
  if (!fs.existsSync(path.join(root, prefix))) return []
  return fs
    .readdirSync(path.join(root, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name
      if (entry.isDirectory()) return listFiles(root, relative)
      return entry.isFile() ? [relative] : []
    })
    .sort()
}
