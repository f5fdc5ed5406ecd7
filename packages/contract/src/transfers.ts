import { z } from 'zod'
import { optionalText, referenceId } from './fields.ts'
import { defineResource } from './list.ts'
import { quantity, TRANSFER_STATUSES } from './stock.ts'

const positive = quantity.refine((v) => v > 0, 'positive')
const atLeastZero = quantity.refine((v) => v >= 0, 'not_negative')

/** Each product once per document: a scanned product adds to its line, it does not open a second one. */
const eachProductOnce = <T extends { product_id: number }>(lines: T[], ctx: z.RefinementCtx) => {
  const seen = new Set<number>()
  lines.forEach((line, i) => {
    if (seen.has(line.product_id))
      ctx.addIssue({ code: 'custom', message: 'duplicate', path: [i, 'product_id'] })
    seen.add(line.product_id)
  })
}

export const stockTransferInputSchema = z.object({
  from_store_id: referenceId,
  to_store_id: referenceId,
  note: optionalText(500),
  lines: z
    .array(z.object({ product_id: referenceId, quantity: positive }))
    .min(1)
    .max(500)
    .superRefine(eachProductOnce),
})
export type StockTransferInput = z.input<typeof stockTransferInputSchema>

/** What actually arrived, per product of the transfer (0 when nothing did); short or over is recorded. */
export const stockTransferReceiveSchema = z.object({
  lines: z
    .array(z.object({ product_id: referenceId, quantity: atLeastZero }))
    .min(1)
    .max(500)
    .superRefine(eachProductOnce),
})
export type StockTransferReceiveInput = z.input<typeof stockTransferReceiveSchema>

/** A transfer as lists show it; opening one adds its lines and lots. Who did each step (by name too), and when. */
export const stockTransferSummarySchema = z.object({
  id: z.number(),
  from_store_id: z.number(),
  to_store_id: z.number(),
  status: z.enum(TRANSFER_STATUSES),
  note: z.string().nullable(),
  created_by: z.number().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  approved_by: z.number().nullable(),
  approved_by_name: z.string().nullable(),
  approved_at: z.string().nullable(),
  dispatched_by: z.number().nullable(),
  dispatched_by_name: z.string().nullable(),
  dispatched_at: z.string().nullable(),
  received_by: z.number().nullable(),
  received_by_name: z.string().nullable(),
  received_at: z.string().nullable(),
  cancelled_by: z.number().nullable(),
  cancelled_by_name: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  updated_at: z.string(),
})

export const stockTransferLineSchema = z.object({
  id: z.number(),
  product_id: z.number(),
  product_name_en: z.string(),
  product_name_kh: z.string().nullable(),
  sku: z.string(),
  barcode: z.string().nullable(),
  /** Asked for. */
  quantity: z.number(),
  /** Taken out of the source at dispatch (null before). */
  dispatched_quantity: z.number().nullable(),
  /** Put into the destination at receipt (null before). */
  received_quantity: z.number().nullable(),
  /** received − dispatched once received: negative is short, positive is over. */
  difference: z.number().nullable(),
})

/** One lot (or the product, when not lot-tracked) of a line as dispatched and received. */
export const stockTransferItemSchema = z.object({
  id: z.number(),
  line_id: z.number(),
  product_id: z.number(),
  lot_id: z.number().nullable(),
  lot_number: z.string().nullable(),
  expiry_date: z.string().nullable(),
  quantity: z.number(),
  received_quantity: z.number().nullable(),
})

export const stockTransferSchema = stockTransferSummarySchema.extend({
  lines: z.array(stockTransferLineSchema),
  items: z.array(stockTransferItemSchema),
})
export type StockTransfer = z.infer<typeof stockTransferSchema>
export type StockTransferSummary = z.infer<typeof stockTransferSummarySchema>

export const stockTransfersResource = defineResource({
  path: 'stock-transfers',
  label: 'Stock transfer',
  record: stockTransferSummarySchema,
  input: stockTransferInputSchema,
  filters: {
    /** Either end: the transfers leaving or reaching this store. */
    store_id: 'reference',
    from_store_id: 'reference',
    to_store_id: 'reference',
    status: 'text',
    created_by: 'reference',
    created_at: 'date',
    dispatched_at: 'date',
    received_at: 'date',
  },
  sortable: ['id', 'created_at', 'updated_at', 'status'],
  searchable: ['note'],
  defaultSort: '-id',
})

/** The actions after creation, each `POST /api/stock-transfers/{id}/{action}`. */
export const TRANSFER_ACTIONS = ['approve', 'dispatch', 'receive', 'cancel'] as const
export type TransferAction = (typeof TRANSFER_ACTIONS)[number]
