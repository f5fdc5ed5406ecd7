import { z } from 'zod'
import { CHANGE_MODES } from './cash.ts'
import { MAX_MONEY, optionalText, referenceId } from './fields.ts'
import { quantity } from './stock.ts'

/**
 * The till and the orders behind it (SALES.md). Money is integers: USD in cents, KHR in whole riel; the rate
 * is riel per dollar with up to 2 decimals; quantities have up to 3 decimals.
 */

/** API values of the order stages (SALES.md); the spec's words are their labels. */
export const ORDER_STAGES = [
  'preparing',
  'preparing_done',
  'ready_for_delivery',
  'shipping',
  'shipped',
  'returned_or_problem',
  'order_completed',
  'issued',
  'cancelled',
] as const
export type OrderStage = (typeof ORDER_STAGES)[number]

/** Where an order came from: the till (created completed and paid) or the back office (an open order). */
export const ORDER_SOURCES = ['pos', 'back_office'] as const
export type OrderSource = (typeof ORDER_SOURCES)[number]

/** Derived from payment rows, never edited by hand; `onhold` is a held cart. */
export const PAYMENT_STATUSES = ['onhold', 'unpaid', 'partial', 'paid', 'refunded'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

export const TENDER_METHODS = ['cash', 'card', 'khqr', 'bank', 'credit'] as const
export type TenderMethod = (typeof TENDER_METHODS)[number]

export const CURRENCIES = ['USD', 'KHR'] as const
export type Currency = (typeof CURRENCIES)[number]

/**
 * What a payment row records: a tender the customer gave, the change given back (negative, cash), the cash
 * rounding the riel step left over (its own row, so each drawer balances per currency), a later payment on
 * an order, or a refund.
 */
export const PAYMENT_KINDS = ['tender', 'change', 'rounding', 'payment', 'refund'] as const
export type PaymentKind = (typeof PAYMENT_KINDS)[number]

/** A delivery address in the Cambodian shape of customers and suppliers (decision 0006). */
export const shippingAddressInputSchema = z.object({
  address: optionalText(500),
  province_id: referenceId.nullish().transform((v) => v ?? null),
  district_id: referenceId.nullish().transform((v) => v ?? null),
  commune_id: referenceId.nullish().transform((v) => v ?? null),
  village_id: referenceId.nullish().transform((v) => v ?? null),
})
export const shippingAddressSchema = z.object({
  address: z.string().nullable(),
  province_id: z.number().nullable(),
  district_id: z.number().nullable(),
  commune_id: z.number().nullable(),
  village_id: z.number().nullable(),
})
export type ShippingAddress = z.infer<typeof shippingAddressSchema>
/** An address in words, the free line then village, commune, district and province, in each language. */
export const addressTextSchema = z.object({ en: z.string(), kh: z.string() })
export type AddressText = z.infer<typeof addressTextSchema>

/** An amount in its currency's unit: US cents or whole riel. */
const amount = z.number().int().min(0).max(MAX_MONEY)

export const tenderInputSchema = z.object({
  method: z.enum(TENDER_METHODS),
  currency: z.enum(CURRENCIES),
  amount: amount.min(1),
  reference: optionalText(100).optional(),
})
export type TenderInput = z.input<typeof tenderInputSchema>

export const cartLineInputSchema = z.object({
  product_id: referenceId,
  quantity: quantity.refine((v) => v > 0, 'positive'),
  lot_id: referenceId.nullish(),
  discount_id: referenceId.nullish(),
  /** Counts only for a user allowed to override prices (or with a manager's approval); audited. */
  unit_price_usd: amount.nullish(),
})
export type CartLineInput = z.input<typeof cartLineInputSchema>

/** A manager's approval typed in at the till: their username and PIN, checked on the server. */
export const managerApprovalSchema = z.object({
  username: z.string().trim().min(1).max(100),
  pin: z.string().regex(/^\d{4,8}$/, 'pin'),
})
export type ManagerApproval = z.infer<typeof managerApprovalSchema>

/**
 * A sale the till finished while the server was unreachable, sent later from the device's outbox (decision
 * 0031). It is a fact: the server records it at the prices and rate the till used, never refuses it for stock,
 * and flags what differs for a manager. The number is the till's own, unique without the server.
 */
export const offlineSaleSchema = z.object({
  /** The registered till (`POST /api/pos/tills`) that made the sale. */
  till_id: referenceId,
  /** `{till code}-{sequence}`, e.g. `T3-000042`: printed on the receipt, kept on the order beside its own number. */
  number: z.string().regex(/^T\d{1,9}-\d{6,9}$/, 'offline_number'),
  /** When the cashier finished the sale, by the till's clock. */
  sold_at: z.iso.datetime({ offset: true }),
  /** The riel per dollar the till used. */
  rate: z.number().positive().max(100_000),
})
export type OfflineSale = z.infer<typeof offlineSaleSchema>

export const checkoutRequestSchema = z.object({
  store_id: referenceId,
  customer_id: referenceId.nullish(),
  lines: z.array(cartLineInputSchema).min(1).max(500),
  discount_id: referenceId.nullish(),
  tenders: z.array(tenderInputSchema).min(1).max(20),
  change_mode: z.enum(CHANGE_MODES).default('split'),
  note: optionalText(500).optional(),
  approval: managerApprovalSchema.nullish(),
  /** Issue the tax invoice in the sale's own transaction (the customer needs a VAT number). */
  tax_invoice: z.boolean().optional(),
  /** Present when the sale was made offline; each line then carries the `unit_price_usd` the till charged. */
  offline: offlineSaleSchema.optional(),
})
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>

/** One tax besides VAT of one line, as priced (decision 0044; `LineTax` of the pricing). */
export const lineTaxSchema = z.object({
  tax_id: z.number(),
  code: z.string(),
  /** Basis points: 5% is 500. */
  rate_bp: z.number(),
  included: z.boolean(),
  stack_order: z.number(),
  /** What the rate was applied to: the base net of every tax, plus the taxes stacked before this one. */
  base_usd: z.number(),
  amount_usd: z.number(),
})

/** One tax besides VAT of a whole document, as stored: the lines' sums, riel converted once, names copied. */
export const documentTaxSchema = z.object({
  tax_id: z.number(),
  code: z.string(),
  name_en: z.string(),
  name_kh: z.string().nullable(),
  rate_bp: z.number(),
  included: z.boolean(),
  base_usd: z.number(),
  amount_usd: z.number(),
  base_khr: z.number(),
  amount_khr: z.number(),
})
export type DocumentTax = z.infer<typeof documentTaxSchema>

export const orderLineSchema = z.object({
  id: z.number(),
  line_no: z.number(),
  product_id: z.number(),
  sku: z.string(),
  name_en: z.string(),
  name_kh: z.string().nullable(),
  /** The product's unit at the sale (null when it had none). */
  unit_en: z.string().nullable(),
  unit_kh: z.string().nullable(),
  quantity: z.number(),
  unit_price_usd: z.number(),
  price_overridden: z.boolean(),
  /** Offline sales only: the product's price at the sale's time when the till charged another (for review). */
  list_price_usd: z.number().nullable(),
  discount_id: z.number().nullable(),
  /** The line's own discount, then its share of the order discount, cents. */
  line_discount_usd: z.number(),
  order_discount_usd: z.number(),
  /** What the line costs the customer, VAT included: unit price × quantity − both discounts. */
  amount_usd: z.number(),
  taxable: z.boolean(),
  /** Its taxes besides VAT (decision 0044), in stacking order; empty for most goods. */
  taxes: z.array(lineTaxSchema),
})
export type OrderLine = z.infer<typeof orderLineSchema>

export const orderPaymentSchema = z.object({
  id: z.number(),
  kind: z.enum(PAYMENT_KINDS),
  method: z.enum(TENDER_METHODS),
  currency: z.enum(CURRENCIES),
  /** Signed, in the currency's unit: change and refunds are negative. */
  amount: z.number(),
  /** The same value in riel at the order's rate. */
  amount_khr: z.number(),
  reference: z.string().nullable(),
  /** The return (credit note) a refund belongs to. */
  return_id: z.number().nullable().optional(),
  created_at: z.string(),
})
export type OrderPayment = z.infer<typeof orderPaymentSchema>

export const orderSchema = z.object({
  id: z.number(),
  number: z.string().nullable(),
  store_id: z.number(),
  shift_id: z.number().nullable(),
  cashier_id: z.number().nullable(),
  customer_id: z.number().nullable(),
  stage: z.enum(ORDER_STAGES),
  payment_status: z.enum(PAYMENT_STATUSES),
  rate: z.number(),
  subtotal_usd: z.number(),
  discount_usd: z.number(),
  vat_usd: z.number(),
  total_usd: z.number(),
  total_khr: z.number(),
  vat_khr: z.number(),
  /** Whether the lines' amounts hold VAT, as the order was sold (decision 0048); the setting may change since. */
  prices_include_vat: z.boolean(),
  /** The taxes besides VAT (decision 0044), contained in the subtotal: what the receipt lists under it. */
  taxes: z.array(documentTaxSchema),
  paid_khr: z.number(),
  change_mode: z.enum(CHANGE_MODES),
  change: z.object({ usd: z.number(), khr: z.number(), rounding_khr: z.number() }),
  discount_id: z.number().nullable(),
  note: z.string().nullable(),
  source: z.enum(ORDER_SOURCES),
  /** Null while an open order waits for approval; a till sale is approved when created. */
  approved_at: z.string().nullable(),
  approved_by: z.number().nullable(),
  shipping_address: shippingAddressSchema.nullable(),
  delivery_note: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /** A sale made offline (decision 0031): the registered till, its receipt number and the till's time. */
  till_id: z.number().nullable(),
  offline_number: z.string().nullable(),
  sold_at: z.string().nullable(),
  /** The offline sale took stock below zero where the store does not allow it. */
  stock_exception: z.boolean(),
  /** Some line was charged another price than the product's at the sale's time (see `list_price_usd`). */
  price_review: z.boolean(),
  created_at: z.string(),
  lines: z.array(orderLineSchema),
  tenders: z.array(orderPaymentSchema),
})
export type Order = z.infer<typeof orderSchema>

/** 422 PAYMENT_INSUFFICIENT carries what is still due, in both currencies. */
export const paymentDueSchema = z.object({
  due_usd: z.number(),
  due_khr: z.number(),
  due_khr_cash: z.number(),
})

/** A parked cart: it reserves nothing and can be resumed on any till of its store. */
export const heldCartInputSchema = z.object({
  store_id: referenceId,
  name: z.string().trim().min(1).max(100),
  customer_id: referenceId.nullish(),
  discount_id: referenceId.nullish(),
  lines: z.array(cartLineInputSchema).min(1).max(500),
  note: optionalText(500).optional(),
})
export const heldCartSchema = z.object({
  id: z.number(),
  store_id: z.number(),
  name: z.string(),
  customer_id: z.number().nullable(),
  discount_id: z.number().nullable(),
  lines: z.array(cartLineInputSchema),
  note: z.string().nullable(),
  payment_status: z.literal('onhold'),
  created_by: z.number().nullable(),
  created_at: z.string(),
})
export type HeldCart = z.infer<typeof heldCartSchema>
