import { z } from 'zod'
import { RATE_SOURCES } from './exchange-rates.ts'
import { MAX_MONEY, optionalText, referenceId } from './fields.ts'
import { invoiceSummarySchema } from './invoices.ts'
import { defineResource } from './list.ts'
import {
  addressTextSchema,
  CURRENCIES,
  cartLineInputSchema,
  checkoutRequestSchema,
  documentTaxSchema,
  lineTaxSchema,
  managerApprovalSchema,
  ORDER_STAGES,
  type OrderStage,
  orderLineSchema,
  orderPaymentSchema,
  orderSchema,
  shippingAddressInputSchema,
  TENDER_METHODS,
  tenderInputSchema,
} from './sales.ts'
import { quantity } from './stock.ts'

/** An order in a list: its header and who sold it, without lines and payments (open it to see them). */
export const orderSummarySchema = orderSchema.omit({ lines: true, tenders: true, taxes: true }).extend({
  cashier_name: z.string().nullable(),
})
export type OrderSummary = z.infer<typeof orderSummarySchema>

/** `GET /api/orders`: the list convention over orders, only from the stores the user works in. */
export const ordersResource = defineResource({
  path: 'orders',
  label: 'Order',
  record: orderSummarySchema,
  input: checkoutRequestSchema,
  filters: {
    store_id: 'reference',
    cashier_id: 'reference',
    customer_id: 'reference',
    shift_id: 'reference',
    number: 'text',
    stage: 'text',
    payment_status: 'text',
    source: 'text',
    created_at: 'date',
    total_usd: 'number',
    // Offline sales for the manager to look into (decision 0031).
    offline_number: 'text',
    stock_exception: 'boolean',
    price_review: 'boolean',
  },
  sortable: ['id', 'number', 'created_at', 'total_usd'],
  searchable: ['number', 'offline_number', 'note'],
  defaultSort: '-id',
})

// ---------------------------------------------------------------------------------------------------------
// The back office (issue 11, decision 0022): open orders, stages, payments, returns and credit notes.
// ---------------------------------------------------------------------------------------------------------

/**
 * SALES.md's stage graph for `POST /api/orders/{id}/transition`. `issued` is reached only by issuing the
 * invoice (`POST /api/orders/{id}/invoice`), never by a transition; from `issued` an order invoiced before
 * delivery may still go on to `shipping` or be cancelled (see `nextStages`). `cancelled` is final.
 */
export const ORDER_TRANSITIONS: Record<OrderStage, readonly OrderStage[]> = {
  preparing: ['preparing_done', 'cancelled'],
  preparing_done: ['ready_for_delivery', 'cancelled'],
  ready_for_delivery: ['shipping', 'cancelled'],
  shipping: ['shipped', 'returned_or_problem'],
  shipped: ['order_completed', 'returned_or_problem'],
  returned_or_problem: ['shipping', 'order_completed'],
  order_completed: [],
  issued: ['shipping', 'cancelled'],
  cancelled: [],
}

/** Stages from which an invoice may be issued: before the goods leave, or once the order is completed. */
export const INVOICEABLE_STAGES: readonly OrderStage[] = [
  'preparing',
  'preparing_done',
  'ready_for_delivery',
  'order_completed',
]

/**
 * Where an order may go from its stage. `delivered`: it has been on the road or completed (a till sale is
 * created completed), so an invoiced (`issued`) order of that kind is final.
 */
export function nextStages(stage: OrderStage, delivered: boolean): readonly OrderStage[] {
  if (stage === 'issued' && delivered) return []
  return ORDER_TRANSITIONS[stage]
}

/** The stages a cancellation may start from: never once shipping began. */
export const cancellableStage = (stage: OrderStage, delivered: boolean) =>
  nextStages(stage, delivered).includes('cancelled')

/** What a credit note is: a return of goods, or the cancellation of an invoiced order. */
export const RETURN_KINDS = ['return', 'cancellation'] as const
export type ReturnKind = (typeof RETURN_KINDS)[number]

const text = (max: number) => z.string().trim().min(1).max(max)

/** `POST /api/orders`: a phone or delivery order; priced on the server, it reserves nothing until approved. */
export const openOrderRequestSchema = z.object({
  store_id: referenceId,
  customer_id: referenceId.nullish(),
  lines: z.array(cartLineInputSchema).min(1).max(500),
  discount_id: referenceId.nullish(),
  shipping_address: shippingAddressInputSchema.nullish(),
  delivery_note: optionalText(1000).optional(),
  note: optionalText(500).optional(),
})
export type OpenOrderRequest = z.input<typeof openOrderRequestSchema>

/** `POST /api/orders/{id}/transition`. `write_off`: complete an order not fully paid (orders.approve). */
export const transitionRequestSchema = z.object({
  to: z.enum(ORDER_STAGES),
  reason: optionalText(500).optional(),
  write_off: z.boolean().optional(),
})
export type TransitionRequest = z.input<typeof transitionRequestSchema>

/**
 * `POST /api/orders/{id}/cancel` (orders.cancel): the reason is required; `refund` gives back what was paid
 * (required when anything was: the same rules as a return's refund).
 */
export const cancelOrderRequestSchema = z.object({
  reason: text(500),
  refund: z.array(tenderInputSchema).max(20).default([]),
})

/** `POST /api/orders/{id}/payments`: a payment on an approved, unpaid or partly paid order; never more than due. */
export const orderPaymentRequestSchema = z.object({
  method: z.enum(TENDER_METHODS),
  currency: z.enum(CURRENCIES),
  amount: z.number().int().min(1).max(MAX_MONEY),
  reference: optionalText(100).optional(),
})
export type OrderPaymentRequest = z.input<typeof orderPaymentRequestSchema>
/** The spec's text on a recorded payment. */
export const PAYMENT_CREATED_MESSAGE = 'Payment successfully created'

/**
 * `POST /api/orders/{id}/returns`: lines of the original order (never more than sold minus earlier returns),
 * the refund as given (non-cash exact; cash by the till's change rules, the cash step's rounding on its own
 * row), the reason; `approval`: a manager's username and PIN when the credit is above the user's return limit.
 */
export const returnRequestSchema = z.object({
  lines: z
    .array(z.object({ order_line_id: referenceId, quantity: quantity.refine((v) => v > 0, 'positive') }))
    .min(1)
    .max(500),
  refund: z.array(tenderInputSchema).max(20).default([]),
  reason: text(500),
  approval: managerApprovalSchema.nullish(),
})
export type ReturnRequest = z.input<typeof returnRequestSchema>

export const creditNoteLineSchema = z.object({
  id: z.number(),
  order_line_id: z.number(),
  product_id: z.number(),
  quantity: z.number(),
  amount_usd: z.number(),
  taxable: z.boolean(),
  /** The line's taxes besides VAT this credit reverses (decision 0047); empty for most goods. */
  taxes: z.array(lineTaxSchema),
})

/** A credit note (`CN-2026-000001`): a return or the cancellation of an invoiced order, with its refunds. */
export const creditNoteSchema = z.object({
  id: z.number(),
  order_id: z.number(),
  order_number: z.string().nullable(),
  store_id: z.number(),
  number: z.string(),
  kind: z.enum(RETURN_KINDS),
  reason: z.string().nullable(),
  subtotal_usd: z.number(),
  vat_usd: z.number(),
  total_usd: z.number(),
  total_khr: z.number(),
  vat_khr: z.number(),
  shift_id: z.number().nullable(),
  created_by: z.number().nullable(),
  created_by_name: z.string().nullable(),
  approved_by: z.number().nullable(),
  approved_by_name: z.string().nullable(),
  created_at: z.string(),
  lines: z.array(creditNoteLineSchema),
  refunds: z.array(orderPaymentSchema),
  /** Each tax besides VAT it reverses, as stored (decision 0047), in stacking order. */
  taxes: z.array(documentTaxSchema),
})
export type CreditNote = z.infer<typeof creditNoteSchema>
export const creditNoteSummarySchema = creditNoteSchema.omit({ lines: true, refunds: true, taxes: true })
export type CreditNoteSummary = z.infer<typeof creditNoteSummarySchema>

/** `GET /api/credit-notes` (invoices.list; one with `invoices.view`): every credit note of the user's stores. */
export const creditNotesResource = defineResource({
  path: 'invoices',
  label: 'Credit note',
  record: creditNoteSummarySchema,
  input: returnRequestSchema,
  filters: {
    store_id: 'reference',
    order_id: 'reference',
    number: 'text',
    kind: 'text',
    created_at: 'date',
    total_usd: 'number',
  },
  sortable: ['id', 'number', 'created_at', 'total_usd'],
  searchable: ['number', 'reason'],
  defaultSort: '-id',
})

export const stageChangeSchema = z.object({
  id: z.number(),
  from_stage: z.enum(ORDER_STAGES).nullable(),
  to_stage: z.enum(ORDER_STAGES),
  reason: z.string().nullable(),
  created_by: z.number().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
})
export type StageChange = z.infer<typeof stageChangeSchema>

/**
 * `GET /api/orders/{id}` and the answer of every order action: the order with its lines (and what of each was
 * returned), every payment row (`tenders`: tenders, change, rounding, payments, refunds), credit notes, stage
 * history, the invoice if issued, and the stages it may move to now.
 */
export const orderDetailSchema = orderSchema.extend({
  lines: z.array(orderLineSchema.extend({ returned_quantity: z.number() })),
  cashier_name: z.string().nullable(),
  customer_name: z.string().nullable(),
  approved_by_name: z.string().nullable(),
  /** The shipping address in words, for the order page and the delivery (null without one). */
  shipping_address_text: addressTextSchema.nullable(),
  /** What the customer still owes in riel (total − credit notes − net payments), never below 0. */
  due_khr: z.number(),
  due_usd: z.number(),
  returns: z.array(creditNoteSchema),
  stage_history: z.array(stageChangeSchema),
  invoice: invoiceSummarySchema.nullable(),
  next_stages: z.array(z.enum(ORDER_STAGES)),
  /**
   * Where the order's rate came from, for the A4 documents' rate line: the source of the rate history's entry
   * in force when the order was made, when that entry's rate is the order's; null when none is (no entry yet,
   * or a rate an offline till had kept). An answer stored for an idempotent retry before the field existed
   * lacks it: read as null, so such a retry replays instead of failing the web's check.
   */
  rate_source: z.enum(RATE_SOURCES).nullable().default(null),
})
export type OrderDetail = z.infer<typeof orderDetailSchema>

/** What happened to an order, as the live layer announces it (`order.changed` on the store's `private-orders.{id}`). */
export const ORDER_ACTIONS = [
  'created',
  'approved',
  'stage_changed',
  'paid',
  'returned',
  'cancelled',
  'invoiced',
] as const
export type OrderAction = (typeof ORDER_ACTIONS)[number]
/** `order.changed`: the order's header after the change (a new sale is still `order.created`). */
export type OrderChangedEvent = {
  type: 'order.changed'
  action: OrderAction
  id: number
  number: string | null
  store_id: number
  stage: OrderStage
  payment_status: z.infer<typeof orderSchema>['payment_status']
  total_usd: number
  total_khr: number
}
