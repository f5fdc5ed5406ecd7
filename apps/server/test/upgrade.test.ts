import { type ChildProcess, spawn } from 'node:child_process'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { openPostgres } from '../src/db/client.ts'
import { SCHEMA_NEWER_MESSAGE, upgradeDatabase } from '../src/db/migrate.ts'
import { freePort } from './free-port.ts'
import { withDatabase } from './template-db.ts'
import { createTestDatabase } from './test-database.ts'

const serverDir = new URL('..', import.meta.url).pathname

type Started = { process: ChildProcess; output: () => string; exited: Promise<number | null> }

function startServer(databaseUrl: string, port: number): Started {
  let output = ''
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), SEED_DEMO: '0', LOG_LEVEL: 'warn' },
  })
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
  return { process: child, output: () => output, exited }
}

async function servingOrExited(server: Started, timeoutMs: number) {
  const started = Date.now()
  while (!server.output().includes('SMS is running') && server.process.exitCode === null) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out; the server said:\n${server.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('a database newer than the code', () => {
  it('is refused with a clear message before anything is migrated or seeded', async () => {
    const database = await createTestDatabase()
    try {
      // The template is fully migrated; a later release then recorded one more migration.
      const future = Date.now() + 365 * 24 * 3600 * 1000
      await database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-release', ${future})`,
      )
      let seeded = false
      await expect(
        upgradeDatabase(database, undefined, async () => {
          seeded = true
        }),
      ).rejects.toThrow(SCHEMA_NEWER_MESSAGE)
      expect(seeded).toBe(false)
    } finally {
      await database.close()
    }
  })
})

// Several processes on one PostgreSQL server: only there can two of them start at the same moment.
if (process.env.TEST_DB === 'postgres') {
  describe('several processes starting together on an empty PostgreSQL database', () => {
    const url = process.env.TEST_DATABASE_URL as string
    const name = `sms_upgrade_${Date.now()}`
    const servers: Started[] = []

    afterAll(async () => {
      for (const server of servers) server.process.kill('SIGKILL')
      await Promise.all(servers.map((server) => server.exited))
      const admin = new pg.Client({ connectionString: url })
      await admin.connect()
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
    })

    it('migrate and seed once, and both serve', async () => {
      const admin = new pg.Client({ connectionString: url })
      await admin.connect()
      await admin.query(`CREATE DATABASE ${name}`)
      await admin.end()
      const databaseUrl = withDatabase(url, name)
      const ports = [await freePort(), await freePort()]
      servers.push(...ports.map((port) => startServer(databaseUrl, port)))
      await Promise.all(servers.map((server) => servingOrExited(server, 120_000)))

      for (const [index, server] of servers.entries()) {
        expect(server.process.exitCode, server.output()).toBeNull()
        const health = await fetch(`http://127.0.0.1:${ports[index]}/api/health`)
        expect(health.status).toBe(200)
      }
      const database = await openPostgres(databaseUrl)
      try {
        const count = async (query: ReturnType<typeof sql>) =>
          ((await database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n
        const journal = await import('../src/db/migrations/meta/_journal.json', { with: { type: 'json' } })
        expect(await count(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).toBe(
          journal.default.entries.length,
        )
        expect(await count(sql`select count(*)::int as n from users`)).toBe(1)
      } finally {
        await database.close()
      }
    }, 180_000)
  })
}
