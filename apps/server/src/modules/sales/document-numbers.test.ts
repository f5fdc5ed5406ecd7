import { afterAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../test/test-database.ts'
import { formatNumber, nextNumber, shopYear } from './document-numbers.ts'

const database = await createTestDatabase()
afterAll(() => database.close())
const { db } = database

describe('gapless document numbers', () => {
  it('counts per kind, scope and year, formatted R-2026-000001', async () => {
    expect(await nextNumber(db, 'receipt', 1, 2026)).toBe('R-2026-000001')
    expect(await nextNumber(db, 'receipt', 1, 2026)).toBe('R-2026-000002')
    expect(await nextNumber(db, 'receipt', 2, 2026)).toBe('R-2026-000001')
    expect(await nextNumber(db, 'receipt', 1, 2027)).toBe('R-2027-000001')
    expect(await nextNumber(db, 'credit_note', 0, 2026)).toBe('CN-2026-000001')
  })

  it('gives a rolled-back number back', async () => {
    await db
      .transaction(async (tx) => {
        expect(await nextNumber(tx, 'receipt', 9, 2026)).toBe('R-2026-000001')
        throw new Error('roll back')
      })
      .catch(() => {})
    expect(await nextNumber(db, 'receipt', 9, 2026)).toBe('R-2026-000001')
  })

  it('hands out each number once under concurrent transactions', async () => {
    const numbers = await Promise.all(
      Array.from({ length: 30 }, () => db.transaction((tx) => nextNumber(tx, 'receipt', 5, 2026))),
    )
    expect(new Set(numbers).size).toBe(30)
    expect(numbers.sort()).toEqual(Array.from({ length: 30 }, (_, i) => formatNumber('receipt', 2026, i + 1)))
  })

  it('takes the year in Phnom Penh (UTC+7)', () => {
    expect(shopYear(new Date('2026-12-31T17:30:00Z'))).toBe(2027)
    expect(shopYear(new Date('2026-12-31T16:30:00Z'))).toBe(2026)
  })
})
