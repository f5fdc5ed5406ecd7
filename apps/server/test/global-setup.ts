import fs from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { buildServer } from '../scripts/build.mjs'
import { openPostgres, pgliteExtensions, wrapPglite } from '../src/db/client.ts'
import { runMigrations } from '../src/db/migrate.ts'
import { seedGazetteer } from '../src/modules/gazetteer/gazetteer.seed.ts'
import { seedPermissionsAndRoles } from '../src/seed/reference.ts'
import { ensureTemplateDir, PG_TEMPLATE_NAME, PGLITE_TEMPLATE, withDatabase } from './template-db.ts'

/** Migrates and seeds one database per engine once; every test file then starts from a copy of it. */
export default async function setup() {
  // The spawned-server tests start dist/main.js, what `npm start` runs (issue 22.5).
  await buildServer()
  ensureTemplateDir()
  const client = await PGlite.create({ extensions: pgliteExtensions })
  const database = wrapPglite(client)
  await runMigrations(database)
  await seedPermissionsAndRoles(database.db)
  await seedGazetteer(database.db)
  const dump = await client.dumpDataDir('gzip')
  fs.writeFileSync(PGLITE_TEMPLATE, Buffer.from(await dump.arrayBuffer()))
  await client.close()

  const url = process.env.TEST_DATABASE_URL
  if (!url) return
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE_NAME} WITH (FORCE)`)
  await admin.query(`CREATE DATABASE ${PG_TEMPLATE_NAME}`)
  const template = await openPostgres(withDatabase(url, PG_TEMPLATE_NAME))
  await runMigrations(template)
  await seedPermissionsAndRoles(template.db)
  await seedGazetteer(template.db)
  await template.close()
  await admin.end()
}
