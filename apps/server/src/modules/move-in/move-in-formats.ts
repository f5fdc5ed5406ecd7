import type { MoveInSource } from '@sms/contract'
import { headerKey, isYes, type SheetFile } from './move-in-cells.ts'

/** One sellable thing in their file (a variant is its own item), with its cells still as text. */
export type ForeignItem = {
  /** The spreadsheet row (the header is 1). */
  row: number
  /** The item's name, and the variant's option values when it has some ("Large", "Iced"). */
  name: string
  options: string[]
  sku: string
  barcode: string
  category: string
  price: string
  /** A price per store (Loyverse); the first mapped store's wins over `price`. */
  storePrices: Map<string, string>
  cost: string
  /** A unit named by the file (Odoo's unit of measure), or kg for what is sold by weight. */
  unit: string
  tracksStock: boolean
  stock: Map<string, string>
  thresholds: Map<string, string>
}
export type ForeignCatalogue = { source: MoveInSource; stores: string[]; items: ForeignItem[] }

type Cells = (name: string) => string

/** Cells of one record by header name, compared as people type them. */
function cellsOf(header: string[], record: string[]): Cells {
  const index = new Map<string, number>()
  header.forEach((name, i) => {
    if (!index.has(headerKey(name))) index.set(headerKey(name), i)
  })
  return (name) => (record[index.get(headerKey(name)) ?? -1] ?? '').trim()
}

/** Per-store column sets: `In stock [Main]` (Loyverse), `Current Quantity Main` (Square). */
function storeColumns(header: string[], pattern: RegExp) {
  const stores: string[] = []
  for (const name of header) {
    const store = pattern.exec(name.trim())?.[1]?.trim()
    if (store && !stores.includes(store)) stores.push(store)
  }
  return stores
}

/** Which system wrote this product file, from its header; null for our own format. */
export function productSourceOf(header: string[]): MoveInSource | null {
  const keys = new Set(header.map(headerKey))
  if (keys.has('handle') && keys.has('sold by weight')) return 'loyverse'
  if (keys.has('token') && keys.has('item name')) return 'square'
  if (keys.has('internal reference') || (keys.has('external id') && keys.has('sales price'))) return 'odoo'
  return null
}

const emptyItem = (row: number): ForeignItem => ({
  row,
  name: '',
  options: [],
  sku: '',
  barcode: '',
  category: '',
  price: '',
  storePrices: new Map(),
  cost: '',
  unit: '',
  tracksStock: true,
  stock: new Map(),
  thresholds: new Map(),
})

/**
 * Loyverse's item export: one row per variant, the variants of an item sharing its Handle (Loyverse fills
 * the name and category on the first row only, older exports on every row), one column set per store.
 */
function readLoyverse({ header, records }: SheetFile): ForeignCatalogue {
  const stores = storeColumns(header, /^In stock \[(.+)\]$/i)
  const first = new Map<string, ForeignItem>()
  const items = records.map((record, i) => {
    const cell = cellsOf(header, record)
    const item = emptyItem(i + 2)
    const parent = first.get(cell('Handle'))
    item.name = cell('Name') || parent?.name || ''
    item.category = cell('Category') || parent?.category || ''
    if (!parent && cell('Handle')) first.set(cell('Handle'), item)
    item.options = [1, 2, 3].map((n) => cell(`Option ${n} value`)).filter(Boolean)
    item.sku = cell('SKU')
    item.barcode = cell('Barcode')
    item.price = cell('Default price')
    item.cost = cell('Cost')
    item.unit = isYes(cell('Sold by weight')) ? 'kg' : ''
    item.tracksStock = isYes(cell('Track stock'))
    for (const store of stores) {
      item.storePrices.set(store, cell(`Price [${store}]`))
      item.stock.set(store, cell(`In stock [${store}]`))
      item.thresholds.set(store, cell(`Low stock [${store}]`))
    }
    return item
  })
  return { source: 'loyverse', stores, items }
}

/** Square names a single-variation item's variation "Regular": that is no option worth a name. */
const SQUARE_DEFAULT_VARIATIONS = new Set(['', 'regular'])

/**
 * Square's item library export: one row per variation; per location `Current Quantity <Location>` and the
 * stock alert (`Stock Alert Enabled <Location>`, `Stock Alert Count <Location>`). The unit and precision
 * column names weighed items ("per kilogram").
 */
function readSquare({ header, records }: SheetFile): ForeignCatalogue {
  const stores = storeColumns(header, /^Current Quantity (.+)$/i)
  const items = records.map((record, i) => {
    const cell = cellsOf(header, record)
    const item = emptyItem(i + 2)
    item.name = cell('Item Name')
    const variation = cell('Variation Name')
    if (!SQUARE_DEFAULT_VARIATIONS.has(variation.toLowerCase()) && variation !== item.name) {
      item.options = [variation]
    }
    item.sku = cell('SKU') || (cell('Token') && `SQ-${cell('Token')}`)
    item.barcode = cell('GTIN')
    item.category = cell('Category')
    item.price = cell('Price')
    item.cost = cell('Default Unit Cost')
    item.unit = /kilogram|\bkg\b/i.test(cell('Unit and Precision')) ? 'kg' : ''
    for (const store of stores) {
      item.stock.set(store, cell(`Current Quantity ${store}`))
      const alert = isYes(cell(`Stock Alert Enabled ${store}`))
      item.thresholds.set(store, alert ? cell(`Stock Alert Count ${store}`) : '')
    }
    return item
  })
  return { source: 'square', stores, items }
}

/** Odoo writes one quantity for the company; it is brought into the store the shop picks for it. */
export const ODOO_LOCATION = 'Odoo'

/**
 * Odoo's product export (product.product, so one row per variant): `Variant Values` ("Size: L, Colour:
 * Red"), a category path ("All / Drinks": the last part), the unit of measure, and `Quantity On Hand`.
 * Services and combos hold no stock.
 */
function readOdoo({ header, records }: SheetFile): ForeignCatalogue {
  const hasStock = header.some((name) => headerKey(name) === 'quantity on hand')
  const items = records.map((record, i) => {
    const cell = cellsOf(header, record)
    const item = emptyItem(i + 2)
    item.name = cell('Name')
    item.options = cell('Variant Values')
      .split(',')
      .map((pair) => pair.split(':').pop()?.trim() ?? '')
      .filter(Boolean)
    item.sku = cell('Internal Reference') || cell('External ID').replace(/^.*\./, '')
    item.barcode = cell('Barcode')
    item.category = cell('Product Category').split('/').pop()?.trim() ?? ''
    item.price = cell('Sales Price')
    item.cost = cell('Cost')
    item.unit = cell('Unit of Measure')
    item.tracksStock = !/service|combo/i.test(cell('Product Type'))
    if (hasStock) item.stock.set(ODOO_LOCATION, cell('Quantity On Hand'))
    return item
  })
  return { source: 'odoo', stores: hasStock ? [ODOO_LOCATION] : [], items }
}

export function readCatalogue(source: MoveInSource, sheet: SheetFile): ForeignCatalogue {
  if (source === 'loyverse') return readLoyverse(sheet)
  if (source === 'square') return readSquare(sheet)
  return readOdoo(sheet)
}
