import { idParamsSchema, listQuerySchema, listResponseSchema, recordResponseSchema } from '../list.ts'
import {
  draftsFromLowStockInputSchema,
  draftsFromLowStockSchema,
  expiredListQuerySchema,
  expiredStockSchema,
  lowStockSchema,
  purchaseOrderInputSchema,
  purchaseOrderSchema,
  purchaseOrderSummarySchema,
  receiveInputSchema,
  stockReceiptSchema,
  stockReceiptSummarySchema,
  thresholdInputSchema,
  thresholdParamsSchema,
  thresholdSchema,
  writeOffInputSchema,
} from '../purchasing.ts'
import { stockAdjustmentSchema } from '../stock.ts'
import { route } from './route.ts'

const tag = 'purchase-orders'
const order = recordResponseSchema(purchaseOrderSchema)

/**
 * Purchase orders. Documents change by actions (`POST /purchase-orders/:id/order`), never by PUT; a draft is
 * replaced with `POST …/:id/edit`. Writes accept an `Idempotency-Key`.
 */
export const purchaseOrderRoutes = {
  list: route({
    method: 'GET',
    path: '/purchase-orders',
    access: 'purchase-orders.list',
    query: listQuerySchema,
    answer: listResponseSchema(purchaseOrderSummarySchema),
    tag,
  }),
  get: route({
    method: 'GET',
    path: '/purchase-orders/:id',
    access: 'purchase-orders.view',
    params: idParamsSchema,
    answer: order,
    tag,
  }),
  create: route({
    method: 'POST',
    path: '/purchase-orders',
    access: 'purchase-orders.create',
    idempotent: true,
    body: purchaseOrderInputSchema,
    status: 201,
    answer: order,
    tag,
  }),
  /** One draft per supplier for the store's low products, with a suggested quantity. */
  draftsFromLowStock: route({
    method: 'POST',
    path: '/purchase-orders/drafts-from-low-stock',
    access: 'purchase-orders.create',
    idempotent: true,
    body: draftsFromLowStockInputSchema,
    status: 201,
    answer: recordResponseSchema(draftsFromLowStockSchema),
    tag,
  }),
  edit: route({
    method: 'POST',
    path: '/purchase-orders/:id/edit',
    access: 'purchase-orders.edit',
    idempotent: true,
    params: idParamsSchema,
    body: purchaseOrderInputSchema,
    answer: order,
    tag,
  }),
  /** Sends a draft. */
  order: route({
    method: 'POST',
    path: '/purchase-orders/:id/order',
    access: 'purchase-orders.approve',
    idempotent: true,
    params: idParamsSchema,
    answer: order,
    tag,
  }),
  /** Closes an order nothing was received on. */
  cancel: route({
    method: 'POST',
    path: '/purchase-orders/:id/cancel',
    access: 'purchase-orders.cancel',
    idempotent: true,
    params: idParamsSchema,
    answer: order,
    tag,
  }),
  receive: route({
    method: 'POST',
    path: '/purchase-orders/:id/receive',
    access: 'stock-receipts.create',
    idempotent: true,
    params: idParamsSchema,
    body: receiveInputSchema,
    answer: order,
    tag,
  }),
}

/** What was received against purchase orders. */
export const stockReceiptRoutes = {
  list: route({
    method: 'GET',
    path: '/stock-receipts',
    access: 'stock-receipts.list',
    query: listQuerySchema,
    answer: listResponseSchema(stockReceiptSummarySchema),
    tag: 'stock-receipts',
  }),
  get: route({
    method: 'GET',
    path: '/stock-receipts/:id',
    access: 'stock-receipts.view',
    params: idParamsSchema,
    answer: recordResponseSchema(stockReceiptSchema),
    tag: 'stock-receipts',
  }),
}

/** Low stock and each product's threshold per store. */
export const lowStockRoutes = {
  list: route({
    method: 'GET',
    path: '/stocks/low',
    access: 'stocks.list',
    query: listQuerySchema,
    answer: listResponseSchema(lowStockSchema),
    tag: 'stocks',
  }),
  setThreshold: route({
    method: 'PUT',
    path: '/stocks/:store_id/:product_id/threshold',
    access: 'stocks.edit',
    idempotent: true,
    params: thresholdParamsSchema,
    body: thresholdInputSchema,
    answer: recordResponseSchema(thresholdSchema),
    tag: 'stocks',
  }),
}

/** Stock past or near its expiry date, and its write-off (an adjustment). */
export const expiredStockRoutes = {
  /** Without `within_days`, the settings' expiry warning window. */
  list: route({
    method: 'GET',
    path: '/products/expired',
    access: 'products.list',
    query: expiredListQuerySchema,
    answer: listResponseSchema(expiredStockSchema),
    tag: 'products',
  }),
  writeOff: route({
    method: 'POST',
    path: '/products/expired/write-off',
    access: 'stock-adjustments.create',
    idempotent: true,
    body: writeOffInputSchema,
    status: 201,
    answer: recordResponseSchema(stockAdjustmentSchema),
    tag: 'products',
  }),
}
