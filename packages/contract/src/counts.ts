import { z } from 'zod'
import { isoDate, optionalText, referenceId } from './fields.ts'
import { defineResource } from './list.ts'
import { COUNT_SCOPES, COUNT_STATUSES, quantity } from './stock.ts'

/**
 * A full count covers every product the store holds; a partial one the named products and/or one category.
 * Either way, a product scanned later joins the count with what it held at the snapshot.
 */
export const stockCountInputSchema = z.object({
  store_id: referenceId,
  scope: z.enum(COUNT_SCOPES),
  product_ids: z.array(referenceId).max(2000).nullish(),
  category_id: referenceId.nullish(),
  note: optionalText(500),
})
export type StockCountInput = z.input<typeof stockCountInputSchema>

/**
 * Counted quantities, replacing earlier ones for the same product and lot. A lot-tracked product names its
 * lot by id, or by number (a batch found on the shelf that the store did not know; created if new).
 */
export const stockCountLinesInputSchema = z.object({
  lines: z
    .array(
      z.object({
        product_id: referenceId,
        lot_id: referenceId.nullish(),
        lot_number: optionalText(64),
        expiry_date: isoDate.nullish().transform((v) => v ?? null),
        counted_quantity: quantity.refine((v) => v >= 0, 'not_negative'),
      }),
    )
    .min(1)
    .max(2000),
})
export type StockCountLinesInput = z.input<typeof stockCountLinesInputSchema>

export const stockCountSummarySchema = z.object({
  id: z.number(),
  store_id: z.number(),
  scope: z.enum(COUNT_SCOPES),
  status: z.enum(COUNT_STATUSES),
  note: z.string().nullable(),
  /** The last movement the expected quantities include; later ones (sales while counting) are kept at post. */
  snapshot_movement_id: z.number().nullable(),
  created_by: z.number().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  posted_by: z.number().nullable(),
  posted_by_name: z.string().nullable(),
  posted_at: z.string().nullable(),
  cancelled_by: z.number().nullable(),
  cancelled_by_name: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  updated_at: z.string(),
})

export const stockCountLineSchema = z.object({
  id: z.number(),
  product_id: z.number(),
  product_name_en: z.string(),
  product_name_kh: z.string().nullable(),
  sku: z.string(),
  barcode: z.string().nullable(),
  lot_id: z.number().nullable(),
  lot_number: z.string().nullable(),
  expiry_date: z.string().nullable(),
  /** On hand at the snapshot. */
  expected_quantity: z.number(),
  /** Null until counted; an uncounted line is left as it is when the count is posted. */
  counted_quantity: z.number().nullable(),
  /** counted − expected (null until counted): what posting moves. */
  difference: z.number().nullable(),
  /** Cost per unit at the snapshot, US cents. */
  unit_cost_usd: z.number().nullable(),
  /** The difference at cost, US cents, rounded once (null until counted). */
  difference_value_usd: z.number().nullable(),
  counted_by: z.number().nullable(),
  counted_by_name: z.string().nullable(),
  counted_at: z.string().nullable(),
})

export const stockCountSchema = stockCountSummarySchema.extend({
  lines: z.array(stockCountLineSchema),
  totals: z.object({
    lines: z.number(),
    counted: z.number(),
    /** Sum of the counted lines' differences at cost, US cents: the gain (positive) or loss the post books. */
    difference_value_usd: z.number(),
  }),
})
export type StockCount = z.infer<typeof stockCountSchema>
export type StockCountSummary = z.infer<typeof stockCountSummarySchema>

export const stockCountsResource = defineResource({
  path: 'stock-counts',
  label: 'Stock count',
  record: stockCountSummarySchema,
  input: stockCountInputSchema,
  filters: {
    store_id: 'reference',
    scope: 'text',
    status: 'text',
    created_by: 'reference',
    created_at: 'date',
    posted_at: 'date',
  },
  sortable: ['id', 'created_at', 'updated_at', 'status'],
  searchable: ['note'],
  defaultSort: '-id',
})
