// `npm run restore -- <file> [--force]`: restores a backup into the configured database and UPLOAD_DIR.
import path from 'node:path'
import { loadConfig } from '../../config.ts'
import { type Database, openDatabase } from '../../db/client.ts'
import { DataDirInUseError } from '../../db/data-dir-lock.ts'
import { restoreBackup } from './restore.ts'

const config = loadConfig()
const args = process.argv.slice(2)
const named = args.find((arg) => !arg.startsWith('--'))
// npm runs the script in apps/server; a relative name means the folder the command was typed in.
const file = named && path.resolve(process.env.INIT_CWD ?? process.cwd(), named)
// `npm run restore FILE --force` hands --force to npm itself, which passes it on only as npm_config_force.
const force = args.includes('--force') || process.env.npm_config_force === 'true'

async function main() {
  if (!file) throw new Error('Name the backup file: npm run restore -- <file> [--force]')
  let database: Database
  try {
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR })
  } catch (err) {
    if (!(err instanceof DataDirInUseError)) throw err
    throw new Error(`The SMS server is running on ${config.DATA_DIR}: stop it, then restore.`)
  }
  try {
    const { manifest, rows } = await restoreBackup(database, file, { uploadDir: config.UPLOAD_DIR, force })
    const where = database.kind === 'pglite' ? `the embedded database in ${config.DATA_DIR}` : 'PostgreSQL'
    console.log(
      `Restored ${file} (taken ${manifest.taken_at} on ${manifest.engine}, schema ${manifest.schema.migration}): ` +
        `${rows.toLocaleString('en')} rows in ${manifest.tables.length} tables and ${manifest.uploads.length} ` +
        `uploaded files into ${where}.`,
    )
  } finally {
    await database.close()
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err)
  process.exit(1)
})
