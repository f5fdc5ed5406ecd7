import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { auditColumns } from './columns.ts'

/** name_en / name_kh / code / status, shared by the simple catalogue records. */
const namedColumns = () => ({
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name_en: text('name_en').notNull(),
  name_kh: text('name_kh'),
  code: text('code').notNull(),
  status: boolean('status').notNull().default(true),
  ...auditColumns,
})

export const brands = pgTable('brands', namedColumns(), (t) => [uniqueIndex('brands_code_unique').on(t.code)])

export const categories = pgTable('categories', namedColumns(), (t) => [
  uniqueIndex('categories_code_unique').on(t.code),
])

export const subCategories = pgTable(
  'sub_categories',
  {
    ...namedColumns(),
    category_id: integer('category_id')
      .notNull()
      .references(() => categories.id),
  },
  (t) => [
    uniqueIndex('sub_categories_code_unique').on(t.code),
    index('sub_categories_category_idx').on(t.category_id),
  ],
)

/** A divisible unit (kg, litre) is sold in parts; the till and orders take whole quantities of any other. */
export const units = pgTable(
  'units',
  { ...namedColumns(), divisible: boolean('divisible').notNull().default(false) },
  (t) => [uniqueIndex('units_code_unique').on(t.code)],
)

/** Bytes compared as bytes: the Khmer sort key (lib/khmer-sort.ts). */
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' })

/**
 * GIN indexes queue new entries in a "pending list" that every search scans and only VACUUM or an overflow
 * empties. PGlite runs no autovacuum, so the default 4 MB list was always nearly full and tripled search
 * times (and made the planner avoid the index). 64 kB keeps it tiny while bulk inserts stay batched; see
 * apps/server/bench/README.md.
 */
const TRIGRAM_INDEX_OPTIONS = { gin_pending_list_limit: 64 }

/**
 * Money is integers: USD in cents, KHR in whole riel. Names are searched with trigram indexes so a
 * "contains" search stays fast with 100,000 products; barcode and SKU are unique and looked up exactly.
 */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name_en: text('name_en').notNull(),
    name_kh: text('name_kh'),
    /**
     * The Khmer dictionary key of `name_kh`, kept with the row (decision 0033): a list in Khmer order reads it
     * instead of computing it, which costs ~100 µs a name and, on a deep page, once for every row skipped.
     * Never part of an API answer (presentProducts leaves it out).
     */
    name_kh_sort_key: bytea('name_kh_sort_key').generatedAlwaysAs(sql`khmer_sort_key(name_kh)`),
    short_name: text('short_name'),
    sku: text('sku').notNull(),
    barcode: text('barcode'),
    brand_id: integer('brand_id').references(() => brands.id),
    unit_id: integer('unit_id').references(() => units.id),
    category_id: integer('category_id').references(() => categories.id),
    sub_category_id: integer('sub_category_id').references(() => subCategories.id),
    // Money is 64-bit: riel totals pass 2^31 quickly. JavaScript numbers hold it exactly below 2^53.
    price_usd: bigint('price_usd', { mode: 'number' }).notNull(),
    price_khr: bigint('price_khr', { mode: 'number' }).notNull(),
    cost_usd: bigint('cost_usd', { mode: 'number' }),
    taxable: boolean('taxable').notNull().default(true),
    expiry_date: date('expiry_date'),
    low_stock_threshold: integer('low_stock_threshold').notNull().default(0),
    /** Stock of a lot-tracked product is kept per lot (number and expiry date). */
    is_lot_tracked: boolean('is_lot_tracked').notNull().default(false),
    image: text('image'),
    status: boolean('status').notNull().default(true),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('products_sku_unique').on(t.sku),
    uniqueIndex('products_barcode_unique').on(t.barcode),
    index('products_name_en_trgm_idx').using('gin', t.name_en.op('gin_trgm_ops')).with(TRIGRAM_INDEX_OPTIONS),
    // Search ignores the zero-width marks the Khmer keyboard types (decision 0033): the index holds names without them.
    index('products_name_kh_trgm_idx')
      .using('gin', sql`translate(${t.name_kh}, E'\\u200b\\u200c\\ufeff', '') gin_trgm_ops`)
      .with(TRIGRAM_INDEX_OPTIONS),
    index('products_sku_trgm_idx').using('gin', t.sku.op('gin_trgm_ops')).with(TRIGRAM_INDEX_OPTIONS),
    index('products_barcode_trgm_idx').using('gin', t.barcode.op('gin_trgm_ops')).with(TRIGRAM_INDEX_OPTIONS),
    index('products_name_en_idx').on(t.name_en, t.id),
    // Khmer dictionary order (decision 0033): the order a Khmer reader's list asks for by default.
    index('products_name_kh_sort_idx').on(t.name_kh_sort_key, t.name_en, t.id),
    index('products_created_at_idx').on(t.created_at),
    // The till's catalogue delta (modules/sales/till-catalogue.ts) reads what changed since its last read.
    index('products_updated_at_idx').on(t.updated_at),
    index('products_deleted_at_idx').on(t.deleted_at),
    index('products_price_usd_idx').on(t.price_usd),
    index('products_category_idx').on(t.category_id),
    index('products_brand_idx').on(t.brand_id),
  ],
)
