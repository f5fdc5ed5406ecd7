import {
  IMPORT_PREVIEW_ROWS,
  type ImportPreview,
  type MoveInPreview,
  type MoveInSkipReason,
  type MoveInSource,
  type MoveInStoreTarget,
  parseTypedAmount,
  productsResource,
} from '@sms/contract'
import { inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { products } from '../../db/schema/index.ts'
import type { Actor } from '../auth/auth.service.ts'
import { currentRate } from '../exchange-rates/exchange-rates.service.ts'
import type { Input } from '../resources/resource.ts'
import { plainNumber, readSheet, splitName } from './move-in-cells.ts'
import { type ForeignItem, productSourceOf, readCatalogue } from './move-in-formats.ts'
import { mapCategories, mapStores, mapUnits, type StoreMapping, unitCodeOf } from './move-in-targets.ts'

export type MoveInQuery = { stores?: Record<string, MoveInStoreTarget>; currency?: 'USD' | 'KHR' }
type Skipped = MoveInPreview['skipped'][number]

/** A product to create, its category and unit by their names in the file, and its stock per their store. */
export type PlannedProduct = {
  row: number
  values: Input
  category: string
  unit: string
  stock: Map<string, number>
  thresholds: Map<string, number>
}
export type MoveInPlan = {
  source: MoveInSource
  stores: StoreMapping[]
  categories: Map<string, number | null>
  units: Map<string, number | null>
  products: PlannedProduct[]
  notAllowed: Set<MoveInPreview['not_allowed'][number]>
}

/** A price cell in the file's currency -> the product's two prices (decision 0029: dollars, or riel only). */
function pricesOf(text: string, currency: 'USD' | 'KHR', decimalComma: boolean) {
  const plain = plainNumber(text, decimalComma)
  if (plain === null) return null
  if (currency === 'KHR') {
    return /^\d+$/.test(plain) ? { price_usd: 0, price_khr: Number(plain) } : null
  }
  const parsed = parseTypedAmount(plain, 'USD')
  return parsed?.ok && parsed.value >= 0 ? { price_usd: parsed.value, price_khr: 0 } : null
}

/** The cost in US cents; a riel cost is converted at today's rate. An unreadable cost is left out. */
function costOf(text: string, currency: 'USD' | 'KHR', decimalComma: boolean, rate: number) {
  const prices = text ? pricesOf(text, currency, decimalComma) : null
  if (!prices) return null
  return currency === 'KHR' ? Math.round((prices.price_khr * 100) / rate) : prices.price_usd
}

/** The price that counts: the first store brought in that has one (Loyverse prices per store), else the item's. */
function priceTextOf(item: ForeignItem, stores: StoreMapping[]) {
  for (const { name, target } of stores) {
    const text = item.storePrices.get(name)
    if (target !== 'skip' && text) return text
  }
  return item.price || [...item.storePrices.values()].find(Boolean) || ''
}

/**
 * Reads another system's product export into the products, categories, units, stores and opening stock it
 * would create, and what it skips and why. Writes nothing. Null when the file is not such an export.
 */
export async function planMoveIn(db: Db, actor: Actor, csv: string, query: MoveInQuery) {
  const sheet = readSheet(csv)
  const source = productSourceOf(sheet.header)
  if (!source) return null
  const catalogue = readCatalogue(source, sheet)
  const currency = query.currency ?? 'USD'
  const { rate } = await currentRate(db)
  const stores = await mapStores(db, actor, catalogue.stores, query.stores ?? {})
  const notAllowed: MoveInPlan['notAllowed'] = new Set()
  if (!actor.permissions.has('stock-adjustments.create')) notAllowed.add('stock')
  if (!actor.permissions.has('stocks.edit')) notAllowed.add('thresholds')
  const skipped: Skipped[] = []
  const skip = (item: ForeignItem, reason: MoveInSkipReason, store?: string) =>
    skipped.push({ row: item.row, name: item.name, reason, ...(store !== undefined && { store }) })

  const planned: PlannedProduct[] = []
  const seenSku = new Set<string>()
  const seenBarcode = new Set<string>()
  for (const item of catalogue.items) {
    if (!item.name) {
      skip(item, 'no_name')
      continue
    }
    const priceText = priceTextOf(item, stores)
    const prices = priceText ? pricesOf(priceText, currency, sheet.decimalComma) : null
    if (!prices) {
      skip(item, priceText ? 'invalid_price' : 'no_price')
      continue
    }
    if (!item.sku) {
      skip(item, 'no_sku')
      continue
    }
    const names = splitName(item.name)
    const suffix = item.options.length > 0 ? ` (${item.options.join(' / ')})` : ''
    const parsed = productsResource.input.safeParse({
      name_en: names.name_en + suffix,
      name_kh: names.name_kh && names.name_kh + suffix,
      sku: item.sku,
      barcode: item.barcode || null,
      ...prices,
      cost_usd: costOf(item.cost, currency, sheet.decimalComma, rate),
    })
    if (!parsed.success) {
      skip(item, 'invalid_row')
      continue
    }
    const values = parsed.data as Input
    const barcode = typeof values.barcode === 'string' ? values.barcode : null
    if (seenSku.has(String(values.sku)) || (barcode && seenBarcode.has(barcode))) {
      skip(item, seenSku.has(String(values.sku)) ? 'duplicate_sku' : 'duplicate_barcode')
      continue
    }
    seenSku.add(String(values.sku))
    if (barcode) seenBarcode.add(barcode)
    planned.push({
      row: item.row,
      values,
      category: item.category,
      unit: unitCodeOf(item.unit),
      ...stockOf(item, stores, notAllowed, sheet.decimalComma, skip),
    })
  }

  const taken = await storedCodes(db, planned)
  const kept = planned.filter((p) => {
    const reason: MoveInSkipReason | null = taken.skus.has(String(p.values.sku))
      ? 'sku_exists'
      : taken.barcodes.has(String(p.values.barcode))
        ? 'barcode_taken'
        : null
    if (reason) skipped.push({ row: p.row, name: String(p.values.name_en), reason })
    return !reason
  })
  const categories = await mapCategories(db, [...new Set(kept.map((p) => p.category).filter(Boolean))])
  const units = await mapUnits(db, [...new Set(kept.map((p) => p.unit))])
  if (!actor.permissions.has('stores.create') && stores.some((s) => !s.matched && s.target === 'skip')) {
    notAllowed.add('stores')
  }
  if ([...categories.values()].includes(null) && !actor.permissions.has('categories.create')) {
    notAllowed.add('categories')
  }
  if ([...units.values()].includes(null) && !actor.permissions.has('units.create')) notAllowed.add('units')
  const plan: MoveInPlan = { source, stores, categories, units, products: kept, notAllowed }
  skipped.sort((a, b) => a.row - b.row)
  return { plan, preview: previewOf(plan, currency, rate, skipped) }
}

type SkipFn = (item: ForeignItem, reason: MoveInSkipReason, store?: string) => void

/** Opening stock and alert levels per their store, for the stores brought in; negatives are left out. */
function stockOf(
  item: ForeignItem,
  stores: StoreMapping[],
  notAllowed: MoveInPlan['notAllowed'],
  decimalComma: boolean,
  skip: SkipFn,
) {
  const stock = new Map<string, number>()
  const thresholds = new Map<string, number>()
  for (const { name, target } of stores) {
    if (target === 'skip') continue
    const quantityText = item.stock.get(name) ?? ''
    if (item.tracksStock && quantityText && !notAllowed.has('stock')) {
      const quantity = plainNumber(quantityText, decimalComma)
      if (quantity === null) skip(item, 'invalid_quantity', name)
      else if (Number(quantity) < 0) skip(item, 'negative_stock', name)
      else if (Number(quantity) > 0) stock.set(name, Number(Number(quantity).toFixed(3)))
    }
    const threshold = plainNumber(item.thresholds.get(name) ?? '', decimalComma)
    // Alerts compare whole levels (the column is an integer); a weighed 2.5 kg alert warns at 3.
    if (threshold !== null && Number(threshold) >= 0 && !notAllowed.has('thresholds')) {
      thresholds.set(name, Math.ceil(Number(threshold)))
    }
  }
  return { stock, thresholds }
}

/** SKUs and barcodes stored already, deleted products included: both are unique over every row. */
async function storedCodes(db: Db, planned: PlannedProduct[]) {
  const skus = planned.map((p) => String(p.values.sku))
  const barcodes = planned.flatMap((p) => (typeof p.values.barcode === 'string' ? [p.values.barcode] : []))
  const found = { skus: new Set<string>(), barcodes: new Set<string>() }
  for (let start = 0; start < Math.max(skus.length, barcodes.length); start += 5000) {
    const skuChunk = skus.slice(start, start + 5000)
    const barcodeChunk = barcodes.slice(start, start + 5000)
    if (skuChunk.length > 0) {
      const rows = await db
        .select({ sku: products.sku })
        .from(products)
        .where(inArray(products.sku, skuChunk))
      for (const row of rows) found.skus.add(row.sku)
    }
    if (barcodeChunk.length > 0) {
      const rows = await db
        .select({ barcode: products.barcode })
        .from(products)
        .where(inArray(products.barcode, barcodeChunk))
      for (const row of rows) if (row.barcode) found.barcodes.add(row.barcode)
    }
  }
  return found
}

function previewOf(
  plan: MoveInPlan,
  currency: 'USD' | 'KHR',
  rate: number,
  skipped: Skipped[],
): ImportPreview {
  const count = plan.products.length
  const sum = (name: string) => plan.products.reduce((total, p) => total + (p.stock.get(name) ?? 0), 0)
  return {
    total: count,
    valid: count,
    errors: [],
    ignored_columns: [],
    created: count,
    updated: 0,
    preview: plan.products.slice(0, IMPORT_PREVIEW_ROWS).map((p) => ({
      row: p.row,
      values: {
        ...p.values,
        // What a dollar price is in riel today, for the reader; the product keeps only its dollar price.
        riel_at_rate: Math.round((Number(p.values.price_usd) * rate) / 100),
        category: p.category,
        unit: p.unit,
        stock: Object.fromEntries(p.stock),
        thresholds: Object.fromEntries(p.thresholds),
      },
    })),
    move_in: {
      source: plan.source,
      currency,
      rate,
      stores: plan.stores.map((s) => ({
        ...s,
        products: plan.products.filter((p) => p.stock.has(s.name)).length,
        quantity: String(Number(sum(s.name).toFixed(3))),
      })),
      categories: [...plan.categories].map(([name, category_id]) => ({
        name,
        category_id,
        products: plan.products.filter((p) => p.category === name).length,
      })),
      units: [...plan.units].map(([code, unit_id]) => ({ code, unit_id })),
      skipped,
      not_allowed: [...plan.notAllowed],
    },
  }
}
