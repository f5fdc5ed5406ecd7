import { z } from 'zod'
import { optionalBarcode } from './barcode.ts'
import { isoDate, money, optionalText, referenceId, requiredCode, requiredText, status } from './fields.ts'
import { defineResource, recordBaseShape } from './list.ts'
import { chargedTaxSchema, taxIds } from './taxes.ts'

/** A reference the form may leave empty; PUT replaces the whole record, so "absent" means "none". */
const optionalReference = referenceId.nullish().transform((v) => v ?? null)

/** SKUs are the shop's own codes: printed on shelf labels and typed at the till, so no spaces. */
export const sku = requiredCode(64).regex(/^[A-Za-z0-9._/-]+$/, 'sku')

export const PRODUCT_LOW_STOCK_MAX = 1_000_000

export const productInputSchema = z.object({
  name_en: requiredText(200),
  name_kh: optionalText(200),
  short_name: optionalText(60),
  sku,
  barcode: optionalBarcode,
  brand_id: optionalReference,
  unit_id: optionalReference,
  category_id: optionalReference,
  sub_category_id: optionalReference,
  /** US cents: the selling price (SALES.md). */
  price_usd: money,
  /**
   * Whole riel, for riel-priced goods only: charged (at the order's rate) when there is no dollar price, and
   * never used beside one, so it may be left out (decision 0029).
   */
  price_khr: money.default(0),
  cost_usd: money.nullish().transform((v) => v ?? null),
  taxable: z.boolean().default(true),
  expiry_date: isoDate.nullish().transform((v) => v ?? null),
  low_stock_threshold: z.number().int().min(0).max(PRODUCT_LOW_STOCK_MAX).default(0),
  /** Left out, an edit keeps the current setting. */
  is_lot_tracked: z.boolean().optional(),
  /** Its own taxes besides VAT, replacing its category's when there are any (decision 0044). */
  tax_ids: taxIds,
  status,
})
export type ProductInput = z.input<typeof productInputSchema>

/**
 * A product as the API sends it. `image` is the stored file's name; the URLs point at the public `/media`
 * route (an <img> cannot send a bearer token) and are null when the product has no picture.
 */
export const productSchema = z.object({
  name_en: z.string(),
  name_kh: z.string().nullable(),
  short_name: z.string().nullable(),
  sku: z.string(),
  barcode: z.string().nullable(),
  brand_id: z.number().nullable(),
  unit_id: z.number().nullable(),
  category_id: z.number().nullable(),
  sub_category_id: z.number().nullable(),
  price_usd: z.number(),
  price_khr: z.number(),
  cost_usd: z.number().nullable(),
  taxable: z.boolean(),
  expiry_date: z.string().nullable(),
  low_stock_threshold: z.number(),
  is_lot_tracked: z.boolean(),
  tax_ids: z.array(z.number()),
  /** The taxes it is charged: `tax_ids`'s, or else its category's (decision 0044). */
  taxes: z.array(chargedTaxSchema),
  status: z.boolean(),
  image: z.string().nullable(),
  image_url: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  ...recordBaseShape,
})
export type Product = z.infer<typeof productSchema>

export const productsResource = defineResource({
  path: 'products',
  label: 'Product',
  record: productSchema,
  input: productInputSchema,
  filters: {
    name_en: 'text',
    name_kh: 'text',
    short_name: 'text',
    sku: 'text',
    barcode: 'text',
    price_usd: 'number',
    price_khr: 'number',
    cost_usd: 'number',
    low_stock_threshold: 'number',
    brand_id: 'reference',
    unit_id: 'reference',
    category_id: 'reference',
    sub_category_id: 'reference',
    taxable: 'boolean',
    status: 'boolean',
    expiry_date: 'date',
    created_at: 'date',
  },
  sortable: [
    'name_en',
    'name_kh',
    'sku',
    'price_usd',
    'price_khr',
    'expiry_date',
    'created_at',
    'updated_at',
    'status',
  ],
  searchable: ['name_en', 'name_kh', 'sku', 'barcode'],
  defaultSort: 'name_en',
})

/** The upload rules the server enforces; the web app shows them next to the picker. */
export const PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
