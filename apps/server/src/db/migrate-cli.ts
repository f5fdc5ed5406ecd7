// `npm run db:migrate`: brings the configured database (DATABASE_URL, or the embedded one in DATA_DIR) up to date.
import { loadConfig } from '../config.ts'
import { openDatabase } from './client.ts'
import { upgradeDatabase } from './migrate.ts'

const config = loadConfig()
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR })
try {
  await upgradeDatabase(database, config.DATABASE_URL, async () => {})
  console.log(
    `The ${database.kind === 'pglite' ? 'embedded database' : 'PostgreSQL database'} is up to date.`,
  )
} finally {
  await database.close()
}
