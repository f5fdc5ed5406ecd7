import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** Where the migrated PGlite template is dumped once per run and cloned by each test file. */
export const TEMPLATE_DIR = path.resolve(import.meta.dirname, '../../../.tmp/test-db')
export const PGLITE_TEMPLATE = path.join(TEMPLATE_DIR, 'pglite-template.tar.gz')
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
