import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../test/test-database.ts'
import { rowsOf } from './rows.ts'
import { shopDay, shopDaySql, shopToday, shopTodaySql } from './shop-day.ts'

const database = await createTestDatabase()
afterAll(() => database.close())
const { db } = database

/** The shop's day of an instant as the database computes it, as text. */
async function dayInSql(at: string) {
  const [row] = rowsOf<{ day: string }>(
    await db.execute(sql`select to_char(${shopDaySql(sql`${at}::timestamptz`)}, 'YYYY-MM-DD') as day`),
  )
  return row?.day
}

describe("the shop's day (Phnom Penh, UTC+7)", () => {
  it('is already the next day at 23:30 UTC, in JavaScript and in SQL alike', async () => {
    expect(shopDay(new Date('2026-11-27T23:30:00Z'))).toBe('2026-11-28')
    expect(await dayInSql('2026-11-27T23:30:00Z')).toBe('2026-11-28')
  })

  it('turns at 17:00 UTC, midnight in Phnom Penh, and a new year with it', async () => {
    expect(shopDay(new Date('2026-12-31T16:59:59Z'))).toBe('2026-12-31')
    expect(shopDay(new Date('2026-12-31T17:00:00Z'))).toBe('2027-01-01')
    expect(await dayInSql('2026-12-31T16:59:59Z')).toBe('2026-12-31')
    expect(await dayInSql('2026-12-31T17:00:00Z')).toBe('2027-01-01')
  })

  it("has today agree between the server's clock and the database's", async () => {
    const before = shopToday()
    const [row] = rowsOf<{ day: string }>(
      await db.execute(sql`select to_char(${shopTodaySql}, 'YYYY-MM-DD') as day`),
    )
    // Midnight may pass between the two readings; the day is then one of the two.
    expect([before, shopToday()]).toContain(row?.day)
  })
})
