import {
  CASH_MOVE_DIRECTIONS,
  CHANGE_MODES,
  CURRENCIES,
  type LineTax,
  ORDER_SOURCES,
  ORDER_STAGES,
  PAYMENT_KINDS,
  PAYMENT_STATUSES,
  SHIFT_STATUSES,
  type ShippingAddress,
  TENDER_METHODS,
} from '@sms/contract'
import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { products } from './catalogue.ts'
import { customers, discounts } from './parties.ts'
import { orderReturns } from './returns-invoices.ts'
import { at, money, quantity, rate, storeId, userRef } from './sale-columns.ts'
import { tills } from './tills.ts'
import { users } from './users.ts'

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
     * Whether the shop's prices held VAT when the order was priced (decision 0048): the setting may change
     * after the sale, and a return credits by the sale's mode. No default: every order path must say it.
     */
    prices_include_vat: boolean('prices_include_vat').notNull(),
    /**
     * The VAT rate (%) the order was priced at: its invoice, credit notes and UBL state this rate, not today's
     * setting, so a change of the rate never rewrites a past document (decision 0049). No default either.
     */
    vat_rate: numeric('vat_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
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
    /**
     * A sale the till made offline (decision 0031): the registered till, the number it printed (`T3-000042`)
     * and when it was made by the till's clock; `created_at` stays when the server recorded it.
     */
    till_id: integer('till_id').references(() => tills.id),
    offline_number: text('offline_number'),
    sold_at: at('sold_at'),
    /** An offline sale took a level below zero where the store does not allow it: the manager's to look into. */
    stock_exception: boolean('stock_exception').notNull().default(false),
    /** Some line of an offline sale was charged another price than the product's at the sale's time. */
    price_review: boolean('price_review').notNull().default(false),
    created_at: at('created_at').notNull().defaultNow(),
    updated_at: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('orders_stage_idx').on(t.stage),
    // One order per offline receipt, whatever Idempotency-Key a confused outbox sends it with.
    uniqueIndex('orders_till_offline_number_unique').on(t.till_id, t.offline_number),
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
    /** An offline line whose charged price differs from the product's then: the price the server expected. */
    list_price_usd: money('list_price_usd'),
    discount_id: integer('discount_id').references(() => discounts.id),
    line_discount_usd: money('line_discount_usd').notNull().default(0),
    order_discount_usd: money('order_discount_usd').notNull().default(0),
    amount_usd: money('amount_usd').notNull(),
    taxable: boolean('taxable').notNull(),
    /** Cost per unit at the sale (moving average), US cents: for margins without rewriting history. */
    unit_cost_usd: money('unit_cost_usd'),
    /** The line's taxes besides VAT as priced (decision 0044), never recomputed; empty for most goods. */
    taxes: jsonb('taxes').$type<LineTax[]>().notNull().default([]),
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
