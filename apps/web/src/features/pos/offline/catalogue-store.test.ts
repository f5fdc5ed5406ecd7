import 'fake-indexeddb/auto'
import type { TillCatalogue, TillCatalogueProduct, TillCatalogueQuery } from '@sms/contract'
import { describe, expect, it } from 'vitest'
import {
  applyStockChange,
  DELTA_OVERLAP_MS,
  openCatalogue,
  productByCodeOffline,
  readAllProducts,
  readCatalogueState,
  searchProducts,
  syncCatalogue,
  WRITE_CHUNK,
} from './catalogue-store.ts'

const product = (id: number, overrides: Partial<TillCatalogueProduct> = {}): TillCatalogueProduct => ({
  id,
  sku: `SKU-${id}`,
  barcode: `885000${id}`,
  name_en: `Product ${id}`,
  name_kh: `ផលិតផល ${id}`,
  price_usd: 100 * id,
  price_khr: 0,
  taxable: true,
  is_lot_tracked: false,
  unit_id: null,
  unit_en: null,
  unit_kh: null,
  divisible: true,
  category_id: id % 2,
  category_en: null,
  category_kh: null,
  on_hand: 10,
  ...overrides,
})

/** A fake server: its products by id, paged by keyset as the API pages them, recording every query. */
function fakeServer(products: TillCatalogueProduct[], serverTime: string) {
  const queries: TillCatalogueQuery[] = []
  let changed = products
  let deleted: number[] = []
  const fetchPage = async (query: TillCatalogueQuery): Promise<TillCatalogue> => {
    queries.push(query)
    const source = query.updated_since ? changed : products
    const after = Number(query.after ?? 0)
    const limit = Number(query.limit ?? 2000)
    const rest = source.filter((p) => p.id > after)
    const page = rest.slice(0, limit)
    const more = rest.length > limit
    return {
      products: page,
      deleted_ids: query.updated_since ? deleted.filter((id) => id > after) : [],
      discounts: [],
      next_after: more ? (page.at(-1)?.id ?? null) : null,
      server_time: serverTime,
      rate: 4100,
    }
  }
  return {
    queries,
    fetchPage,
    changeTo(next: TillCatalogueProduct[], gone: number[]) {
      changed = next
      deleted = gone
    },
  }
}

let dbCount = 0
const freshDb = () => openCatalogue(`test-catalogue-${++dbCount}`)

describe('the catalogue on the device', () => {
  it('loads every page the first time, then asks only for what changed since, less the overlap', async () => {
    const db = await freshDb()
    const all = Array.from({ length: 12 }, (_, i) => product(i + 1))
    const server = fakeServer(all, '2026-11-27T10:00:00.000Z')
    expect(await syncCatalogue(db, 3, server.fetchPage, 5)).toEqual({ mode: 'full', changed: 12 })
    expect(server.queries.map((q) => q.after)).toEqual([0, 5, 10])
    expect(await db.count('products')).toBe(12)

    server.changeTo([product(5, { price_usd: 999 })], [7, 8])
    expect(await syncCatalogue(db, 3, server.fetchPage, 5)).toEqual({ mode: 'delta', changed: 3 })
    const delta = server.queries.at(-1)
    expect(delta?.updated_since).toBe(
      new Date(Date.parse('2026-11-27T10:00:00.000Z') - DELTA_OVERLAP_MS).toISOString(),
    )
    expect((await db.get('products', 5))?.price_usd).toBe(999)
    expect(await db.get('products', 7)).toBeUndefined()
    expect(await db.count('products')).toBe(10)
    expect(await readCatalogueState(db)).toMatchObject({ store_id: 3, rate: 4100 })
  })

  it('writes a page in short transactions, so a scan typed during a first load is not kept waiting', async () => {
    const db = await freshDb()
    const page = Array.from({ length: 2 * WRITE_CHUNK + 1 }, (_, i) => product(i + 1))
    let writeTransactions = 0
    const transaction = db.transaction.bind(db)
    db.transaction = ((...args: Parameters<typeof transaction>) => {
      if (args[0] === 'products' && args[1] === 'readwrite') writeTransactions += 1
      return transaction(...args)
    }) as typeof db.transaction
    await syncCatalogue(db, 3, fakeServer(page, '2026-11-27T10:00:00.000Z').fetchPage, page.length)
    // The first load empties the store, then writes 250 + 250 + 1.
    expect(writeTransactions).toBe(1 + 3)
    expect(await db.count('products')).toBe(page.length)
  })

  it('starts over for another store, and after a first load cut short', async () => {
    const db = await freshDb()
    const server = fakeServer([product(1), product(2)], '2026-11-27T10:00:00.000Z')
    await syncCatalogue(db, 3, server.fetchPage)
    expect((await syncCatalogue(db, 4, server.fetchPage)).mode).toBe('full')

    const cut = await freshDb()
    const failing = async () => {
      throw new Error('offline')
    }
    await expect(syncCatalogue(cut, 3, failing)).rejects.toThrow('offline')
    expect((await syncCatalogue(cut, 3, server.fetchPage)).mode).toBe('full')
  })

  it('finds products by either name, SKU or barcode, and by exact code for a scan', async () => {
    const db = await freshDb()
    const server = fakeServer(
      [product(1, { name_en: 'Angkor Beer', barcode: '8850001' }), product(2, { name_kh: 'ទឹកដោះគោ' })],
      '2026-11-27T10:00:00.000Z',
    )
    await syncCatalogue(db, 3, server.fetchPage)
    const all = await readAllProducts(db)
    expect(searchProducts(all, 'angkor', { limit: 10 }).map((p) => p.id)).toEqual([1])
    expect(searchProducts(all, 'ទឹកដោះ', { limit: 10 }).map((p) => p.id)).toEqual([2])
    expect(searchProducts(all, '', { limit: 10, categoryId: 0 }).map((p) => p.id)).toEqual([2])
    expect((await productByCodeOffline(db, '8850001'))?.id).toBe(1)
    expect((await productByCodeOffline(db, 'SKU-2'))?.id).toBe(2)
    expect(await productByCodeOffline(db, 'nothing')).toBeNull()
  })

  it('follows a stock change pushed by the live events', async () => {
    const db = await freshDb()
    await syncCatalogue(db, 3, fakeServer([product(1)], '2026-11-27T10:00:00.000Z').fetchPage)
    await applyStockChange(db, { product_id: 1, on_hand: -2 })
    await applyStockChange(db, { product_id: 99, on_hand: 5 })
    expect((await db.get('products', 1))?.on_hand).toBe(-2)
    expect(await db.get('products', 99)).toBeUndefined()
  })
})
