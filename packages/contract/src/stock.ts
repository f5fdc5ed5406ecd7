import { z } from 'zod'
import { isoDate, optionalText, referenceId } from './fields.ts'
import { defineResource } from './list.ts'

export const STOCK_MOVEMENT_KINDS = [
  'receipt',
  'sale',
  'return',
  'adjustment',
  'count',
  'transfer_out',
  'transfer_in',
] as const
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number]

export const ADJUSTMENT_REASONS = [
  'initial',
  'found',
  'damaged',
  'expired',
  'lost',
  'stolen',
  'correction',
] as const
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number]

export const ADJUSTMENT_STATUSES = ['pending', 'posted', 'rejected'] as const
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number]

export const STOCK_STATUSES = ['in_stock', 'low', 'out_of_stock'] as const
export type StockStatus = (typeof STOCK_STATUSES)[number]

/** The largest quantity one line may move; stored as NUMERIC(14,3), so sums of many lines still fit. */
export const MAX_LINE_QUANTITY = 1_000_000_000
/** At most 3 decimals, judged on the number as JSON wrote it (0.125 yes, 0.1255 and 1e-7 no). */
const THREE_DECIMALS = /^-?\d+(\.\d{1,3})?$/

/** A quantity as JSON carries it: a number with up to 3 decimals (kilos of rice), never summed in floats. */
export const quantity = z
  .number()
  .min(-MAX_LINE_QUANTITY)
  .max(MAX_LINE_QUANTITY)
  .refine((v) => THREE_DECIMALS.test(String(v)), 'too_many_decimals')

export const stockSchema = z.object({
  store_id: z.number(),
  product_id: z.number(),
  category_id: z.number().nullable(),
  product_name_en: z.string(),
  product_name_kh: z.string().nullable(),
  sku: z.string(),
  lot_id: z.number().nullable(),
  lot_number: z.string().nullable(),
  expiry_date: z.string().nullable(),
  on_hand: z.number(),
  in_transit: z.number(),
  low_stock_threshold: z.number(),
  status: z.enum(STOCK_STATUSES),
})
export type Stock = z.infer<typeof stockSchema>

/** On hand per store and product (or lot): read only, changed by documents. */
export const stocksResource = defineResource({
  path: 'stocks',
  label: 'Stock',
  record: stockSchema,
  input: z.object({}),
  filters: {
    store_id: 'reference',
    product_id: 'reference',
    category_id: 'reference',
    lot_id: 'reference',
    status: 'text',
    on_hand: 'number',
    expiry_date: 'date',
    sku: 'text',
  },
  sortable: ['product_name_en', 'product_name_kh', 'sku', 'store_id', 'on_hand', 'expiry_date', 'status'],
  searchable: ['product_name_en', 'product_name_kh', 'sku', 'barcode', 'lot_number'],
  defaultSort: 'product_name_en',
})

/** A store the signed-in user works in (`GET /api/me/stores`): what the store pickers of stock documents offer. */
export const workStoreSchema = z.object({
  id: z.number(),
  code: z.string(),
  name_en: z.string(),
  name_kh: z.string().nullable(),
  allow_negative_stock: z.boolean(),
})
export type WorkStore = z.infer<typeof workStoreSchema>
export const workStoresResponseSchema = z.object({ data: z.array(workStoreSchema) })

export const stockMovementSchema = z.object({
  id: z.number(),
  store_id: z.number(),
  product_id: z.number(),
  lot_id: z.number().nullable(),
  quantity: z.number(),
  kind: z.enum(STOCK_MOVEMENT_KINDS),
  reason: z.string().nullable(),
  document_type: z.string(),
  document_id: z.number(),
  created_by: z.number().nullable(),
  /** Who, readable by whoever may read the ledger (the users list needs a right of its own). */
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  /** The product and lot by name, so a list of many products reads without a lookup per row. */
  sku: z.string(),
  product_name_en: z.string(),
  product_name_kh: z.string().nullable(),
  lot_number: z.string().nullable(),
})
export type StockMovement = z.infer<typeof stockMovementSchema>

/** The ledger, read only: every signed change with the document that caused it. */
export const stockMovementsResource = defineResource({
  path: 'stock-movements',
  label: 'Stock movement',
  record: stockMovementSchema,
  input: z.object({}),
  filters: {
    store_id: 'reference',
    product_id: 'reference',
    lot_id: 'reference',
    kind: 'text',
    reason: 'text',
    document_type: 'text',
    document_id: 'number',
    created_by: 'reference',
    created_at: 'date',
  },
  sortable: ['id', 'created_at', 'quantity'],
  searchable: ['reason', 'document_type'],
  defaultSort: '-id',
})

export const stockAdjustmentLineInputSchema = z.object({
  product_id: referenceId,
  quantity: quantity.refine((v) => v !== 0, 'not_zero'),
  /** Required for lot-tracked products, refused for the others. */
  lot_number: optionalText(64),
  expiry_date: isoDate.nullish().transform((v) => v ?? null),
})

export const stockAdjustmentInputSchema = z.object({
  store_id: referenceId,
  reason: z.enum(ADJUSTMENT_REASONS),
  note: optionalText(500),
  lines: z.array(stockAdjustmentLineInputSchema).min(1).max(500),
})
export type StockAdjustmentInput = z.input<typeof stockAdjustmentInputSchema>

export const stockAdjustmentLineSchema = z.object({
  id: z.number(),
  product_id: z.number(),
  quantity: z.number(),
  lot_id: z.number().nullable(),
  lot_number: z.string().nullable(),
  expiry_date: z.string().nullable(),
  unit_cost_usd: z.number().nullable(),
})

/** An adjustment as lists show it; opening one adds its lines. */
export const stockAdjustmentSummarySchema = z.object({
  id: z.number(),
  store_id: z.number(),
  reason: z.enum(ADJUSTMENT_REASONS),
  note: z.string().nullable(),
  status: z.enum(ADJUSTMENT_STATUSES),
  /** US cents at cost, all lines counted positive. */
  value_usd: z.number(),
  created_by: z.number().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  decided_by: z.number().nullable(),
  decided_by_name: z.string().nullable(),
  decided_at: z.string().nullable(),
})
export const stockAdjustmentSchema = stockAdjustmentSummarySchema.extend({
  lines: z.array(stockAdjustmentLineSchema),
})
export type StockAdjustment = z.infer<typeof stockAdjustmentSchema>

export const stockAdjustmentsResource = defineResource({
  path: 'stock-adjustments',
  label: 'Stock adjustment',
  record: stockAdjustmentSummarySchema,
  input: stockAdjustmentInputSchema,
  filters: {
    store_id: 'reference',
    reason: 'text',
    status: 'text',
    created_by: 'reference',
    created_at: 'date',
  },
  sortable: ['id', 'created_at', 'value_usd', 'status'],
  searchable: ['note'],
  defaultSort: '-id',
})

/** The spec's sentence when a document would take more than is on hand. */
export const stockInsufficientMessage = (productName: string) => `Not enough stock for product ${productName}`

/** Why a lot past its expiry date cannot be sold or transferred. */
export const lotExpiredMessage = (productName: string, lotNumber: string, expiryDate: string) =>
  `Lot ${lotNumber} of product ${productName} expired on ${expiryDate} and cannot be taken`

export const PURCHASE_ORDER_STATUSES = [
  'draft',
  'ordered',
  'partially_received',
  'received',
  'cancelled',
] as const
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number]

/** requested → approved → in_transit (dispatched) → received; cancelled only before dispatch. */
export const TRANSFER_STATUSES = ['requested', 'approved', 'in_transit', 'received', 'cancelled'] as const
export type TransferStatus = (typeof TRANSFER_STATUSES)[number]

export const COUNT_SCOPES = ['full', 'partial'] as const
export type CountScope = (typeof COUNT_SCOPES)[number]
export const COUNT_STATUSES = ['open', 'posted', 'cancelled'] as const
export type CountStatus = (typeof COUNT_STATUSES)[number]

/** What a notification row is about; the web words it in the reader's language from `kind` and `params`. */
export const NOTIFICATION_KINDS = [
  'low_stock',
  'expiring',
  'transfer_dispatched',
  'transfer_received',
  'adjustment_pending',
  // Written by the settings module: the riel rate or the shop's settings changed.
  'exchange_rate_changed',
  'settings_changed',
  // A manager's PIN locked after repeated wrong tries at a till: the owner's to look into.
  'pin_locked',
  // An offline sale arrived that took stock below zero or was charged other prices (decision 0031).
  'offline_sale_review',
] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]
