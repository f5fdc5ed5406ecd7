import { issueInvoiceRequestSchema } from '../invoices.ts'
import {
  idParamsSchema,
  listQuerySchema,
  listResponseSchema,
  recordResponseSchema,
  writeResponseSchema,
} from '../list.ts'
import {
  cancelOrderRequestSchema,
  openOrderRequestSchema,
  orderDetailSchema,
  orderPaymentRequestSchema,
  orderSummarySchema,
  returnRequestSchema,
  transitionRequestSchema,
} from '../orders.ts'
import { tillStockQuerySchema, tillStockResponseSchema } from '../till.ts'
import { route } from './route.ts'

const tag = 'orders'
const detail = recordResponseSchema(orderDetailSchema)

/**
 * The sales back office (decision 0022): the orders of the user's stores, open orders and their review,
 * stages, cancel, payments, returns and invoicing. Every action answers with the whole order (`get`'s shape)
 * and accepts an `Idempotency-Key`. Orders change by actions, never by PUT.
 */
export const orderRoutes = {
  /** Every sale and open order of the user's stores. */
  list: route({
    method: 'GET',
    path: '/orders',
    access: 'orders.list',
    query: listQuerySchema,
    answer: listResponseSchema(orderSummarySchema),
    tag,
  }),
  /** A phone or delivery order: it reserves nothing and waits for review. */
  create: route({
    method: 'POST',
    path: '/orders',
    access: 'orders.create',
    idempotent: true,
    body: openOrderRequestSchema,
    status: 201,
    answer: detail,
    tag,
  }),
  /** Open orders waiting for a user with `orders.approve`. */
  review: route({
    method: 'GET',
    path: '/orders/review',
    access: 'orders.list',
    query: listQuerySchema,
    answer: listResponseSchema(orderSummarySchema),
    tag,
  }),
  /**
   * On hand at a store of the products on the order form, for its shortage warning: the till's levels for
   * whoever takes a phone or delivery order, who may hold no right to sell at a till.
   */
  stock: route({
    method: 'GET',
    path: '/orders/stock',
    access: 'orders.create',
    query: tillStockQuerySchema,
    answer: tillStockResponseSchema,
    tag,
  }),
  get: route({
    method: 'GET',
    path: '/orders/:id',
    access: 'orders.view',
    params: idParamsSchema,
    answer: detail,
    tag,
  }),
  /** Approving an open order takes its stock. */
  approve: route({
    method: 'POST',
    path: '/orders/:id/approve',
    access: 'orders.approve',
    idempotent: true,
    params: idParamsSchema,
    answer: detail,
    tag,
  }),
  transition: route({
    method: 'POST',
    path: '/orders/:id/transition',
    access: 'orders.edit',
    idempotent: true,
    params: idParamsSchema,
    body: transitionRequestSchema,
    answer: detail,
    tag,
  }),
  cancel: route({
    method: 'POST',
    path: '/orders/:id/cancel',
    access: 'orders.cancel',
    idempotent: true,
    params: idParamsSchema,
    body: cancelOrderRequestSchema,
    answer: detail,
    tag,
  }),
  /** Answered with the order and `PAYMENT_CREATED_MESSAGE`. */
  pay: route({
    method: 'POST',
    path: '/orders/:id/payments',
    access: 'orders.edit',
    idempotent: true,
    params: idParamsSchema,
    body: orderPaymentRequestSchema,
    status: 201,
    answer: writeResponseSchema(orderDetailSchema),
    tag,
  }),
  /** A return at the till or in the back office: the order, its new credit note last among its returns. */
  return: route({
    method: 'POST',
    path: '/orders/:id/returns',
    access: 'pos.create',
    idempotent: true,
    params: idParamsSchema,
    body: returnRequestSchema,
    status: 201,
    answer: detail,
    tag,
  }),
  /** Issues the order's invoice (filed with the invoices). */
  invoice: route({
    method: 'POST',
    path: '/orders/:id/invoice',
    access: 'invoices.generate',
    idempotent: true,
    params: idParamsSchema,
    body: issueInvoiceRequestSchema,
    status: 201,
    answer: detail,
    tag: 'invoices',
  }),
}
