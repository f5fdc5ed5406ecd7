import { sql } from 'drizzle-orm'
import { buildApp } from './app.ts'
import { loadConfig } from './config.ts'
import { openDatabase } from './db/client.ts'
import { upgradeDatabase } from './db/migrate.ts'
import { scheduleDailyBackups } from './modules/backup/backup-service.ts'
import { describeSeed, seedDatabase } from './seed/seed.ts'

async function main() {
  const config = loadConfig()
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR })
  const seeded = await upgradeDatabase(database, config.DATABASE_URL, () => seedDatabase(database.db, config))
  // PGlite has no autovacuum: refresh planner statistics once per start so searches keep their indexes.
  if (database.kind === 'pglite') await database.db.execute(sql`analyze`)
  const app = await buildApp({ config, database })

  let isClosing = false
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, async () => {
      if (isClosing) return
      isClosing = true
      app.log.info(`${signal} received: draining connections and closing the database`)
      await app.close()
      process.exit(0)
    })
  }

  await app.listen({ port: config.PORT, host: config.HOST })
  if (app.backups.settings.daily) scheduleDailyBackups(app.backups, app.log)
  const where =
    database.kind === 'pglite' ? `embedded database in ${config.DATA_DIR}` : 'PostgreSQL (DATABASE_URL)'
  const url = `http://localhost:${(app.server.address() as { port: number }).port}`
  console.log(`\nSMS is running at ${url} on the ${where}.`)
  for (const line of describeSeed(seeded)) console.log(line)
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err)
  process.exit(1)
})
