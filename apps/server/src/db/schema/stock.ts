import {
  ADJUSTMENT_REASONS,
  ADJUSTMENT_STATUSES,
  COUNT_SCOPES,
  COUNT_STATUSES,
  PURCHASE_ORDER_STATUSES,
  STOCK_MOVEMENT_KINDS,
  TRANSFER_STATUSES,
} from '@sms/contract'
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
import { stores, suppliers } from './parties.ts'
import { users } from './users.ts'

/** Exact decimals with 3 places (rice by the kilo), read as JavaScript numbers and summed only in SQL. */
const quantity = (name: string) => numeric(name, { precision: 14, scale: 3, mode: 'number' })
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
/** The store and the product every stock row belongs to. */
const storeId = () =>
  integer('store_id')
    .notNull()
    .references(() => stores.id)
const productId = () =>
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

const money = (name: string) => bigint(name, { mode: 'number' })
const at = (name: string) => timestamp(name, { withTimezone: true })
const userRef = (name: string) => integer(name).references(() => users.id)

/** An order to a supplier for one store: draft → ordered → partially_received → received, or cancelled. */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    supplier_id: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    store_id: storeId(),
    status: text('status', { enum: PURCHASE_ORDER_STATUSES }).notNull(),
    note: text('note'),
    expected_date: date('expected_date'),
    /** Sum of quantity × unit cost of the lines, US cents. */
    total_usd: money('total_usd').notNull().default(0),
    created_by: userRef('created_by'),
    created_at: createdAt(),
    ordered_by: userRef('ordered_by'),
    ordered_at: at('ordered_at'),
    cancelled_by: userRef('cancelled_by'),
    cancelled_at: at('cancelled_at'),
    updated_at: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('purchase_orders_store_idx').on(t.store_id, t.id),
    index('purchase_orders_supplier_idx').on(t.supplier_id),
    index('purchase_orders_status_idx').on(t.status),
  ],
)

export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    purchase_order_id: integer('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id),
    product_id: productId(),
    quantity: quantity('quantity').notNull(),
    received_quantity: quantity('received_quantity').notNull().default(0),
    /** Expected cost per unit, US cents; the receipt records what was actually paid. */
    unit_cost_usd: money('unit_cost_usd').notNull(),
  },
  (t) => [index('purchase_order_lines_order_idx').on(t.purchase_order_id)],
)

/** Goods received into a store (against a purchase order, or without one): its own document and movements. */
export const stockReceipts = pgTable(
  'stock_receipts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    purchase_order_id: integer('purchase_order_id').references(() => purchaseOrders.id),
    supplier_id: integer('supplier_id').references(() => suppliers.id),
    store_id: storeId(),
    note: text('note'),
    total_usd: money('total_usd').notNull().default(0),
    created_by: userRef('created_by'),
    created_at: createdAt(),
  },
  (t) => [
    index('stock_receipts_store_idx').on(t.store_id, t.id),
    index('stock_receipts_order_idx').on(t.purchase_order_id),
  ],
)

export const stockReceiptLines = pgTable(
  'stock_receipt_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    receipt_id: integer('receipt_id')
      .notNull()
      .references(() => stockReceipts.id),
    purchase_order_line_id: integer('purchase_order_line_id').references(() => purchaseOrderLines.id),
    product_id: productId(),
    quantity: quantity('quantity').notNull(),
    lot_id: integer('lot_id').references(() => lots.id),
    lot_number: text('lot_number'),
    expiry_date: date('expiry_date'),
    unit_cost_usd: money('unit_cost_usd').notNull(),
  },
  (t) => [index('stock_receipt_lines_receipt_idx').on(t.receipt_id)],
)

/** Stock moving between two stores; `in_transit` belongs to neither until it is received. */
export const stockTransfers = pgTable(
  'stock_transfers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    from_store_id: integer('from_store_id')
      .notNull()
      .references(() => stores.id),
    to_store_id: integer('to_store_id')
      .notNull()
      .references(() => stores.id),
    status: text('status', { enum: TRANSFER_STATUSES }).notNull(),
    note: text('note'),
    created_by: userRef('created_by'),
    created_at: createdAt(),
    approved_by: userRef('approved_by'),
    approved_at: at('approved_at'),
    dispatched_by: userRef('dispatched_by'),
    dispatched_at: at('dispatched_at'),
    received_by: userRef('received_by'),
    received_at: at('received_at'),
    cancelled_by: userRef('cancelled_by'),
    cancelled_at: at('cancelled_at'),
    updated_at: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('stock_transfers_from_idx').on(t.from_store_id, t.id),
    index('stock_transfers_to_idx').on(t.to_store_id, t.id),
    index('stock_transfers_status_idx').on(t.status),
  ],
)

/** What was asked for per product, and in the end what was sent and what arrived (short or over). */
export const stockTransferLines = pgTable(
  'stock_transfer_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    transfer_id: integer('transfer_id')
      .notNull()
      .references(() => stockTransfers.id),
    product_id: productId(),
    quantity: quantity('quantity').notNull(),
    dispatched_quantity: quantity('dispatched_quantity'),
    received_quantity: quantity('received_quantity'),
  },
  (t) => [index('stock_transfer_lines_transfer_idx').on(t.transfer_id)],
)

/** What a dispatch took out of the source, per lot (FEFO may split one line over several lots). */
export const stockTransferItems = pgTable(
  'stock_transfer_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    transfer_id: integer('transfer_id')
      .notNull()
      .references(() => stockTransfers.id),
    line_id: integer('line_id')
      .notNull()
      .references(() => stockTransferLines.id),
    product_id: productId(),
    lot_id: integer('lot_id').references(() => lots.id),
    quantity: quantity('quantity').notNull(),
    received_quantity: quantity('received_quantity'),
  },
  (t) => [index('stock_transfer_items_transfer_idx').on(t.transfer_id)],
)

/** A stock count: expected quantities snapshot at the start, counted ones entered, differences posted. */
export const stockCounts = pgTable(
  'stock_counts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    store_id: storeId(),
    scope: text('scope', { enum: COUNT_SCOPES }).notNull(),
    status: text('status', { enum: COUNT_STATUSES }).notNull(),
    note: text('note'),
    /** The last movement the snapshot includes: later movements are sales made while counting. */
    snapshot_movement_id: integer('snapshot_movement_id'),
    created_by: userRef('created_by'),
    created_at: createdAt(),
    posted_by: userRef('posted_by'),
    posted_at: at('posted_at'),
    cancelled_by: userRef('cancelled_by'),
    cancelled_at: at('cancelled_at'),
    updated_at: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('stock_counts_store_idx').on(t.store_id, t.id),
    index('stock_counts_status_idx').on(t.status),
  ],
)

export const stockCountLines = pgTable(
  'stock_count_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    count_id: integer('count_id')
      .notNull()
      .references(() => stockCounts.id),
    product_id: productId(),
    lot_id: integer('lot_id').references(() => lots.id),
    expected_quantity: quantity('expected_quantity').notNull(),
    counted_quantity: quantity('counted_quantity'),
    unit_cost_usd: money('unit_cost_usd'),
    counted_by: userRef('counted_by'),
    counted_at: at('counted_at'),
  },
  (t) => [
    index('stock_count_lines_count_idx').on(t.count_id),
    // One line per product and lot (no lot counts as lot 0, since nulls are never equal in a unique index).
    uniqueIndex('stock_count_lines_item_unique').on(t.count_id, t.product_id, sql`coalesce(${t.lot_id}, 0)`),
  ],
)
