import {
  CASH_MOVE_DIRECTIONS,
  CHANGE_MODES,
  CURRENCIES,
  INVOICE_KINDS,
  type InvoiceParty,
  ORDER_SOURCES,
  ORDER_STAGES,
  PAYMENT_KINDS,
  PAYMENT_STATUSES,
  RETURN_KINDS,
  SHIFT_STATUSES,
  type ShippingAddress,
  TENDER_METHODS,
} from '@sms/contract'
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { products } from './catalogue.ts'
import { customers, discounts, stores } from './parties.ts'
import { users } from './users.ts'

/** US cents or whole riel: 64-bit, read as JavaScript numbers (checked against MAX_MONEY on the way in). */
const money = (name: string) => bigint(name, { mode: 'number' })
const quantity = (name: string) => numeric(name, { precision: 14, scale: 3, mode: 'number' })
/** Riel per US dollar, up to 2 decimals (4100, 4087.5). */
const rate = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' })
const at = (name: string) => timestamp(name, { withTimezone: true })
const userRef = (name: string) => integer(name).references(() => users.id)
const storeId = () =>
  integer('store_id')
    .notNull()
    .references(() => stores.id)

/**
 * Gapless document numbers (`R-2026-000123`): the last number given per kind, scope and year, raised under a
 * row lock in the document's own transaction, so a rolled-back sale gives its number back (a SEQUENCE would
 * leave a gap). `scope` is the store for receipts and 0 for numbers shared by the whole shop.
 */
export const documentNumbers = pgTable(
  'document_numbers',
  {
    kind: text('kind').notNull(),
    scope: integer('scope').notNull(),
    year: integer('year').notNull(),
    last_number: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.scope, t.year] })],
)

/** A cashier's till at a store: the opening float, cash in and out, and the blind count at the close. */
export const shifts = pgTable(
  'shifts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    store_id: storeId(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: SHIFT_STATUSES }).notNull().default('open'),
    opened_at: at('opened_at').notNull().defaultNow(),
    closed_at: at('closed_at'),
    float_usd: money('float_usd').notNull(),
    float_khr: money('float_khr').notNull(),
    counted_usd: money('counted_usd'),
    counted_khr: money('counted_khr'),
    note: text('note'),
  },
  (t) => [
    // One open till per cashier and store.
    uniqueIndex('shifts_one_open_per_user_store').on(t.user_id, t.store_id).where(sql`status = 'open'`),
    index('shifts_store_idx').on(t.store_id, t.opened_at),
  ],
)

export const shiftCashMoves = pgTable(
  'shift_cash_moves',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shift_id: integer('shift_id')
      .notNull()
      .references(() => shifts.id),
    direction: text('direction', { enum: CASH_MOVE_DIRECTIONS }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    amount: money('amount').notNull(),
    reason: text('reason').notNull(),
    created_by: userRef('created_by'),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('shift_cash_moves_shift_idx').on(t.shift_id)],
)

/**
 * A sale: at the till (created completed and paid, with its shift) or in the back office. Totals are stored
 * as computed at the time, with the rate used, so history is never rewritten by a new price or rate.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    number: text('number'),
    store_id: storeId(),
    shift_id: integer('shift_id').references(() => shifts.id),
    cashier_id: userRef('cashier_id'),
    customer_id: integer('customer_id').references(() => customers.id),
    stage: text('stage', { enum: ORDER_STAGES }).notNull(),
    payment_status: text('payment_status', { enum: PAYMENT_STATUSES }).notNull(),
    rate: rate('rate').notNull(),
    subtotal_usd: money('subtotal_usd').notNull(),
    discount_usd: money('discount_usd').notNull(),
    vat_usd: money('vat_usd').notNull(),
    total_usd: money('total_usd').notNull(),
    total_khr: money('total_khr').notNull(),
    vat_khr: money('vat_khr').notNull(),
    /**
     * Sums of the order's lines, written in the INSERT that creates the order (its lines never change after):
     * the taxable and exempt amounts (VAT report) and the cost of goods at the cost stored on each line, per line
     * rounded half up (margin report). The reports then read a year of orders, not a year of lines (decision 0024);
     * the right-to-the-riel test proves they equal the lines.
     */
    taxable_usd: money('taxable_usd').notNull().default(0),
    exempt_usd: money('exempt_usd').notNull().default(0),
    goods_cost_usd: money('goods_cost_usd').notNull().default(0),
    paid_khr: money('paid_khr').notNull().default(0),
    change_mode: text('change_mode', { enum: CHANGE_MODES }).notNull().default('split'),
    change_usd: money('change_usd').notNull().default(0),
    change_khr: money('change_khr').notNull().default(0),
    rounding_khr: money('rounding_khr').notNull().default(0),
    discount_id: integer('discount_id').references(() => discounts.id),
    note: text('note'),
    /** `pos` (a till sale) or `back_office` (a phone or delivery order opened by staff). */
    source: text('source', { enum: ORDER_SOURCES }).notNull().default('pos'),
    /** A till sale is approved when created; an open order only when a user with orders.approve approves it. */
    approved_at: at('approved_at'),
    approved_by: userRef('approved_by'),
    /** The Cambodian address shape of customers (decision 0006): text and province → village ids. */
    shipping_address: jsonb('shipping_address').$type<ShippingAddress>(),
    delivery_note: text('delivery_note'),
    cancel_reason: text('cancel_reason'),
    cancelled_at: at('cancelled_at'),
    created_at: at('created_at').notNull().defaultNow(),
    updated_at: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('orders_stage_idx').on(t.stage),
    // Receipts are numbered per store and year (R-2026-000001 in each store), so a number is unique per store.
    uniqueIndex('orders_store_number_unique').on(t.store_id, t.number),
    index('orders_store_created_idx').on(t.store_id, t.created_at),
    index('orders_shift_idx').on(t.shift_id),
    index('orders_customer_idx').on(t.customer_id),
    index('orders_created_idx').on(t.created_at),
  ],
)

/** A line as sold: the product's names and price copied, so a later edit of the product changes no sale. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id),
    line_no: integer('line_no').notNull(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id),
    sku: text('sku').notNull(),
    name_en: text('name_en').notNull(),
    name_kh: text('name_kh'),
    /** The product's unit at the sale ("Can", "កំប៉ុង"), for the invoice that must never change afterwards. */
    unit_en: text('unit_en'),
    unit_kh: text('unit_kh'),
    quantity: quantity('quantity').notNull(),
    unit_price_usd: money('unit_price_usd').notNull(),
    price_overridden: boolean('price_overridden').notNull().default(false),
    discount_id: integer('discount_id').references(() => discounts.id),
    line_discount_usd: money('line_discount_usd').notNull().default(0),
    order_discount_usd: money('order_discount_usd').notNull().default(0),
    amount_usd: money('amount_usd').notNull(),
    taxable: boolean('taxable').notNull(),
    /** Cost per unit at the sale (moving average), US cents: for margins without rewriting history. */
    unit_cost_usd: money('unit_cost_usd'),
  },
  (t) => [
    uniqueIndex('order_lines_order_line_unique').on(t.order_id, t.line_no),
    index('order_lines_product_idx').on(t.product_id),
  ],
)

/**
 * Money in and out of an order, one row each, never updated: tenders, change (negative), the cash rounding,
 * later payments and refunds. The payment status is derived from these rows.
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id),
    shift_id: integer('shift_id').references(() => shifts.id),
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull(),
    method: text('method', { enum: TENDER_METHODS }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    amount: money('amount').notNull(),
    amount_khr: money('amount_khr').notNull(),
    reference: text('reference'),
    /** The return (credit note) a refund row belongs to. */
    return_id: integer('return_id').references(() => orderReturns.id),
    created_by: userRef('created_by'),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('order_payments_order_idx').on(t.order_id),
    index('order_payments_shift_idx').on(t.shift_id),
    index('order_payments_return_idx').on(t.return_id),
  ],
)

/** A parked cart: what the cashier had, as sent; it reserves nothing. */
export const heldCarts = pgTable(
  'held_carts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    store_id: storeId(),
    name: text('name').notNull(),
    customer_id: integer('customer_id').references(() => customers.id),
    discount_id: integer('discount_id').references(() => discounts.id),
    lines: jsonb('lines').notNull(),
    note: text('note'),
    created_by: userRef('created_by'),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('held_carts_store_idx').on(t.store_id)],
)

/** Every stage move of an order, with who and when (the first row of an open order has `from_stage` null). */
export const orderStageChanges = pgTable(
  'order_stage_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id),
    from_stage: text('from_stage', { enum: ORDER_STAGES }),
    to_stage: text('to_stage', { enum: ORDER_STAGES }).notNull(),
    reason: text('reason'),
    created_by: userRef('created_by'),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('order_stage_changes_order_idx').on(t.order_id, t.id)],
)

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
