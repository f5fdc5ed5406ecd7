import { z } from 'zod'
import { code, optionalText, referenceId, requiredText, status } from './fields.ts'
import { defineResource, recordBaseShape } from './list.ts'

/**
 * The taxes besides VAT (decision 0044): Public Lighting Tax, Specific Tax, Accommodation Tax. The owner
 * defines them and assigns them to products or categories; a product's own list replaces its category's.
 */

/** A percent above 0 and at most 100, with up to 2 decimals (5 is 5%, 0.5 is half a percent). */
export const taxRate = z
  .number()
  .gt(0)
  .max(100)
  .refine((v) => /^\d+(\.\d{1,2})?$/.test(String(v)), 'too_many_decimals')

/** The rate in basis points (5% is 500), exactly: rates have at most 2 decimals. */
export const taxBasisPoints = (rate: number) => Math.round(rate * 100)

export const TAX_STACK_MAX = 999

export const taxInputSchema = z.object({
  code,
  name_en: requiredText(150),
  name_kh: optionalText(150),
  rate: taxRate,
  /** In the shelf price (the default, as VAT is) or added on top of it when prices do not include VAT. */
  included: z.boolean().default(true),
  /** The order in which the taxes stack, lowest first (Specific Tax before PLT); VAT always comes last. */
  stack_order: z.number().int().min(0).max(TAX_STACK_MAX).default(0),
  status,
})
export type TaxInput = z.input<typeof taxInputSchema>

export const taxSchema = z.object({
  code: z.string(),
  name_en: z.string(),
  name_kh: z.string().nullable(),
  rate: z.number(),
  included: z.boolean(),
  stack_order: z.number(),
  status: z.boolean(),
  ...recordBaseShape,
})
export type Tax = z.infer<typeof taxSchema>

export const taxesResource = defineResource({
  path: 'taxes',
  label: 'Tax',
  record: taxSchema,
  input: taxInputSchema,
  filters: { code: 'text', name_en: 'text', name_kh: 'text', status: 'boolean', created_at: 'date' },
  sortable: ['stack_order', 'code', 'name_en', 'name_kh', 'rate', 'status', 'created_at', 'updated_at'],
  searchable: ['code', 'name_en', 'name_kh'],
  defaultSort: 'stack_order',
})

/** The taxes a product or category carries; left out of an edit, they stay as they are. */
export const taxIds = z.array(referenceId).max(20).optional()

/**
 * A tax as a product is charged it: its own list, or else its category's, active ones only (what pricing takes,
 * with the names the till shows). Products and the till's catalogue carry them so the cart prices as the server.
 */
export const chargedTaxSchema = z.object({
  id: z.number(),
  code: z.string(),
  name_en: z.string(),
  name_kh: z.string().nullable(),
  rate_bp: z.number(),
  included: z.boolean(),
  stack_order: z.number(),
})
export type ChargedTax = z.infer<typeof chargedTaxSchema>
