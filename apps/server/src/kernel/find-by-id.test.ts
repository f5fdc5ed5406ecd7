import { afterAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../test/test-database.ts'
import { createStore } from '../db/factories/parties.ts'
import { stores } from '../db/schema/index.ts'
import { AppError } from '../lib/errors.ts'
import { findById } from './find-by-id.ts'

const database = await createTestDatabase()
afterAll(() => database.close())
const { db } = database

describe('the find-and-lock reader', () => {
  it('answers the row by id, read plainly or locked in a transaction', async () => {
    const store = await createStore(db)
    expect((await findById(db, stores, store.id, { resource: 'stores' })).code).toBe(store.code)
    const locked = await db.transaction((tx) =>
      findById(tx, stores, store.id, { resource: 'stores', lock: true }),
    )
    expect(locked.id).toBe(store.id)
  })

  it("gives the module's own 404 for a missing id, locked or not", async () => {
    for (const lock of [false, true]) {
      const error = await findById(db, stores, 987_654, { resource: 'stock-transfers', lock }).catch((e) => e)
      expect(error).toBeInstanceOf(AppError)
      expect(error).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' })
      expect(error.message).toBe('stock-transfers 987654 was not found.')
    }
  })
})
