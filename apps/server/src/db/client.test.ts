import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { openDatabase } from './client.ts'

describe('the embedded database', () => {
  it('refuses a second open of the same data directory with a clear message', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sms-lock-'))
    const first = await openDatabase({ dataDir })
    try {
      await expect(openDatabase({ dataDir })).rejects.toThrow(/already in use by another SMS process/)
      await first.db.execute(sql`select 1`)
    } finally {
      await first.close()
    }
    const again = await openDatabase({ dataDir })
    await again.close()
  })
})
