import 'fake-indexeddb/auto'
import { deleteDB } from 'idb'
import { afterEach, describe, expect, it } from 'vitest'
import { ensureTill, nextOfflineNumber } from './till-device.ts'
import { closeTillStateDb, TILL_STATE_DB } from './till-state-db.ts'

afterEach(async () => {
  await closeTillStateDb()
  await deleteDB(TILL_STATE_DB)
})

describe('till device', () => {
  it('registers once per store and numbers receipts T{id}-000001 upwards, never twice', async () => {
    let calls = 0
    const register = async (storeId: number) => {
      calls++
      return { id: 3, store_id: storeId, code: 'T3', name: 'Till', created_at: '2026-01-01T00:00:00Z' }
    }
    expect(await nextOfflineNumber(1)).toBeNull()
    await ensureTill(1, register)
    await ensureTill(1, register)
    expect(calls).toBe(1)
    const numbers = await Promise.all([nextOfflineNumber(1), nextOfflineNumber(1), nextOfflineNumber(1)])
    expect(numbers.map((n) => n?.number).sort()).toEqual(['T3-000001', 'T3-000002', 'T3-000003'])
    expect(numbers[0]?.tillId).toBe(3)
    expect(await nextOfflineNumber(2)).toBeNull()
  })
})
