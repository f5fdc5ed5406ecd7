import { sql } from 'drizzle-orm'
import { bigint, boolean, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { auditColumns } from './columns.ts'
import { communes, districts, provinces, villages } from './gazetteer.ts'

export const stores = pgTable(
  'stores',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name_en: text('name_en').notNull(),
    name_kh: text('name_kh'),
    code: text('code').notNull(),
    phone: text('phone'),
    address: text('address'),
    status: boolean('status').notNull().default(true),
    /** Off by default: a sale or transfer that would take more than is on hand fails. */
    allow_negative_stock: boolean('allow_negative_stock').notNull().default(false),
    /** Adjustments worth this much at cost (US cents) or more wait for someone holding the approve right. */
    adjustment_approval_limit_usd: bigint('adjustment_approval_limit_usd', { mode: 'number' })
      .notNull()
      .default(0),
    ...auditColumns,
  },
  (t) => [uniqueIndex('stores_code_unique').on(t.code)],
)

/** `value` is a whole percent (1-100) for percentage discounts and US cents for fixed ones. */
export const discounts = pgTable('discounts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name_en: text('name_en').notNull(),
  name_kh: text('name_kh'),
  type: text('type', { enum: ['percentage', 'fixed'] }).notNull(),
  /** A whole percent, or US cents for a fixed discount (money, so 64-bit). */
  value: bigint('value', { mode: 'number' }).notNull(),
  starts_on: date('starts_on'),
  ends_on: date('ends_on'),
  status: boolean('status').notNull().default(true),
  ...auditColumns,
})

const partyColumns = () => ({
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  phone: text('phone'),
  email: text('email'),
  address: text('address'),
  province_id: integer('province_id').references(() => provinces.id),
  district_id: integer('district_id').references(() => districts.id),
  commune_id: integer('commune_id').references(() => communes.id),
  village_id: integer('village_id').references(() => villages.id),
  shipping_address: text('shipping_address'),
  shipping_province_id: integer('shipping_province_id').references(() => provinces.id),
  shipping_district_id: integer('shipping_district_id').references(() => districts.id),
  shipping_commune_id: integer('shipping_commune_id').references(() => communes.id),
  shipping_village_id: integer('shipping_village_id').references(() => villages.id),
  status: boolean('status').notNull().default(true),
  ...auditColumns,
})

/** A business customer also has its VATTIN, CamInvoice endpoint ID and Khmer name and address (decision 0030). */
export const customers = pgTable(
  'customers',
  {
    ...partyColumns(),
    vat_number: text('vat_number'),
    caminvoice_id: text('caminvoice_id'),
    name_kh: text('name_kh'),
    address_kh: text('address_kh'),
  },
  (t) => [
    // Search ignores the zero-width marks the Khmer keyboard types (decision 0033).
    index('customers_name_trgm_idx').using(
      'gin',
      sql`translate(${t.name}, E'\\u200b\\u200c\\ufeff', '') gin_trgm_ops`,
    ),
    index('customers_phone_idx').on(t.phone),
    // Khmer dictionary order (decision 0033): a Khmer reader's default order, Khmer name then name.
    index('customers_name_kh_sort_idx').on(
      sql`khmer_sort_key(${t.name_kh})`,
      sql`khmer_sort_key(${t.name})`,
      t.id,
    ),
  ],
)

export const suppliers = pgTable(
  'suppliers',
  { ...partyColumns(), supplier_type: text('supplier_type') },
  (t) => [index('suppliers_name_idx').on(t.name)],
)
