import { z } from 'zod'
import { camInvoiceId, vatTin } from './einvoice.ts'
import { code, isoDate, money, optionalText, phone, referenceId, requiredText, status } from './fields.ts'
import { defineResource, recordBaseShape } from './list.ts'

/** Forms send '' for an empty optional e-mail; it is stored as null, and kept lower-case otherwise. */
const optionalEmail = z
  .union([z.literal(''), z.email().max(254)])
  .nullish()
  .transform((v) => (v ? v.toLowerCase() : null))
const optionalReference = referenceId.nullish().transform((v) => v ?? null)
const optionalDate = isoDate.nullish().transform((v) => v ?? null)

export const storeInputSchema = z.object({
  name_en: requiredText(150),
  name_kh: optionalText(150),
  code,
  phone,
  address: optionalText(500),
  status,
  /** Stock settings; left out, an edit keeps the current values. */
  allow_negative_stock: z.boolean().optional(),
  /** US cents: adjustments worth this much at cost or more wait for approval. */
  adjustment_approval_limit_usd: money.optional(),
})
export const storeSchema = z.object({
  name_en: z.string(),
  name_kh: z.string().nullable(),
  code: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  status: z.boolean(),
  allow_negative_stock: z.boolean(),
  adjustment_approval_limit_usd: z.number(),
  ...recordBaseShape,
})
export const storesResource = defineResource({
  path: 'stores',
  label: 'Store',
  record: storeSchema,
  input: storeInputSchema,
  filters: {
    name_en: 'text',
    name_kh: 'text',
    code: 'text',
    phone: 'text',
    address: 'text',
    status: 'boolean',
    created_at: 'date',
  },
  sortable: ['name_en', 'name_kh', 'code', 'status', 'created_at', 'updated_at'],
  searchable: ['name_en', 'name_kh', 'code', 'phone'],
  defaultSort: 'name_en',
})

export const DISCOUNT_TYPES = ['percentage', 'fixed'] as const
export type DiscountType = (typeof DISCOUNT_TYPES)[number]

/**
 * `value` is a whole percent (1-100) for a percentage and US cents (more than 0) for a fixed amount; a
 * validity period may be open at either end but never ends before it starts.
 */
export const discountInputSchema = z
  .object({
    name_en: requiredText(150),
    name_kh: optionalText(150),
    type: z.enum(DISCOUNT_TYPES),
    value: z.number().int().min(1).max(1_000_000_00),
    starts_on: optionalDate,
    ends_on: optionalDate,
    status,
  })
  .superRefine((discount, ctx) => {
    if (discount.type === 'percentage' && discount.value > 100) {
      ctx.addIssue({
        code: 'too_big',
        origin: 'number',
        maximum: 100,
        inclusive: true,
        input: discount.value,
        path: ['value'],
      })
    }
    if (discount.starts_on && discount.ends_on && discount.ends_on < discount.starts_on) {
      ctx.addIssue({ code: 'custom', message: 'before_start', input: discount.ends_on, path: ['ends_on'] })
    }
  })
export const discountSchema = z.object({
  name_en: z.string(),
  name_kh: z.string().nullable(),
  type: z.enum(DISCOUNT_TYPES),
  value: z.number(),
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
  status: z.boolean(),
  ...recordBaseShape,
})
export const discountsResource = defineResource({
  path: 'discounts',
  label: 'Discount',
  record: discountSchema,
  input: discountInputSchema,
  filters: {
    name_en: 'text',
    name_kh: 'text',
    type: 'text',
    value: 'number',
    starts_on: 'date',
    ends_on: 'date',
    status: 'boolean',
    created_at: 'date',
  },
  sortable: ['name_en', 'name_kh', 'type', 'value', 'starts_on', 'ends_on', 'status', 'created_at'],
  searchable: ['name_en', 'name_kh'],
  defaultSort: 'name_en',
})

/** The two Cambodian addresses of a customer or supplier: province → district → commune → village. */
export const ADDRESS_PREFIXES = ['', 'shipping_'] as const
export const ADDRESS_LEVELS = ['province_id', 'district_id', 'commune_id', 'village_id'] as const

const partyInputShape = {
  name: requiredText(150),
  phone,
  email: optionalEmail,
  address: optionalText(500),
  province_id: optionalReference,
  district_id: optionalReference,
  commune_id: optionalReference,
  village_id: optionalReference,
  shipping_address: optionalText(500),
  shipping_province_id: optionalReference,
  shipping_district_id: optionalReference,
  shipping_commune_id: optionalReference,
  shipping_village_id: optionalReference,
  status,
}

const partyRecordShape = {
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  province_id: z.number().nullable(),
  district_id: z.number().nullable(),
  commune_id: z.number().nullable(),
  village_id: z.number().nullable(),
  shipping_address: z.string().nullable(),
  shipping_province_id: z.number().nullable(),
  shipping_district_id: z.number().nullable(),
  shipping_commune_id: z.number().nullable(),
  shipping_village_id: z.number().nullable(),
  status: z.boolean(),
  ...recordBaseShape,
}

const partyList = {
  filters: {
    name: 'text',
    phone: 'text',
    email: 'text',
    address: 'text',
    province_id: 'reference',
    district_id: 'reference',
    commune_id: 'reference',
    village_id: 'reference',
    shipping_province_id: 'reference',
    shipping_district_id: 'reference',
    shipping_commune_id: 'reference',
    shipping_village_id: 'reference',
    status: 'boolean',
    created_at: 'date',
  },
  sortable: ['name', 'phone', 'email', 'status', 'created_at', 'updated_at'],
  searchable: ['name', 'phone', 'email'],
  defaultSort: 'name',
} as const

/**
 * A business customer's identity for tax invoices and CamInvoice (decision 0030): the VATTIN (required for a
 * tax invoice), the CamInvoice endpoint ID, and the Khmer name and address beside the English `name`/`address`.
 */
const customerTaxShape = {
  vat_number: vatTin,
  caminvoice_id: camInvoiceId,
  name_kh: optionalText(200),
  address_kh: optionalText(500),
}
export const customerInputSchema = z.object({ ...partyInputShape, ...customerTaxShape })
export const customerSchema = z.object({
  ...partyRecordShape,
  vat_number: z.string().nullable(),
  caminvoice_id: z.string().nullable(),
  name_kh: z.string().nullable(),
  address_kh: z.string().nullable(),
})
export const customersResource = defineResource({
  path: 'customers',
  label: 'Customer',
  record: customerSchema,
  input: customerInputSchema,
  ...partyList,
  // The Khmer name sorts and is found too: Khmer readers list customers by it (decision 0033).
  sortable: [...partyList.sortable, 'name_kh'],
  searchable: [...partyList.searchable, 'name_kh'],
})

export const SUPPLIER_TYPES = ['manufacturer', 'distributor', 'wholesaler', 'retailer', 'service'] as const
export type SupplierType = (typeof SUPPLIER_TYPES)[number]

export const supplierInputSchema = z.object({
  ...partyInputShape,
  supplier_type: z
    .enum(SUPPLIER_TYPES)
    .nullish()
    .transform((v) => v ?? null),
})
export const supplierSchema = z.object({
  ...partyRecordShape,
  supplier_type: z.enum(SUPPLIER_TYPES).nullable(),
})
export const suppliersResource = defineResource({
  path: 'suppliers',
  label: 'Supplier',
  record: supplierSchema,
  input: supplierInputSchema,
  ...partyList,
  filters: { ...partyList.filters, supplier_type: 'text' },
  sortable: [...partyList.sortable, 'supplier_type'],
  searchable: [...partyList.searchable],
})
