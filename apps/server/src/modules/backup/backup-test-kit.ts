import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { dropWhenClosed, withDatabase } from '../../../test/template-db.ts'
import { type Database, openPostgres, pgliteExtensions, wrapPglite } from '../../db/client.ts'

export const postgresUrl = process.env.TEST_DATABASE_URL

/** A database with nothing in it, not even the schema: what a new machine or a new server starts with. */
export async function emptyDatabase(engine: 'pglite' | 'postgres'): Promise<Database> {
  if (engine === 'pglite') return wrapPglite(await PGlite.create({ extensions: pgliteExtensions }))
  if (!postgresUrl) throw new Error('an empty PostgreSQL database needs TEST_DATABASE_URL')
  const name = `sms_restore_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: postgresUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  const database = await openPostgres(withDatabase(postgresUrl, name))
  return {
    ...database,
    close: async () => {
      await database.close()
      await dropWhenClosed(admin, name)
      await admin.end()
    },
  }
}

export const tempFolder = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), `sms-${prefix}-`))

/** Row counts of the tables a shop cares about most. */
export async function countsOf(database: Database, tables: string[]) {
  const counts: Record<string, number> = {}
  for (const table of tables) {
    const result = (await database.db.execute(
      sql.raw(`select count(*)::int as n from "${table}"`),
    )) as unknown as { rows: { n: number }[] }
    counts[table] = result.rows[0]?.n ?? 0
  }
  return counts
}
