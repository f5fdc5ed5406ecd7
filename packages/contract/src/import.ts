import { z } from 'zod'
import { MOVE_IN_CURRENCIES, moveInPreviewSchema, moveInStoresQuerySchema } from './move-in.ts'

/**
 * CSV import: `POST /api/{resource}/import` with the file as the `text/csv` body, for resources that have
 * an importer (customers, products). Needs `{resource}.create`. A file is imported whole or not at all.
 */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024
export const IMPORT_MAX_ROWS = 100_000
/** Rows shown in the preview, and the most row errors one answer lists (the counts are always complete). */
export const IMPORT_PREVIEW_ROWS = 20
export const IMPORT_MAX_ERRORS = 1000

/**
 * The CSV columns of each importable resource, in file order: the export writes exactly these and the
 * import reads them (docs/decisions/0010-one-csv-format.md). The server's column definitions are typed
 * by this list and the web app's template is built from it, so the three cannot drift apart.
 */
export const IMPORT_COLUMNS = {
  customers: [
    'name',
    'phone',
    'email',
    'address',
    'province',
    'district',
    'commune',
    'village',
    'shipping_address',
    'shipping_province',
    'shipping_district',
    'shipping_commune',
    'shipping_village',
    'status',
  ],
  products: [
    'name_en',
    'name_kh',
    'short_name',
    'sku',
    'barcode',
    'brand',
    'unit',
    'category',
    'sub_category',
    'price_usd',
    'price_khr',
    'cost_usd',
    'taxable',
    'expiry_date',
    'low_stock_threshold',
    'status',
  ],
} as const
export type ImportableResource = keyof typeof IMPORT_COLUMNS
export type ImportColumnName<R extends ImportableResource> = (typeof IMPORT_COLUMNS)[R][number]

/** `?dry_run=true` only checks the file and answers the preview; nothing is written. */
export const importQuerySchema = z.object({
  dry_run: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
  /** For another system's export: where their stores go, and the currency of their prices. */
  stores: moveInStoresQuerySchema,
  currency: z.enum(MOVE_IN_CURRENCIES).optional(),
})

/**
 * One problem in the file. `row` is the spreadsheet row (the header is row 1, the first record row 2);
 * `field` is the CSV column, or the input field when no column maps to it; `codes` are field error codes
 * (`required`, `not_found`, `taken`, `duplicate`, `invalid_money`, `missing_column`, ...).
 */
export const importRowErrorSchema = z.object({
  row: z.number().int(),
  field: z.string(),
  codes: z.array(z.string()),
})
export type ImportRowError = z.infer<typeof importRowErrorSchema>

export const importPreviewSchema = z.object({
  /** Record rows in the file (the header not counted). */
  total: z.number().int(),
  /** Rows without any error. The file is importable when valid === total. */
  valid: z.number().int(),
  errors: z.array(importRowErrorSchema),
  /** Header columns the importer does not know; they are ignored. */
  ignored_columns: z.array(z.string()),
  /**
   * Of the valid rows: how many are new records, and how many update a stored one (products matched by
   * SKU, customers by phone). An exported file imported unchanged is all updates and changes nothing.
   */
  created: z.number().int(),
  updated: z.number().int(),
  /** The first rows as they would be stored (codes already turned into ids, dollars into cents). */
  preview: z.array(z.object({ row: z.number().int(), values: z.record(z.string(), z.unknown()) })),
  /** Present when the file is another system's export (Loyverse, Square, Odoo): the mapping to review. */
  move_in: moveInPreviewSchema.optional(),
})
export type ImportPreview = z.infer<typeof importPreviewSchema>

/**
 * Without `dry_run`, a file with errors answers 422 `VALIDATION_FAILED` whose `params` is the preview.
 * A valid file answers 200 `application/x-ndjson`: one event per line, progress while the rows are
 * written, then `done` (committed) or `error` (rolled back: nothing was written).
 */
export const importEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('progress'), done: z.number().int(), total: z.number().int() }),
  z.object({ type: z.literal('done'), created: z.number().int(), updated: z.number().int() }),
  z.object({
    type: z.literal('error'),
    code: z.string(),
    message: z.string(),
    errors: z.array(importRowErrorSchema).optional(),
  }),
])
export type ImportEvent = z.infer<typeof importEventSchema>
