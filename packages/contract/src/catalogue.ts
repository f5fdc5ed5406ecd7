import { z } from 'zod'
import { namedRecordShape, namedShape, referenceId } from './fields.ts'
import { defineResource, recordBaseShape } from './list.ts'
import { taxIds } from './taxes.ts'

const namedFilters = {
  name_en: 'text',
  name_kh: 'text',
  code: 'text',
  status: 'boolean',
  created_at: 'date',
} as const
const namedList = {
  filters: namedFilters,
  sortable: ['name_en', 'name_kh', 'code', 'status', 'created_at', 'updated_at'],
  searchable: ['name_en', 'name_kh', 'code'],
  defaultSort: 'name_en',
}

export const brandInputSchema = z.object(namedShape)
export const brandSchema = z.object({ ...namedRecordShape, ...recordBaseShape })
export const brandsResource = defineResource({
  path: 'brands',
  label: 'Brand',
  record: brandSchema,
  input: brandInputSchema,
  ...namedList,
})

/** `tax_ids`: the taxes besides VAT its products carry unless they have their own (decision 0044). */
export const categoryInputSchema = z.object({ ...namedShape, tax_ids: taxIds })
export const categorySchema = z.object({
  ...namedRecordShape,
  tax_ids: z.array(z.number()),
  ...recordBaseShape,
})
export const categoriesResource = defineResource({
  path: 'categories',
  label: 'Category',
  record: categorySchema,
  input: categoryInputSchema,
  ...namedList,
})

export const subCategoryInputSchema = z.object({ ...namedShape, category_id: referenceId })
export const subCategorySchema = z.object({
  ...namedRecordShape,
  category_id: z.number(),
  ...recordBaseShape,
})
export const subCategoriesResource = defineResource({
  path: 'sub-categories',
  label: 'Sub-category',
  record: subCategorySchema,
  input: subCategoryInputSchema,
  ...namedList,
  filters: { ...namedFilters, category_id: 'reference' },
})

/**
 * `divisible`: the unit is a measure (kilogram, litre, metre) sold in parts; otherwise (can, bottle, piece) the
 * till and orders take whole quantities of its products only.
 */
export const unitInputSchema = z.object({ ...namedShape, divisible: z.boolean().default(false) })
export const unitSchema = z.object({ ...namedRecordShape, divisible: z.boolean(), ...recordBaseShape })
export const unitsResource = defineResource({
  path: 'units',
  label: 'Unit',
  record: unitSchema,
  input: unitInputSchema,
  ...namedList,
})
