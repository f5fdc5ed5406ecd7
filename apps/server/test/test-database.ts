import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { type Database, openPostgres, pgliteExtensions, wrapPglite } from '../src/db/client.ts'
import { dropWhenClosed, PG_TEMPLATE_NAME, PGLITE_TEMPLATE, withDatabase } from './template-db.ts'

/** A fresh, migrated database for one test file: a PGlite clone, or a PostgreSQL database from the template. */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB === 'postgres') return createPostgresCopy()
  const dump = new Blob([fs.readFileSync(PGLITE_TEMPLATE)])
  const client = await PGlite.create({ loadDataDir: dump, extensions: pgliteExtensions })
  return wrapPglite(client)
}

async function createPostgresCopy(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL')
  const name = `sms_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  // Two files copying the template at the same moment can collide; the copy is cheap, so retry.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE_NAME}`)
      break
    } catch (err) {
      if (attempt >= 20) throw err
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200))
    }
  }
  const database = await openPostgres(withDatabase(url, name))
  return {
    ...database,
    close: async () => {
      await database.close()
      await dropWhenClosed(admin, name)
      await admin.end()
    },
  }
}
