import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type pg from 'pg'

/** Where the migrated PGlite template is dumped once per run and cloned by each test file. */
export const TEMPLATE_DIR = path.resolve(import.meta.dirname, '../../../.tmp/test-db')
export const PGLITE_TEMPLATE = path.join(TEMPLATE_DIR, 'pglite-template.tar')
// One template per checkout, so two checkouts on one PostgreSQL server never drop each other's template.
const checkoutTag = createHash('sha256').update(TEMPLATE_DIR).digest('hex').slice(0, 8)
export const PG_TEMPLATE_NAME = `sms_test_template_${checkoutTag}`

export function ensureTemplateDir() {
  fs.mkdirSync(TEMPLATE_DIR, { recursive: true })
}

export function withDatabase(url: string, database: string) {
  const u = new URL(url)
  u.pathname = `/${database}`
  return u.toString()
}

/**
 * pg's pool.end() resolves before its sockets have closed. Dropping WITH (FORCE) at that moment kills a
 * closing connection, whose FATAL 57P01 then surfaces as an unhandled error; so wait for them to go.
 */
export async function dropWhenClosed(admin: pg.Client, name: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${name}`)
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
}
