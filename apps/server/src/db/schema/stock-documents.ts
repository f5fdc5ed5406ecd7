import { COUNT_SCOPES, COUNT_STATUSES, PURCHASE_ORDER_STATUSES, TRANSFER_STATUSES } from '@sms/contract'
import { sql } from 'drizzle-orm'
import { bigint, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { stores, suppliers } from './parties.ts'
import { createdAt, lots, productId, quantity, storeId } from './stock.ts'
import { users } from './users.ts'

// The stock documents beyond adjustments: purchase orders and their receipts, transfers between stores, counts.

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
