import fs from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { buildServer } from '../scripts/build.mjs'
import { type Database, openPostgres, pgliteExtensions, wrapPglite } from '../src/db/client.ts'
import { runMigrations } from '../src/db/migrate.ts'
import { seedGazetteer } from '../src/modules/gazetteer/gazetteer.seed.ts'
import { seedPermissionsAndRoles } from '../src/seed/reference.ts'
import { ensureTemplateDir, PG_TEMPLATE_NAME, PGLITE_TEMPLATE, withDatabase } from './template-db.ts'

/**
 * Migrates and seeds one database per engine once; every test file then starts from a copy of it. The build
 * and the two templates do not depend on each other, and PGlite works on this process's thread while
 * PostgreSQL works in its own, so they are made side by side: no test starts before all three are ready.
 */
export default async function setup() {
  ensureTemplateDir()
  // The spawned-server tests start dist/main.js, what `npm start` runs (issue 22.5).
  await Promise.all([buildServer(), makePgliteTemplate(), makePostgresTemplate()])
}

async function migrateAndSeed(database: Database) {
  await runMigrations(database)
  await seedPermissionsAndRoles(database.db)
  await seedGazetteer(database.db)
}

async function makePgliteTemplate() {
  const client = await PGlite.create({ extensions: pgliteExtensions })
  await migrateAndSeed(wrapPglite(client))
  // Uncompressed: each of the few hundred test files that copy it is spared unzipping it.
  const dump = await client.dumpDataDir('none')
  fs.writeFileSync(PGLITE_TEMPLATE, Buffer.from(await dump.arrayBuffer()))
  await client.close()
}

async function makePostgresTemplate() {
  const url = process.env.TEST_DATABASE_URL
  if (!url) return
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE_NAME} WITH (FORCE)`)
  await admin.query(`CREATE DATABASE ${PG_TEMPLATE_NAME}`)
  const template = await openPostgres(withDatabase(url, PG_TEMPLATE_NAME))
  await migrateAndSeed(template)
  await template.close()
  await admin.end()
}
