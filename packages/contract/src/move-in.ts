import { z } from 'zod'

/**
 * Moving in from another till system (issue 19 part 2): the product and customer imports also read the
 * exports of Loyverse, Square and Odoo, recognised by their headers (docs/decisions/0034-moving-in.md).
 */
export const MOVE_IN_SOURCES = ['loyverse', 'square', 'odoo'] as const
export type MoveInSource = (typeof MOVE_IN_SOURCES)[number]

/** The currency of the file's prices: these systems keep one per account, and a Cambodian shop may use riel. */
export const MOVE_IN_CURRENCIES = ['USD', 'KHR'] as const

/** Why a row, or a store's stock of a row, is not brought in. */
export const MOVE_IN_SKIP_REASONS = [
  'no_name',
  'no_price',
  'invalid_price',
  'no_sku',
  'invalid_row',
  'duplicate_sku',
  'duplicate_barcode',
  'sku_exists',
  'barcode_taken',
  'negative_stock',
  'invalid_quantity',
] as const
export type MoveInSkipReason = (typeof MOVE_IN_SKIP_REASONS)[number]

/** Where one of their stores goes: one of ours (by id), a new store of the same name, or nowhere. */
export const moveInStoreTargetSchema = z.union([z.number().int().positive(), z.enum(['new', 'skip'])])
export type MoveInStoreTarget = z.infer<typeof moveInStoreTargetSchema>

/** `?stores=` is JSON: their store name -> target. Names left out are matched by name. */
export const moveInStoresQuerySchema = z
  .string()
  .max(20_000)
  .optional()
  .transform((text, ctx) => {
    if (text === undefined || text === '') return {}
    try {
      const parsed = z.record(z.string(), moveInStoreTargetSchema).safeParse(JSON.parse(text))
      if (parsed.success) return parsed.data
    } catch {
      // reported below
    }
    ctx.addIssue({ code: 'custom', message: 'invalid_format' })
    return z.NEVER
  })

export const moveInPreviewSchema = z.object({
  source: z.enum(MOVE_IN_SOURCES),
  currency: z.enum(MOVE_IN_CURRENCIES),
  /** Riel per dollar today: what a dollar price shows as in riel. */
  rate: z.number().int(),
  stores: z.array(
    z.object({
      name: z.string(),
      target: moveInStoreTargetSchema,
      /** How it was chosen: by the same name, by the request, or the default for an unmatched name. */
      matched: z.boolean(),
      /** Products with opening stock there, and the sum of their quantities. */
      products: z.number().int(),
      quantity: z.string(),
    }),
  ),
  categories: z.array(
    z.object({ name: z.string(), category_id: z.number().int().nullable(), products: z.number().int() }),
  ),
  units: z.array(z.object({ code: z.string(), unit_id: z.number().int().nullable() })),
  /** Rows (or a store's stock of a row) that will not be brought in, and why (`no_price`, `sku_exists`...). */
  skipped: z.array(
    z.object({
      row: z.number().int(),
      name: z.string(),
      reason: z.enum(MOVE_IN_SKIP_REASONS),
      store: z.string().optional(),
    }),
  ),
  /** What the importer may not do, and so will not: new stores, categories, units, opening stock, alerts. */
  not_allowed: z.array(z.enum(['stores', 'categories', 'units', 'stock', 'thresholds'])),
})
export type MoveInPreview = z.infer<typeof moveInPreviewSchema>
