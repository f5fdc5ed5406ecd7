import { boolean, index, integer, numeric, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { categories, products } from './catalogue.ts'
import { auditColumns } from './columns.ts'
import { orderReturns } from './returns-invoices.ts'
import { money } from './sale-columns.ts'
import { orders } from './sales.ts'

/**
 * The taxes besides VAT the owner defines (decision 0044): Specific Tax, Public Lighting Tax, Accommodation Tax.
 * `rate` is a percent with up to 2 decimals, like the VAT setting; lower `stack_order` stacks first, VAT last.
 */
export const taxes = pgTable(
  'taxes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    name_en: text('name_en').notNull(),
    name_kh: text('name_kh'),
    rate: numeric('rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    included: boolean('included').notNull().default(true),
    stack_order: integer('stack_order').notNull().default(0),
    status: boolean('status').notNull().default(true),
    ...auditColumns,
  },
  (t) => [uniqueIndex('taxes_code_unique').on(t.code)],
)

/** A product's own taxes: when it has any, they replace its category's (decision 0044). */
export const productTaxes = pgTable(
  'product_taxes',
  {
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id),
    tax_id: integer('tax_id')
      .notNull()
      .references(() => taxes.id),
  },
  (t) => [primaryKey({ columns: [t.product_id, t.tax_id] }), index('product_taxes_tax_idx').on(t.tax_id)],
)

export const categoryTaxes = pgTable(
  'category_taxes',
  {
    category_id: integer('category_id')
      .notNull()
      .references(() => categories.id),
    tax_id: integer('tax_id')
      .notNull()
      .references(() => taxes.id),
  },
  (t) => [primaryKey({ columns: [t.category_id, t.tax_id] }), index('category_taxes_tax_idx').on(t.tax_id)],
)

/**
 * A tax as a document charged or reversed it: the tax's names and rate copied, base and amount in dollars and
 * riel. A function, so each table gets columns of its own.
 */
const chargedTaxColumns = () => ({
  tax_id: integer('tax_id')
    .notNull()
    .references(() => taxes.id),
  code: text('code').notNull(),
  name_en: text('name_en').notNull(),
  name_kh: text('name_kh'),
  rate_bp: integer('rate_bp').notNull(),
  included: boolean('included').notNull(),
  stack_order: integer('stack_order').notNull(),
  base_usd: money('base_usd').notNull(),
  amount_usd: money('amount_usd').notNull(),
  base_khr: money('base_khr').notNull(),
  amount_khr: money('amount_khr').notNull(),
})

/**
 * An order's taxes besides VAT as charged, one row per tax: the lines' sums with the riel converted once, and
 * the tax's names and rate copied, so receipts, invoices, the UBL and the tax report never recompute.
 */
export const orderTaxes = pgTable(
  'order_taxes',
  {
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id),
    ...chargedTaxColumns(),
  },
  (t) => [primaryKey({ columns: [t.order_id, t.tax_id] }), index('order_taxes_tax_idx').on(t.tax_id)],
)

/**
 * What a credit note reversed of each tax of its order (decision 0047): the lines' shares summed, the riel
 * converted once (the last credit note takes what the order's riel still hold), names and rate copied from the
 * order's row. The credit note's UBL and the tax report read these, never recompute them.
 */
export const returnTaxes = pgTable(
  'return_taxes',
  {
    return_id: integer('return_id')
      .notNull()
      .references(() => orderReturns.id),
    ...chargedTaxColumns(),
  },
  (t) => [primaryKey({ columns: [t.return_id, t.tax_id] }), index('return_taxes_tax_idx').on(t.tax_id)],
)
