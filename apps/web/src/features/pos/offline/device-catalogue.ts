import { type LiveEventOf, type TillCatalogueQuery, tillRoutes } from '@sms/contract'
import { api } from '../../../lib/api/api.ts'
import {
  applyStockChange,
  type CachedProduct,
  type CatalogueDb,
  openCatalogue,
  productByCodeOffline,
  readAllProducts,
  readCatalogueState,
  searchProducts,
  syncCatalogue,
} from './catalogue-store.ts'

/**
 * The till's catalogue on this device (decision 0031), as the till uses it: kept fresh while the server
 * answers, read by the scan and the search when it does not. One database per device, opened once.
 */

let opened: Promise<CatalogueDb> | null = null
const catalogue = () => {
  opened ??= openCatalogue()
  return opened
}

/** The products in memory for the offline search (IndexedDB per key is too slow); dropped after a change. */
let inMemory: Promise<CachedProduct[]> | null = null

let syncing: Promise<unknown> | null = null

/** A performance mark at the end of each sync, its detail `{ mode: 'full' | 'delta', changed }`. */
const CATALOGUE_SYNCED_MARK = 'sms:till-catalogue-synced'

async function fetchPage(query: TillCatalogueQuery) {
  return (await api.call(tillRoutes.catalogue, { query })).data
}

/** Brings the device's copy of the store's catalogue up to date; one sync at a time, failures left for later. */
export function refreshCatalogue(storeId: number) {
  syncing ??= (async () => {
    try {
      const synced = await syncCatalogue(await catalogue(), storeId, fetchPage)
      if (synced.changed > 0) inMemory = null
      // The moment the device can sell from its own copy: the till's time to ready, as e2e/till-ready.bench.ts
      // reads it (and DevTools' performance panel shows it).
      performance.mark(CATALOGUE_SYNCED_MARK, { detail: synced })
    } catch {
      // Offline or refused: the copy stays as it was and the next refresh tries again.
    } finally {
      syncing = null
    }
  })()
  return syncing
}

/**
 * A `stock.changed` at the till's store moves the level on the device at once. Its data comes from the wire
 * unchecked (a signed caller of the Pusher HTTP API may send any), so the numbers are checked before they land.
 */
export async function followStockChange(storeId: number, change: LiveEventOf<'stock.changed'>) {
  if (change.store_id !== storeId || change.lot_id != null) return
  if (typeof change.product_id !== 'number' || typeof change.on_hand !== 'number') return
  await applyStockChange(await catalogue(), { product_id: change.product_id, on_hand: change.on_hand })
  inMemory = null
}

/** The catalogue when the device holds the store's, else null (never loaded, or another store's). */
async function catalogueOf(storeId: number) {
  const db = await catalogue()
  return (await readCatalogueState(db))?.store_id === storeId ? db : null
}

/** The product of a barcode or SKU from the device: null when none has it, undefined without a catalogue. */
export async function codeOnDevice(storeId: number, code: string) {
  const db = await catalogueOf(storeId)
  return db ? productByCodeOffline(db, code) : undefined
}

/** A search on the device, as the server's: undefined without the store's catalogue. */
export async function searchOnDevice(
  storeId: number,
  query: { q: string; categoryId: number | null; limit: number },
) {
  const db = await catalogueOf(storeId)
  if (!db) return undefined
  inMemory ??= readAllProducts(db)
  return searchProducts(await inMemory, query.q, { limit: query.limit, categoryId: query.categoryId })
}
