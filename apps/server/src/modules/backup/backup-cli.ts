// `npm run backup`: a backup of the configured database and the uploads into BACKUP_DIR (or `--out <folder>`).
import path from 'node:path'
import { loadConfig } from '../../config.ts'
import { type Database, openDatabase } from '../../db/client.ts'
import { DataDirInUseError } from '../../db/data-dir-lock.ts'
import { createBackups } from './backup-service.ts'

const config = loadConfig()
const outAt = process.argv.indexOf('--out')
const out = outAt > 0 ? process.argv[outAt + 1] : undefined
// npm runs the script in apps/server; a relative folder means the one the command was typed in.
const folder =
  out === undefined ? config.BACKUP_DIR : path.resolve(process.env.INIT_CWD ?? process.cwd(), out)

async function main() {
  if (outAt > 0 && !out) throw new Error('--out needs a folder.')
  let database: Database
  try {
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR })
  } catch (err) {
    // PGlite is one process: the running server holds it, so the server takes the backup itself.
    if (!(err instanceof DataDirInUseError)) throw err
    throw new Error(
      `The SMS server is running on the embedded database in ${config.DATA_DIR}, so it takes the backups itself: ` +
        'Settings → Backups → "Back up now", or the daily backup into its backup folder. ' +
        'To back up from here, stop the server first.',
    )
  }
  try {
    const backups = createBackups(database.db, {
      engine: database.kind,
      folder,
      uploadDir: config.UPLOAD_DIR,
      keep: config.BACKUP_KEEP,
      daily: false,
      time: config.BACKUP_TIME,
    })
    const taken = await backups.take()
    console.log(`Backup written: ${folder}/${taken.file_name} (${(taken.size_bytes / 1e6).toFixed(1)} MB).`)
  } finally {
    await database.close()
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err)
  process.exit(1)
})
