import { ADJUSTMENT_REASONS, ADJUSTMENT_STATUSES, STOCK_MOVEMENT_KINDS } from '@sms/contract'
import { sql } from 'drizzle-orm'
import {
  bigint,
  date,
  index,
  integer,
  numeric,
  pgTable,
  pgView,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { products } from './catalogue.ts'
import { stores } from './parties.ts'
import { users } from './users.ts'

/** Exact decimals with 3 places (rice by the kilo), read as JavaScript numbers and summed only in SQL. */
export const quantity = (name: string) => numeric(name, { precision: 14, scale: 3, mode: 'number' })
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
/** The store and the product every stock row belongs to. */
export const storeId = () =>
  integer('store_id')
    .notNull()
    .references(() => stores.id)
export const productId = () =>
  integer('product_id')
    .notNull()
    .references(() => products.id)

/** A batch of a lot-tracked product; the lot number is unique per product. */
export const lots = pgTable(
  'lots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    product_id: productId(),
    lot_number: text('lot_number').notNull(),
    expiry_date: date('expiry_date'),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('lots_product_lot_number_unique').on(t.product_id, t.lot_number)],
)

/**
 * The ledger: every change of stock, never updated or deleted (a trigger refuses both). A mistake is
 * corrected by a new movement.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    store_id: storeId(),
    product_id: productId(),
    lot_id: integer('lot_id').references(() => lots.id),
    quantity: quantity('quantity').notNull(),
    kind: text('kind', { enum: STOCK_MOVEMENT_KINDS }).notNull(),
    reason: text('reason'),
    document_type: text('document_type').notNull(),
    document_id: integer('document_id').notNull(),
    created_by: integer('created_by').references(() => users.id),
    created_at: createdAt(),
  },
  (t) => [
    index('stock_movements_store_product_idx').on(t.store_id, t.product_id, t.id),
    index('stock_movements_product_idx').on(t.product_id),
    index('stock_movements_document_idx').on(t.document_type, t.document_id),
    index('stock_movements_lot_idx').on(t.lot_id),
    index('stock_movements_created_idx').on(t.created_at),
  ],
)

/**
 * On hand per store and product: the row a document locks, updated in the same transaction as its movements,
 * so it always equals their sum.
 */
export const stockLevels = pgTable(
  'stock_levels',
  {
    store_id: storeId(),
    product_id: productId(),
    on_hand: quantity('on_hand').notNull().default(0),
    /** This store's own low-stock threshold; null means the product's. */
    low_stock_threshold: integer('low_stock_threshold'),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.store_id, t.product_id] }),
    index('stock_levels_product_idx').on(t.product_id),
    // The till's catalogue delta reads a store's levels changed since its last read.
    index('stock_levels_store_updated_idx').on(t.store_id, t.updated_at),
  ],
)

/** On hand per store and lot, kept beside the product's level (under its lock) for lot-tracked products. */
export const stockLotLevels = pgTable(
  'stock_lot_levels',
  {
    store_id: storeId(),
    lot_id: integer('lot_id')
      .notNull()
      .references(() => lots.id),
    product_id: productId(),
    on_hand: quantity('on_hand').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.store_id, t.lot_id] }),
    index('stock_lot_levels_product_idx').on(t.store_id, t.product_id),
  ],
)

/** A stock keeper's correction with a reason; it moves stock when posted (at once, or after approval). */
export const stockAdjustments = pgTable(
  'stock_adjustments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    store_id: storeId(),
    reason: text('reason', { enum: ADJUSTMENT_REASONS }).notNull(),
    note: text('note'),
    status: text('status', { enum: ADJUSTMENT_STATUSES }).notNull(),
    /** The value at cost of all lines (absolute quantities), US cents: what the approval limit is compared to. */
    value_usd: bigint('value_usd', { mode: 'number' }).notNull(),
    created_by: integer('created_by').references(() => users.id),
    created_at: createdAt(),
    decided_by: integer('decided_by').references(() => users.id),
    decided_at: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('stock_adjustments_store_idx').on(t.store_id, t.id),
    index('stock_adjustments_status_idx').on(t.status),
  ],
)

export const stockAdjustmentLines = pgTable(
  'stock_adjustment_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adjustment_id: integer('adjustment_id')
      .notNull()
      .references(() => stockAdjustments.id),
    product_id: productId(),
    quantity: quantity('quantity').notNull(),
    /** Named by the user; the lot itself is found or created when the adjustment is posted. */
    lot_number: text('lot_number'),
    expiry_date: date('expiry_date'),
    lot_id: integer('lot_id').references(() => lots.id),
    unit_cost_usd: bigint('unit_cost_usd', { mode: 'number' }),
  },
  (t) => [index('stock_adjustment_lines_adjustment_idx').on(t.adjustment_id)],
)

/**
 * What `GET /api/stocks` lists: one row per store and product, or per store and lot for lot-tracked products.
 * The status compares the product's whole on-hand quantity in the store with its low-stock threshold (the
 * store's own, else the product's); `in_transit` is what has been dispatched to this store and not yet received.
 */
export const stockOnHand = pgView('stock_on_hand', {
  store_id: integer('store_id').notNull(),
  product_id: integer('product_id').notNull(),
  category_id: integer('category_id'),
  lot_id: integer('lot_id'),
  lot_number: text('lot_number'),
  expiry_date: date('expiry_date'),
  on_hand: quantity('on_hand').notNull(),
  in_transit: quantity('in_transit').notNull(),
  low_stock_threshold: integer('low_stock_threshold').notNull(),
  status: text('status', { enum: ['in_stock', 'low', 'out_of_stock'] }).notNull(),
  product_name_en: text('product_name_en').notNull(),
  product_name_kh: text('product_name_kh'),
  sku: text('sku').notNull(),
  barcode: text('barcode'),
}).as(sql`
  select l.store_id, l.product_id, p.category_id, ll.lot_id, lt.lot_number,
    coalesce(lt.expiry_date, p.expiry_date) as expiry_date,
    coalesce(ll.on_hand, l.on_hand) as on_hand,
    coalesce((
      select sum(i.quantity) from stock_transfer_items i join stock_transfers t on t.id = i.transfer_id
      where t.status = 'in_transit' and t.to_store_id = l.store_id and i.product_id = l.product_id
        and i.lot_id is not distinct from ll.lot_id
    ), 0)::numeric(14,3) as in_transit,
    coalesce(l.low_stock_threshold, p.low_stock_threshold) as low_stock_threshold,
    case when l.on_hand <= 0 then 'out_of_stock'
      when l.on_hand <= coalesce(l.low_stock_threshold, p.low_stock_threshold) then 'low'
      else 'in_stock' end as status,
    p.name_en as product_name_en, p.name_kh as product_name_kh, p.sku, p.barcode
  from stock_levels l
  join products p on p.id = l.product_id
  left join stock_lot_levels ll on p.is_lot_tracked and ll.store_id = l.store_id and ll.product_id = l.product_id
  left join lots lt on lt.id = ll.lot_id
`)
