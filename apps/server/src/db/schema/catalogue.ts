import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { auditColumns } from './columns.ts'

/** name_en / name_kh / code / status, shared by the simple catalogue records. */
const namedColumns = () => ({
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name_en: text('name_en').notNull(),
  name_kh: text('name_kh'),
  code: text('code').notNull(),
  status: boolean('status').notNull().default(true),
  ...auditColumns,
})

export const brands = pgTable('brands', namedColumns(), (t) => [uniqueIndex('brands_code_unique').on(t.code)])

export const categories = pgTable('categories', namedColumns(), (t) => [
  uniqueIndex('categories_code_unique').on(t.code),
])

export const subCategories = pgTable(
  'sub_categories',
  {
    ...namedColumns(),
    category_id: integer('category_id')
      .notNull()
      .references(() => categories.id),
  },
  (t) => [
    uniqueIndex('sub_categories_code_unique').on(t.code),
    index('sub_categories_category_idx').on(t.category_id),
  ],
)

export const units = pgTable('units', namedColumns(), (t) => [uniqueIndex('units_code_unique').on(t.code)])
