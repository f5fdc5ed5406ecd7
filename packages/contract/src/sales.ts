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
})
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>

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
  discount_id: z.number().nullable(),
  /** The line's own discount, then its share of the order discount, cents. */
  line_discount_usd: z.number(),
  order_discount_usd: z.number(),
  /** What the line costs the customer, VAT included: unit price × quantity − both discounts. */
  amount_usd: z.number(),
  taxable: z.boolean(),
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

// Shifts: a cashier's till at a store, from the opening float to the blind count.
export const SHIFT_STATUSES = ['open', 'closed'] as const
export type ShiftStatus = (typeof SHIFT_STATUSES)[number]
export const CASH_MOVE_DIRECTIONS = ['in', 'out'] as const

export const openShiftSchema = z.object({ store_id: referenceId, float_usd: amount, float_khr: amount })
export const closeShiftSchema = z.object({
  counted_usd: amount,
  counted_khr: amount,
  note: optionalText(500).optional(),
})
export const cashMoveSchema = z.object({
  direction: z.enum(CASH_MOVE_DIRECTIONS),
  currency: z.enum(CURRENCIES),
  amount: amount.min(1),
  reason: z.string().trim().min(1).max(200),
})

/** Cash per currency in a shift's drawer: what should be there, what was counted, the difference. */
const drawerSchema = z.object({
  float: z.number(),
  cash_sales: z.number(),
  /** Cash refunded from this drawer (negative), its own row rather than netted into the sales (issue 23.8). */
  refunds: z.number(),
  change_given: z.number(),
  cash_in: z.number(),
  cash_out: z.number(),
  expected: z.number(),
  counted: z.number().nullable(),
  difference: z.number().nullable(),
})

export const shiftSchema = z.object({
  id: z.number(),
  store_id: z.number(),
  user_id: z.number(),
  status: z.enum(SHIFT_STATUSES),
  opened_at: z.string(),
  closed_at: z.string().nullable(),
  float_usd: z.number(),
  float_khr: z.number(),
  counted_usd: z.number().nullable(),
  counted_khr: z.number().nullable(),
  note: z.string().nullable(),
})
export type Shift = z.infer<typeof shiftSchema>

const tenderSumSchema = z.object({
  method: z.enum(TENDER_METHODS),
  currency: z.enum(CURRENCIES),
  amount: z.number(),
})

/**
 * The Z report: a shift's drawer per currency, its sales by tender and currency (refunds apart, negative, in
 * `refunds_by_tender`), discounts and VAT.
 */
export const shiftReportSchema = shiftSchema.extend({
  orders: z.number(),
  drawer: z.object({ usd: drawerSchema, khr: drawerSchema }),
  by_tender: z.array(tenderSumSchema),
  refunds_by_tender: z.array(tenderSumSchema),
  total_usd: z.number(),
  total_khr: z.number(),
  discount_usd: z.number(),
  vat_usd: z.number(),
})
export type ShiftReport = z.infer<typeof shiftReportSchema>

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
