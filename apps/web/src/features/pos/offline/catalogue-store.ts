import {
  asCode,
  type TillCatalogue,
  type TillCatalogueProduct,
  type TillCatalogueQuery,
  withoutIgnoredMarks,
} from '@sms/contract'
import { type DBSchema, type IDBPDatabase, type IDBPObjectStore, openDB } from 'idb'

/**
 * The till's catalogue on the device (decision 0031), in its own IndexedDB database: every active product of
 * the till's store with its stock there, the usable discounts and the rate. Loaded once, then kept fresh by
 * `updated_since` deltas and the live events, so 100,000 products are not read again on every start; the
 * till's search and scan read it when the server cannot be reached.
 */
export const CATALOGUE_DB_NAME = 'sms-till-catalogue'
/** Products per page of the first load: few enough requests for 100,000 products. */
const PAGE_SIZE = 5000
/**
 * Products written per IndexedDB transaction. Each `put` clones its product on the main thread: a whole page
 * in one transaction held it for up to 0.8 s (e2e/till-ready.bench.ts), and a scan typed meanwhile waited.
 * Each chunk is a short task, and the transaction's end lets waiting keys and renders in between.
 */
export const WRITE_CHUNK = 250
/**
 * A delta starts this long before the last read's server time: a sale committed just after that read began
 * stamps its stock with its transaction's start, which may be earlier. Reading a minute twice costs nothing.
 */
export const DELTA_OVERLAP_MS = 60_000

export type CachedProduct = TillCatalogueProduct & { search: string }
type SyncState = Pick<TillCatalogue, 'discounts' | 'rate' | 'server_time'> & { store_id: number }

interface CatalogueSchema extends DBSchema {
  products: { key: number; value: CachedProduct; indexes: { barcode: string; sku: string } }
  state: { key: 'sync'; value: SyncState }
}

export type CatalogueDb = IDBPDatabase<CatalogueSchema>
export type FetchCataloguePage = (query: TillCatalogueQuery) => Promise<TillCatalogue>

export function openCatalogue(name = CATALOGUE_DB_NAME): Promise<CatalogueDb> {
  return openDB<CatalogueSchema>(name, 1, {
    upgrade(db) {
      const products = db.createObjectStore('products', { keyPath: 'id' })
      products.createIndex('barcode', 'barcode')
      products.createIndex('sku', 'sku')
      db.createObjectStore('state')
    },
  })
}

/** Text as the search compares it (as the server's): any case, without the Khmer keyboard's invisible marks. */
const comparable = (text: string) => withoutIgnoredMarks(text).toLocaleLowerCase()

/** What a search matches, made comparable once when stored: both names, the SKU and the barcode. */
const searchTextOf = (p: TillCatalogueProduct) =>
  comparable([p.name_en, p.name_kh ?? '', p.sku, p.barcode ?? ''].join('\n'))

/**
 * Brings the device's copy up to date: the whole catalogue the first time (or for another store), else what
 * changed since the last read. A first load cut short leaves no sync state, so the next start loads again.
 */
export async function syncCatalogue(
  db: CatalogueDb,
  storeId: number,
  fetchPage: FetchCataloguePage,
  pageSize = PAGE_SIZE,
) {
  const state = await db.get('state', 'sync')
  const isFull = !state || state.store_id !== storeId
  if (isFull) await db.clear('products')
  const updated_since = isFull
    ? undefined
    : new Date(Date.parse(state.server_time) - DELTA_OVERLAP_MS).toISOString()
  let after = 0
  let first: TillCatalogue | null = null
  let changed = 0
  for (;;) {
    const page = await fetchPage({ store_id: storeId, updated_since, after, limit: pageSize })
    first ??= page
    await writeInChunks(db, page.products, (store, product) =>
      store.put({ ...product, search: searchTextOf(product) }),
    )
    await writeInChunks(db, page.deleted_ids, (store, id) => store.delete(id))
    changed += page.products.length + page.deleted_ids.length
    if (page.next_after === null) break
    after = page.next_after
  }
  await db.put(
    'state',
    { store_id: storeId, server_time: first.server_time, discounts: first.discounts, rate: first.rate },
    'sync',
  )
  return { mode: isFull ? ('full' as const) : ('delta' as const), changed }
}

type ProductStore = IDBPObjectStore<CatalogueSchema, ['products'], 'products', 'readwrite'>

/** One transaction per `WRITE_CHUNK` items, each awaited, so the page is written in short tasks. */
async function writeInChunks<T>(
  db: CatalogueDb,
  items: readonly T[],
  write: (store: ProductStore, item: T) => void,
) {
  for (let start = 0; start < items.length; start += WRITE_CHUNK) {
    const tx = db.transaction('products', 'readwrite')
    for (const item of items.slice(start, start + WRITE_CHUNK)) write(tx.store, item)
    await tx.done
  }
}

/** A `stock.changed` event the till already receives: the level on the device follows at once. */
export async function applyStockChange(db: CatalogueDb, change: { product_id: number; on_hand: number }) {
  const tx = db.transaction('products', 'readwrite')
  const product = await tx.store.get(change.product_id)
  if (product) await tx.store.put({ ...product, on_hand: change.on_hand })
  await tx.done
}

/** The device's sync state: which store, when it was last read, the discounts and the rate then. */
export const readCatalogueState = (db: CatalogueDb) => db.get('state', 'sync')

/** Every cached product, for the in-memory search a till runs on each key (IndexedDB per key is too slow). */
export const readAllProducts = (db: CatalogueDb) => db.getAll('products')

/** Products whose names, SKU or barcode contain `q` (any case), in id order, at most `limit`. */
export function searchProducts(
  products: readonly CachedProduct[],
  q: string,
  options: { limit: number; categoryId?: number | null },
) {
  const needle = comparable(q.trim())
  const found: CachedProduct[] = []
  for (const product of products) {
    if (options.categoryId != null && product.category_id !== options.categoryId) continue
    if (needle && !product.search.includes(needle)) continue
    found.push(product)
    if (found.length >= options.limit) break
  }
  return found
}

/** The one product with exactly this barcode, else this SKU (as the online scan): null when none. */
export async function productByCodeOffline(db: CatalogueDb, typed: string) {
  const code = asCode(typed)
  return (
    (await db.getFromIndex('products', 'barcode', code)) ??
    (await db.getFromIndex('products', 'sku', code)) ??
    null
  )
}
