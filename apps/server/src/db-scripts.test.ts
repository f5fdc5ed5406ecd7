import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from './db/client.ts'

// `npm run db:migrate` and `npm run db:seed`, as the README promises, on an empty embedded database.
const run = promisify(execFile)
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sms-db-scripts-'))
const { ADMIN_PASSWORD: _, DATABASE_URL: __, ...environment } = process.env
const script = (name: string) =>
  run('npm', ['run', '--silent', name], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...environment, DATA_DIR: dataDir, SEED_DEMO: '0' },
  })

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

describe('database scripts', () => {
  it('migrates an empty database, then seeds it with an administrator whose password is printed', async () => {
    const migrated = await script('db:migrate')
    expect(migrated.stdout).toContain('The embedded database is up to date.')

    const seeded = await script('db:seed')
    expect(seeded.stdout).toMatch(/Sign in as admin@example.com with the password \S+ \(shown once/)
    const again = await script('db:seed')
    expect(again.stdout).toContain('Sign in with your account.')

    const database = await openDatabase({ dataDir })
    const { rows } = (await database.db.execute('select password_hash from users')) as unknown as {
      rows: { password_hash: string }[]
    }
    await database.close()
    expect(rows).toHaveLength(1)
    // Hashed at OWASP's cost by the seed's own process (the tests' own users are hashed cheaply).
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
  }, 180_000)
})
