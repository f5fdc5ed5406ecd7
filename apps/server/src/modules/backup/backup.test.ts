import fs from 'node:fs'
import path from 'node:path'
import type { CheckoutRequest } from '@sms/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app.ts'
import { loadConfig } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import { createSalesTestApp } from '../sales/sales-test-kit.ts'
import { findLedgerDifferences } from '../stock/stock-ledger.ts'
import { BackupFileError } from './backup-read.ts'
import { countsOf, emptyDatabase, postgresUrl, tempFolder } from './backup-test-kit.ts'
import { takeBackup } from './backup-write.ts'
import { RestoreRefusedError, restoreBackup } from './restore.ts'

const t = await createSalesTestApp()
const engine = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite'
const otherEngine = engine === 'pglite' ? 'postgres' : 'pglite'
const folder = tempFolder('backups')
const uploadDir = tempFolder('uploads')
const opened: Database[] = []
const MAIN = ['orders', 'order_lines', 'order_payments', 'stock_movements', 'products', 'users']

let cashier: Awaited<ReturnType<typeof t.cashierAt>>
let basket: CheckoutRequest
let first: Awaited<ReturnType<typeof takeBackup>>
let second: Awaited<ReturnType<typeof takeBackup>>

const backUp = (at: string) => takeBackup(t.db, { engine, folder, uploadDir, now: new Date(at) })
async function target(kind: 'pglite' | 'postgres') {
  const database = await emptyDatabase(kind)
  opened.push(database)
  return database
}

beforeAll(async () => {
  const store = await t.createStore()
  cashier = await t.cashierAt(store.id)
  const product = await t.createProduct({ price_usd: 250 })
  await t.stockUp(store.id, product.id, 10)
  basket = {
    store_id: store.id,
    lines: [{ product_id: product.id, quantity: 1 }],
    tenders: [{ method: 'cash', currency: 'USD', amount: 250 }],
  }
  fs.mkdirSync(path.join(uploadDir, 'products/1'), { recursive: true })
  fs.writeFileSync(path.join(uploadDir, 'products/1/photo.webp'), 'not really a picture')
  await t.sell(cashier.token, basket)
  first = await backUp('2026-11-01T02:30:00Z')
  await t.sell(cashier.token, basket)
  second = await backUp('2026-11-02T02:30:00Z')
})
afterAll(async () => {
  for (const database of opened) await database.close()
})

describe('a backup', () => {
  it('is a timestamped zip with a manifest naming the schema, the row counts and a checksum', async () => {
    expect(second.fileName).toBe('sms-backup-20261102T023000Z.zip')
    expect(second.sizeBytes).toBeGreaterThan(1000)
    const { readBackup } = await import('./backup-read.ts')
    const { manifest } = readBackup(second.file)
    expect(manifest.engine).toBe(engine)
    expect(manifest.schema.migration).toMatch(/^\d{4}_/)
    expect(manifest.tables.find((table) => table.name === 'orders')?.rows).toBe(2)
    expect(manifest.uploads.map((upload) => upload.file)).toEqual(['uploads/products/1/photo.webp'])
    expect(manifest.checksum).toMatch(/^[0-9a-f]{64}$/)
    // Parents first: a sale's lines come after the sale, the sale after its store.
    const order = manifest.tables.map((table) => table.name)
    expect(order.indexOf('stores')).toBeLessThan(order.indexOf('orders'))
    expect(order.indexOf('orders')).toBeLessThan(order.indexOf('order_lines'))
  })
})

// A restore migrates a new database and loads the gazetteer's tens of thousands of rows: a minute on a busy machine.
describe('restore on the same engine', { timeout: 300_000 }, () => {
  it('restores the first backup without the later sale, and the second with it, and the shop goes on', async () => {
    const database = await target(engine)
    const restoredUploads = tempFolder('restored-uploads')
    await restoreBackup(database, first.file, { uploadDir: restoredUploads })
    expect((await countsOf(database, ['orders'])).orders).toBe(1)
    expect(fs.readFileSync(path.join(restoredUploads, 'products/1/photo.webp'), 'utf8')).toBe(
      'not really a picture',
    )

    await expect(restoreBackup(database, second.file, { uploadDir: restoredUploads })).rejects.toThrow(
      RestoreRefusedError,
    )
    expect((await countsOf(database, ['orders'])).orders).toBe(1)
    await restoreBackup(database, second.file, { uploadDir: restoredUploads, force: true })
    expect(await countsOf(database, MAIN)).toEqual(await countsOf({ db: t.db } as Database, MAIN))
    expect(await findLedgerDifferences(database.db)).toEqual([])

    // The restored shop takes the next sale: sessions, shifts and numbering came back, identities moved on.
    const app = await buildApp({
      config: loadConfig({ WEB_DIST: '/nonexistent', LOG_LEVEL: 'silent', UPLOAD_DIR: restoredUploads }),
      database: { ...database, close: async () => {} },
      logger: false,
    })
    const sale = await app.inject({
      method: 'POST',
      url: '/api/pos/checkout',
      headers: { authorization: `Bearer ${cashier.token}`, 'idempotency-key': crypto.randomUUID() },
      payload: basket,
    })
    expect(sale.statusCode, sale.body).toBe(201)
    const originalNext = await t.sell(cashier.token, basket)
    expect(sale.json().data.number).toBe(originalNext.number)
    await app.close()
  })
})

describe.skipIf(engine === 'pglite' && !postgresUrl)(
  `restore across engines (${engine} → ${otherEngine})`,
  { timeout: 300_000 },
  () => {
    it('restores every row as it was', async () => {
      const database = await target(otherEngine)
      await restoreBackup(database, second.file, { uploadDir: tempFolder('cross-uploads') })
      const again = await takeBackup(database.db, {
        engine: otherEngine,
        folder: tempFolder('cross-backups'),
        uploadDir,
        now: new Date('2026-11-03T00:00:00Z'),
      })
      const { readBackup } = await import('./backup-read.ts')
      const before = readBackup(second.file).manifest.tables.map(({ name, rows, sha256 }) => ({
        name,
        rows,
        sha256,
      }))
      const after = readBackup(again.file).manifest.tables.map(({ name, rows, sha256 }) => ({
        name,
        rows,
        sha256,
      }))
      expect(after).toEqual(before)
    })
  },
)

describe('a damaged backup', () => {
  it.each([
    ['truncated', (data: Buffer) => data.subarray(0, Math.floor(data.length / 2))],
    [
      'with a byte changed',
      (data: Buffer) => {
        const copy = Buffer.from(data)
        const at = Math.floor(copy.length / 3)
        copy[at] = (copy[at] ?? 0) ^ 0xff
        return copy
      },
    ],
    ['empty', () => Buffer.alloc(0)],
  ])('is refused when %s, and nothing is changed', async (_, damage) => {
    const damaged = path.join(tempFolder('damaged'), 'sms-backup.zip')
    fs.writeFileSync(damaged, damage(fs.readFileSync(second.file)))
    const before = await countsOf({ db: t.db } as Database, MAIN)
    const error = await restoreBackup({ db: t.db, kind: engine } as Database, damaged, {
      uploadDir,
      force: true,
    }).catch((err: unknown) => err)
    expect(error).toBeInstanceOf(BackupFileError)
    expect((error as Error).message).toMatch(/damaged|incomplete|not an SMS backup/)
    expect(await countsOf({ db: t.db } as Database, MAIN)).toEqual(before)
  })
})
