import fs from 'node:fs'
import path from 'node:path'

/** Where the migrated PGlite template is dumped once per run and cloned by each test file. */
export const TEMPLATE_DIR = path.resolve(import.meta.dirname, '../../../.tmp/test-db')
export const PGLITE_TEMPLATE = path.join(TEMPLATE_DIR, 'pglite-template.tar.gz')
export const PG_TEMPLATE_NAME = 'sms_test_template'

export function ensureTemplateDir() {
  fs.mkdirSync(TEMPLATE_DIR, { recursive: true })
}

export function withDatabase(url: string, database: string) {
  const u = new URL(url)
  u.pathname = `/${database}`
  return u.toString()
}
