import { z } from 'zod'
import { chargedTaxSchema } from './taxes.ts'

/**
 * `GET /api/pos/catalogue?store_id=&updated_since=&after=&limit=` (`pos.create`, the store's): what the till keeps
 * on the device to sell without the server (decision 0031). Without `updated_since` it pages through every
 * active product; with it, only what changed since (a product, its unit or category, its stock at the store),
 * and the ids to drop (deleted or deactivated). Pages are keyset by product id: `after` is the last id read.
 */
export const tillCatalogueQuerySchema = z.object({
  store_id: z.coerce.number().int().positive(),
  updated_since: z.iso.datetime({ offset: true }).optional(),
  after: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(5000).default(2000),
})
export type TillCatalogueQuery = z.input<typeof tillCatalogueQuerySchema>

export const tillCatalogueProductSchema = z.object({
  id: z.number(),
  sku: z.string(),
  barcode: z.string().nullable(),
  name_en: z.string(),
  name_kh: z.string().nullable(),
  price_usd: z.number(),
  price_khr: z.number(),
  taxable: z.boolean(),
  is_lot_tracked: z.boolean(),
  unit_id: z.number().nullable(),
  unit_en: z.string().nullable(),
  unit_kh: z.string().nullable(),
  /** Countable units sell whole (decision 0025); a product without a unit sells in parts. */
  divisible: z.boolean(),
  category_id: z.number().nullable(),
  category_en: z.string().nullable(),
  category_kh: z.string().nullable(),
  /** On hand at the till's store. */
  on_hand: z.number(),
  /** Its taxes besides VAT (decision 0044); a device's catalogue saved before them has none. */
  taxes: z.array(chargedTaxSchema).optional(),
})
export type TillCatalogueProduct = z.infer<typeof tillCatalogueProductSchema>

export const tillCatalogueDiscountSchema = z.object({
  id: z.number(),
  name_en: z.string(),
  name_kh: z.string().nullable(),
  type: z.enum(['percentage', 'fixed']),
  value: z.number(),
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
})
export type TillCatalogueDiscount = z.infer<typeof tillCatalogueDiscountSchema>

export const tillCatalogueSchema = z.object({
  products: z.array(tillCatalogueProductSchema),
  /** Products of this page's id range deleted or deactivated since `updated_since`: the device drops them. */
  deleted_ids: z.array(z.number()),
  /** Every discount usable today or later (a short list, sent whole on every page). */
  discounts: z.array(tillCatalogueDiscountSchema),
  /** The last id of this page when more follow, else null. */
  next_after: z.number().nullable(),
  /** The server's clock when the read began: the next delta's `updated_since` (less a margin, see the web). */
  server_time: z.string(),
  /** Today's riel per dollar, for pricing riel-priced goods offline. */
  rate: z.number(),
})
export type TillCatalogue = z.infer<typeof tillCatalogueSchema>
export const tillCatalogueResponseSchema = z.object({ data: tillCatalogueSchema })
