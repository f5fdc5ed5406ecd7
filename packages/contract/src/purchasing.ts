import { z } from 'zod'
import { isoDate, money, optionalText, referenceId } from './fields.ts'
import { defineResource, listQuerySchema } from './list.ts'
import { PURCHASE_ORDER_STATUSES, quantity, STOCK_STATUSES } from './stock.ts'

const positiveQuantity = quantity.refine((v) => v > 0, 'positive')

export const purchaseOrderLineInputSchema = z.object({
  product_id: referenceId,
  quantity: positiveQuantity,
  /** What the shop expects to pay per unit, US cents; the receipt records what was actually paid. */
  unit_cost_usd: money,
})

/** `POST /api/purchase-orders` (a draft) and `POST /api/purchase-orders/{id}/edit` (while it is a draft). */
export const purchaseOrderInputSchema = z.object({
  supplier_id: referenceId,
  store_id: referenceId,
  note: optionalText(500),
  expected_date: isoDate.nullish().transform((v) => v ?? null),
  lines: z.array(purchaseOrderLineInputSchema).min(1).max(500),
})
export type PurchaseOrderInput = z.input<typeof purchaseOrderInputSchema>

/** A purchase order as lists show it; opening one adds its lines and receipts. */
export const purchaseOrderSummarySchema = z.object({
  id: z.number(),
  supplier_id: z.number(),
  supplier_name: z.string(),
  store_id: z.number(),
  status: z.enum(PURCHASE_ORDER_STATUSES),
  note: z.string().nullable(),
  expected_date: z.string().nullable(),
  /** Sum of quantity × expected unit cost, US cents. */
  total_usd: z.number(),
  created_by: z.number().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  ordered_by: z.number().nullable(),
  ordered_by_name: z.string().nullable(),
  ordered_at: z.string().nullable(),
  cancelled_by: z.number().nullable(),
  cancelled_by_name: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  updated_at: z.string(),
})
export type PurchaseOrderSummary = z.infer<typeof purchaseOrderSummarySchema>

export const purchaseOrderLineSchema = z.object({
  id: z.number(),
  product_id: z.number(),
  product_name_en: z.string(),
  product_name_kh: z.string().nullable(),
  sku: z.string(),
  is_lot_tracked: z.boolean(),
  quantity: z.number(),
  received_quantity: z.number(),
  /** Still to come: ordered less received, never below 0. */
  remaining_quantity: z.number(),
  unit_cost_usd: z.number(),
})
export type PurchaseOrderLine = z.infer<typeof purchaseOrderLineSchema>

export const stockReceiptSummarySchema = z.object({
  id: z.number(),
  purchase_order_id: z.number().nullable(),
  supplier_id: z.number().nullable(),
  store_id: z.number(),
  note: z.string().nullable(),
  /** Sum of quantity × unit cost paid, US cents. */
  total_usd: z.number(),
  created_by: z.number().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
})
export type StockReceiptSummary = z.infer<typeof stockReceiptSummarySchema>

export const purchaseOrderSchema = purchaseOrderSummarySchema.extend({
  lines: z.array(purchaseOrderLineSchema),
  receipts: z.array(stockReceiptSummarySchema),
})
export type PurchaseOrder = z.infer<typeof purchaseOrderSchema>

export const purchaseOrdersResource = defineResource({
  path: 'purchase-orders',
  label: 'Purchase order',
  record: purchaseOrderSummarySchema,
  input: purchaseOrderInputSchema,
  filters: {
    store_id: 'reference',
    supplier_id: 'reference',
    status: 'text',
    created_at: 'date',
    expected_date: 'date',
    ordered_at: 'date',
    total_usd: 'number',
  },
  sortable: ['id', 'created_at', 'expected_date', 'total_usd', 'status'],
  searchable: ['note'],
  defaultSort: '-id',
})

export const receiveLineInputSchema = z.object({
  purchase_order_line_id: referenceId,
  quantity: positiveQuantity,
  /** Required for lot-tracked products, refused for the others. */
  lot_number: optionalText(64),
  /** A new lot's expiry date; an existing lot keeps the date it was first given. */
  expiry_date: isoDate.nullish().transform((v) => v ?? null),
  /** What was paid per unit, US cents; the order line's expected cost when left out. */
  unit_cost_usd: money.nullish().transform((v) => v ?? null),
})

/**
 * `POST /api/purchase-orders/{id}/receive`: all or part of the lines. One order line may appear on several
 * receipt lines (one per lot). More than ordered is refused (`over_received`).
 */
export const receiveInputSchema = z.object({
  note: optionalText(500),
  lines: z.array(receiveLineInputSchema).min(1).max(500),
})
export type ReceiveInput = z.input<typeof receiveInputSchema>

export const stockReceiptLineSchema = z.object({
  id: z.number(),
  purchase_order_line_id: z.number().nullable(),
  product_id: z.number(),
  product_name_en: z.string(),
  product_name_kh: z.string().nullable(),
  sku: z.string(),
  quantity: z.number(),
  lot_id: z.number().nullable(),
  lot_number: z.string().nullable(),
  expiry_date: z.string().nullable(),
  unit_cost_usd: z.number(),
})

export const stockReceiptSchema = stockReceiptSummarySchema.extend({
  supplier_name: z.string().nullable(),
  lines: z.array(stockReceiptLineSchema),
})
export type StockReceipt = z.infer<typeof stockReceiptSchema>

export const stockReceiptsResource = defineResource({
  path: 'stock-receipts',
  label: 'Stock receipt',
  record: stockReceiptSummarySchema,
  input: z.object({}),
  filters: {
    store_id: 'reference',
    supplier_id: 'reference',
    purchase_order_id: 'reference',
    created_by: 'reference',
    created_at: 'date',
  },
  sortable: ['id', 'created_at', 'total_usd'],
  searchable: ['note'],
  defaultSort: '-id',
})

/** One store's product at or below its low-stock threshold (`GET /api/stocks/low`). */
export const lowStockSchema = z.object({
  store_id: z.number(),
  product_id: z.number(),
  category_id: z.number().nullable(),
  product_name_en: z.string(),
  product_name_kh: z.string().nullable(),
  sku: z.string(),
  on_hand: z.number(),
  /** The threshold in force: the store's own when set, else the product's. */
  low_stock_threshold: z.number(),
  /** This store's own threshold, null when the product's applies. */
  store_threshold: z.number().nullable(),
  status: z.enum(STOCK_STATUSES),
  /** Still to arrive on draft and open purchase orders for this store. */
  on_order: z.number(),
  /** Brings the store back to twice its threshold (at least 1), less what is on order; whole units. */
  suggested_quantity: z.number(),
  /** The supplier this product was last received from (this store first), null if never. */
  supplier_id: z.number().nullable(),
  supplier_name: z.string().nullable(),
  cost_usd: z.number().nullable(),
})
export type LowStock = z.infer<typeof lowStockSchema>

export const lowStockResource = defineResource({
  path: 'stocks',
  label: 'Low stock',
  record: lowStockSchema,
  input: z.object({}),
  filters: {
    store_id: 'reference',
    product_id: 'reference',
    category_id: 'reference',
    supplier_id: 'reference',
    status: 'text',
    on_hand: 'number',
  },
  sortable: ['product_name_en', 'product_name_kh', 'sku', 'store_id', 'on_hand', 'suggested_quantity'],
  searchable: ['product_name_en', 'product_name_kh', 'sku', 'barcode'],
  defaultSort: 'product_name_en',
})

export const thresholdParamsSchema = z.object({
  store_id: z.coerce.number().int().positive().max(2_147_483_647),
  product_id: z.coerce.number().int().positive().max(2_147_483_647),
})

/** `PUT /api/stocks/{store_id}/{product_id}/threshold`: null returns to the product's threshold. */
export const thresholdInputSchema = z.object({
  low_stock_threshold: z.number().int().min(0).max(1_000_000_000).nullable(),
})
export type ThresholdInput = z.input<typeof thresholdInputSchema>

export const thresholdSchema = z.object({
  store_id: z.number(),
  product_id: z.number(),
  store_threshold: z.number().nullable(),
  low_stock_threshold: z.number(),
})

/**
 * `POST /api/purchase-orders/drafts-from-low-stock`: one draft per supplier for the store's low products with
 * a suggested quantity. Products never received from a supplier go to `supplier_id` when given, else are skipped.
 */
export const draftsFromLowStockInputSchema = z.object({
  store_id: referenceId,
  product_ids: z.array(referenceId).min(1).max(500).nullish(),
  supplier_id: referenceId.nullish(),
})
export type DraftsFromLowStockInput = z.input<typeof draftsFromLowStockInputSchema>

export const draftsFromLowStockSchema = z.object({
  purchase_orders: z.array(purchaseOrderSummarySchema),
  /** Low products left out: no supplier known, or enough already on order. */
  skipped: z.array(z.object({ product_id: z.number(), reason: z.enum(['no_supplier', 'on_order']) })),
})

/** Stock past its expiry date or expiring within the window (`GET /api/products/expired`). */
export const expiredStockSchema = z.object({
  store_id: z.number(),
  product_id: z.number(),
  category_id: z.number().nullable(),
  product_name_en: z.string(),
  product_name_kh: z.string().nullable(),
  sku: z.string(),
  /** Null for a product that is not lot-tracked (its own expiry date applies). */
  lot_id: z.number().nullable(),
  lot_number: z.string().nullable(),
  expiry_date: z.string(),
  /** Days from today (in the shop's time zone) to the expiry date; negative once expired. */
  days_left: z.number(),
  is_expired: z.boolean(),
  on_hand: z.number(),
  cost_usd: z.number().nullable(),
  /** On hand at cost, US cents. */
  value_usd: z.number(),
})
export type ExpiredStock = z.infer<typeof expiredStockSchema>

export const expiredStockResource = defineResource({
  path: 'products',
  label: 'Expired stock',
  record: expiredStockSchema,
  input: z.object({}),
  filters: {
    store_id: 'reference',
    product_id: 'reference',
    category_id: 'reference',
    lot_id: 'reference',
    is_expired: 'boolean',
    expiry_date: 'date',
  },
  sortable: ['expiry_date', 'product_name_en', 'product_name_kh', 'sku', 'on_hand', 'value_usd', 'store_id'],
  searchable: ['product_name_en', 'product_name_kh', 'sku', 'barcode', 'lot_number'],
  defaultSort: 'expiry_date',
})

/** The list convention plus the window: expired, and expiring within `within_days` days (0 = expired only). */
export const expiredListQuerySchema = listQuerySchema.extend({
  within_days: z.coerce.number().int().min(0).max(3650).optional(),
})

/** `POST /api/products/expired/write-off`: all of each item's stock in the store, as one `expired` adjustment. */
export const writeOffInputSchema = z.object({
  store_id: referenceId,
  note: optionalText(500),
  items: z
    .array(z.object({ product_id: referenceId, lot_id: referenceId.nullish().transform((v) => v ?? null) }))
    .min(1)
    .max(500),
})
export type WriteOffInput = z.input<typeof writeOffInputSchema>
