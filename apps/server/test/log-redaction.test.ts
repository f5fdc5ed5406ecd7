import { Writable } from 'node:stream'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { loadConfig } from '../src/config.ts'
import { createTestDatabase } from './test-database.ts'

const lines: string[] = []
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk))
    done()
  },
})
const database = await createTestDatabase()
const app = await buildApp({
  config: loadConfig({ WEB_DIST: '/nonexistent', LOG_LEVEL: 'error' }),
  database,
  logger: { level: 'error', stream },
})
afterAll(() => app.close())

const SECRET = 'sokha.secret@example.com'
// A query that fails the way a bug would, with personal data among its parameters.
app.get('/api/test-failing-query', { config: { access: 'public' } }, async () => {
  await app.db.execute(sql`select ${SECRET}::int as broken`)
})

describe('the error log', () => {
  it('records a failed query without its parameters or the values PostgreSQL quotes', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test-failing-query' })
    expect(response.statusCode).toBe(500)
    const log = lines.join('')
    expect(log).toContain('unhandled error')
    expect(log).toContain('22P02')
    expect(log).not.toContain(SECRET)
    expect(response.body).not.toContain(SECRET)
  })
})
