import { INVOICE_KINDS, type InvoiceParty, type LineTax, RETURN_KINDS } from '@sms/contract'
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { products } from './catalogue.ts'
import { at, money, quantity, rate, storeId, userRef } from './sale-columns.ts'
import { orderLines, orders, shifts } from './sales.ts'

// After the sale: credit notes (returns) and invoices, numbered gaplessly shop-wide.

/**
 * Where CamInvoice has a document: empty until a connector submits it (decision 0030), then its status and the
 * id the tax office gave it. Nothing writes them yet.
 */
const camInvoiceColumns = () => ({
  caminvoice_status: text('caminvoice_status'),
  caminvoice_document_id: text('caminvoice_document_id'),
})

/**
 * A credit note (`CN-2026-000001`, gapless shop-wide per year): a return of goods, or the cancellation of an
 * invoiced order. Its amounts are what the customer is credited; it never changes once written.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id),
    store_id: storeId(),
    number: text('number').notNull(),
    kind: text('kind', { enum: RETURN_KINDS }).notNull(),
    reason: text('reason'),
    subtotal_usd: money('subtotal_usd').notNull(),
    vat_usd: money('vat_usd').notNull(),
    total_usd: money('total_usd').notNull(),
    total_khr: money('total_khr').notNull(),
    vat_khr: money('vat_khr').notNull(),
    shift_id: integer('shift_id').references(() => shifts.id),
    created_by: userRef('created_by'),
    approved_by: userRef('approved_by'),
    created_at: at('created_at').notNull().defaultNow(),
    ...camInvoiceColumns(),
  },
  (t) => [
    uniqueIndex('order_returns_number_unique').on(t.number),
    index('order_returns_order_idx').on(t.order_id),
    index('order_returns_created_idx').on(t.created_at),
  ],
)

export const orderReturnLines = pgTable(
  'order_return_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    return_id: integer('return_id')
      .notNull()
      .references(() => orderReturns.id),
    order_line_id: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: quantity('quantity').notNull(),
    amount_usd: money('amount_usd').notNull(),
    taxable: boolean('taxable').notNull(),
    /** The line's taxes besides VAT this return reverses (decision 0047): its share of the sold line's. */
    taxes: jsonb('taxes').$type<LineTax[]>().notNull().default([]),
  },
  (t) => [
    index('order_return_lines_return_idx').on(t.return_id),
    index('order_return_lines_line_idx').on(t.order_line_id),
  ],
)

/**
 * An issued invoice (`INV-2026-000001`, gapless shop-wide per year), one per order: the seller and buyer as
 * they were, the rate and both currencies' totals (SALES.md: total and VAT converted apart, subtotal by
 * subtraction). Issued invoices never change; a correction is a credit note.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    number: text('number').notNull(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    rate: rate('rate').notNull(),
    seller: jsonb('seller').$type<InvoiceParty>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceParty>(),
    subtotal_usd: money('subtotal_usd').notNull(),
    vat_usd: money('vat_usd').notNull(),
    total_usd: money('total_usd').notNull(),
    total_khr: money('total_khr').notNull(),
    vat_khr: money('vat_khr').notNull(),
    subtotal_khr: money('subtotal_khr').notNull(),
    issued_by: userRef('issued_by'),
    issued_at: at('issued_at').notNull().defaultNow(),
    ...camInvoiceColumns(),
  },
  (t) => [
    uniqueIndex('invoices_number_unique').on(t.number),
    uniqueIndex('invoices_order_unique').on(t.order_id),
    index('invoices_issued_idx').on(t.issued_at),
  ],
)
