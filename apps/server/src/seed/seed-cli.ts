// `npm run db:seed`: migrates, then adds what a working installation needs (and the demo shop, as on start).
import { sql } from 'drizzle-orm'
import { loadConfig } from '../config.ts'
import { openDatabase } from '../db/client.ts'
import { upgradeDatabase } from '../db/migrate.ts'
import { describeSeed, seedDatabase } from './seed.ts'

const config = loadConfig()
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR })
try {
  const result = await upgradeDatabase(database, config.DATABASE_URL, () => seedDatabase(database.db, config))
  // The gazetteer and the demo shop are bulk loads, and PGlite has no autovacuum to gather their statistics.
  if (database.kind === 'pglite') await database.db.execute(sql`analyze`)
  for (const line of describeSeed(result)) console.log(line)
} finally {
  await database.close()
}
