import { randomInt } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test/test-app.ts'
import { createUser } from '../../db/factories/users.ts'

/** Runs on the in-memory counters, and on Redis when TEST_REDIS_URL is set (as CI does). */
const engines: [string, Record<string, string>][] = [
  ['memory', {}],
  ...(process.env.TEST_REDIS_URL
    ? [['redis', { REDIS_URL: process.env.TEST_REDIS_URL }] as [string, Record<string, string>]]
    : []),
]

// Fresh addresses per run: two test projects may share one Redis at the same time.
const net = () => `10.${randomInt(256)}.${randomInt(256)}`

describe.each(engines)('sign-in limits (%s)', async (_engine, env) => {
  const t = await createTestApp({ LOGIN_MAX_FAILURES: '3', ...env })

  it('counts parallel wrong passwords atomically: 50 at once let exactly 3 be checked', async () => {
    const user = await createUser(t.db)
    const ip = `${net()}.1`
    const answers = await Promise.all(Array.from({ length: 50 }, () => t.login(user.email, 'wrong', ip)))
    const statuses = answers.map((a) => a.statusCode)
    expect(statuses.filter((s) => s === 401)).toHaveLength(3)
    expect(statuses.filter((s) => s === 429)).toHaveLength(47)
    const blocked = answers.find((a) => a.statusCode === 429)
    expect(blocked?.json().code).toBe('AUTH_RATE_LIMITED')
    expect(Number(blocked?.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('blocks the account from the guessing address, even with the right password, but not its owner elsewhere', async () => {
    const user = await createUser(t.db)
    const base = net()
    for (let i = 0; i < 3; i++) expect((await t.login(user.email, 'nope', `${base}.1`)).statusCode).toBe(401)
    expect((await t.login(user.email, user.password, `${base}.1`)).statusCode).toBe(429)
    expect((await t.login(user.email, user.password, `${base}.2`)).statusCode).toBe(200)
  })

  it('slows, never locks, an account guessed from many addresses', async () => {
    const user = await createUser(t.db)
    const base = net()
    // Three times the limit from three addresses each: the account's own budget is used up.
    for (let i = 0; i < 9; i++) await t.login(user.email, 'nope', `${base}.${i % 3}`)
    const first = await t.login(user.email, 'nope', `${base}.50`)
    expect(first.statusCode).toBe(401)
    const next = await t.login(user.email, user.password, `${base}.51`)
    expect(next.statusCode).toBe(429)
    expect(Number(next.headers['retry-after'])).toBeLessThanOrEqual(10)
  })

  it('blocks an address that tries many accounts', async () => {
    const ip = `${net()}.1`
    for (let i = 0; i < 15; i++) await t.login(`guess${i}-${ip}@example.com`, 'nope', ip)
    const user = await createUser(t.db)
    expect((await t.login(user.email, user.password, ip)).statusCode).toBe(429)
  })

  it('does not count successful sign-ins', async () => {
    const user = await createUser(t.db)
    const ip = `${net()}.1`
    for (let i = 0; i < 6; i++) expect((await t.login(user.email, user.password, ip)).statusCode).toBe(200)
  })
})
