import { sql } from 'drizzle-orm'
import type { Db } from '../src/db/client.ts'
import { ean13, productName } from '../src/db/factories/products.ts'
import { brands, categories, subCategories, units } from '../src/db/schema/index.ts'

export const CATEGORY_COUNT = 20
const SUB_CATEGORIES_PER_CATEGORY = 5
const BRAND_COUNT = 40
const UNIT_COUNT = 8
/** Rows per INSERT: each column travels as one array parameter, so a batch is one round trip. */
const BATCH = 10_000

export type SeededCatalogue = {
  categoryIds: number[]
  subCategoryIds: number[][]
  brandIds: number[]
  unitIds: number[]
}

/** A reproducible number in [0, 1) for row i and a salt: the data set is the same on every run. */
function unit(i: number, salt: number) {
  let x = Math.imul(i ^ (salt * 0x9e3779b9), 0x85ebca6b)
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35)
  return ((x ^ (x >>> 16)) >>> 0) / 2 ** 32
}

const named = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({
    name_en: `${prefix} ${i + 1}`,
    name_kh: `${prefix} ${i + 1}`,
    code: `${prefix.slice(0, 3).toUpperCase()}${i + 1}`,
  }))

export async function seedCatalogue(db: Db): Promise<SeededCatalogue> {
  const ids = (rows: { id: number }[]) => rows.map((r) => r.id)
  const categoryIds = ids(await db.insert(categories).values(named('Category', CATEGORY_COUNT)).returning())
  const subCategoryIds: number[][] = []
  for (const category_id of categoryIds) {
    const subs = named(`Sub ${category_id}`, SUB_CATEGORIES_PER_CATEGORY).map((s) => ({
      ...s,
      code: `S${category_id}-${s.code}`,
      category_id,
    }))
    subCategoryIds.push(ids(await db.insert(subCategories).values(subs).returning()))
  }
  const brandIds = ids(await db.insert(brands).values(named('Brand', BRAND_COUNT)).returning())
  const unitIds = ids(await db.insert(units).values(named('Unit', UNIT_COUNT)).returning())
  return { categoryIds, subCategoryIds, brandIds, unitIds }
}

/** SKU of the i-th seeded product, so scenarios can look real ones up. */
export const benchSku = (i: number) => `P${String(i).padStart(6, '0')}`
export const benchBarcode = (i: number) => ean13(i)

const COLUMNS = [
  ['name_en', 'text'],
  ['name_kh', 'text'],
  ['short_name', 'text'],
  ['sku', 'text'],
  ['barcode', 'text'],
  ['brand_id', 'int4'],
  ['unit_id', 'int4'],
  ['category_id', 'int4'],
  ['sub_category_id', 'int4'],
  ['price_usd', 'int4'],
  ['price_khr', 'int4'],
  ['cost_usd', 'int4'],
  ['taxable', 'bool'],
  ['expiry_date', 'date'],
  ['low_stock_threshold', 'int4'],
  ['status', 'bool'],
  ['deleted_at', 'timestamptz'],
] as const
type Column = (typeof COLUMNS)[number][0]

/** The i-th product: names in both languages, a valid EAN-13, prices from 25 cents to 500 dollars. */
function productRow(i: number, catalogue: SeededCatalogue): Record<Column, unknown> {
  const c = i % CATEGORY_COUNT
  const subs = catalogue.subCategoryIds[c] ?? []
  // Shop prices spread over orders of magnitude, most of them cheap: log-uniform.
  const priceUsd = Math.round(25 * 2000 ** unit(i, 1))
  const expiryDays = Math.floor(unit(i, 3) * 1500)
  return {
    ...productName(i),
    sku: benchSku(i),
    barcode: benchBarcode(i),
    brand_id: catalogue.brandIds[(i * 7) % catalogue.brandIds.length],
    unit_id: catalogue.unitIds[i % catalogue.unitIds.length],
    category_id: catalogue.categoryIds[c],
    sub_category_id: subs[Math.floor(i / CATEGORY_COUNT) % subs.length],
    price_usd: priceUsd,
    price_khr: Math.round((priceUsd * 41) / 100) * 100,
    cost_usd: Math.round(priceUsd * 0.7),
    taxable: i % 10 !== 0,
    expiry_date:
      unit(i, 2) < 0.4 ? null : new Date(Date.UTC(2025, 0, 1 + expiryDays)).toISOString().slice(0, 10),
    low_stock_threshold: i % 20,
    status: i % 50 !== 0,
    // One in a hundred is soft-deleted, as in a shop that has been running for a while.
    deleted_at: i % 100 === 0 ? new Date(Date.UTC(2025, 5, 1)).toISOString() : null,
  }
}

/**
 * Inserts `count` products in batches of INSERT ... SELECT FROM unnest(array per column): one statement and
 * 17 parameters per 10,000 rows, far faster than row-by-row inserts, and the indexes are maintained as
 * they would be in production (no drop and rebuild).
 */
export async function seedProducts(db: Db, count: number, catalogue: SeededCatalogue) {
  for (let start = 1; start <= count; start += BATCH) {
    const end = Math.min(count, start + BATCH - 1)
    const columns = Object.fromEntries(COLUMNS.map(([name]) => [name, [] as unknown[]])) as Record<
      Column,
      unknown[]
    >
    for (let i = start; i <= end; i++) {
      const row = productRow(i, catalogue)
      for (const [name] of COLUMNS) columns[name].push(row[name])
    }
    const names = sql.raw(COLUMNS.map(([name]) => name).join(', '))
    const arrays = sql.join(
      COLUMNS.map(([name, type]) => sql`${sql.param(columns[name])}::${sql.raw(type)}[]`),
      sql`, `,
    )
    await db.execute(sql`insert into products (${names}) select * from unnest(${arrays})`)
  }
}

/**
 * Every product the store has no level for gets stock there (10 to 99), each with its opening movement in the
 * same statement, so the ledger still adds up: what the till's catalogue reads for a store it sells from.
 */
export async function stockAtStore(db: Db, storeId: number) {
  await db.execute(sql`
    with stocked as (
      insert into stock_levels (store_id, product_id, on_hand)
      select ${storeId}, id, 10 + id % 90 from products where deleted_at is null
      on conflict do nothing
      returning product_id, on_hand)
    insert into stock_movements (store_id, product_id, quantity, kind, reason, document_type, document_id)
    select ${storeId}, product_id, on_hand, 'adjustment', 'initial', 'bench', 0 from stocked`)
}
