import {
  draftsFromLowStockInputSchema,
  draftsFromLowStockSchema,
  expiredListQuerySchema,
  expiredStockSchema,
  idParamsSchema,
  listQuerySchema,
  listResponseSchema,
  lowStockSchema,
  purchaseOrderInputSchema,
  purchaseOrderSchema,
  purchaseOrderSummarySchema,
  receiveInputSchema,
  recordResponseSchema,
  stockAdjustmentSchema,
  stockReceiptSchema,
  stockReceiptSummarySchema,
  thresholdInputSchema,
  thresholdParamsSchema,
  thresholdSchema,
  writeOffInputSchema,
} from '@sms/contract'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { ListRequest } from '../../kernel/list-page.ts'
import { requireActor } from '../../plugins/access.ts'
import { writeOptionsOf } from '../documents/document.ts'
import { expiryWarningDays } from '../settings/settings.service.ts'
import { listExpired, writeOffExpired } from './expired.ts'
import { draftsFromLowStock, listLowStock, setThreshold } from './low-stock.ts'
import { createOrder, editOrder, getOrder, listOrders, transitionOrder } from './purchase-orders.service.ts'
import { getReceipt, listReceipts, receiveOrder } from './stock-receipts.service.ts'

const listRequest = (request: {
  query: ListRequest['query']
  headers: { 'accept-language'?: string }
}): ListRequest => ({ query: request.query, acceptLanguage: request.headers['accept-language'] })

/**
 * Purchase orders and their receipts, low stock and expired stock. Documents change by actions
 * (`POST /api/purchase-orders/{id}/order`), never by PUT; a draft is replaced with `POST …/{id}/edit`.
 */
export function registerPurchasingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const order = { 200: recordResponseSchema(purchaseOrderSchema) }
  const tags = ['purchase-orders']

  r.get(
    '/api/purchase-orders',
    {
      config: { access: 'purchase-orders.list' },
      schema: {
        tags,
        querystring: listQuerySchema,
        response: { 200: listResponseSchema(purchaseOrderSummarySchema) },
      },
    },
    (request) => listOrders(request.server.db, requireActor(request.actor), listRequest(request)),
  )
  r.get(
    '/api/purchase-orders/:id',
    { config: { access: 'purchase-orders.view' }, schema: { tags, params: idParamsSchema, response: order } },
    (request) => getOrder(request.server.db, requireActor(request.actor), request.params.id),
  )
  r.post(
    '/api/purchase-orders',
    {
      config: { access: 'purchase-orders.create', idempotent: true },
      schema: {
        tags,
        body: purchaseOrderInputSchema,
        response: { 201: recordResponseSchema(purchaseOrderSchema) },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request.actor)
      const body = await createOrder(request.server.db, actor, request.body, writeOptionsOf(request))
      return reply.status(201).send(body)
    },
  )
  r.post(
    '/api/purchase-orders/drafts-from-low-stock',
    {
      config: { access: 'purchase-orders.create', idempotent: true },
      schema: {
        tags,
        body: draftsFromLowStockInputSchema,
        response: { 201: recordResponseSchema(draftsFromLowStockSchema) },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request.actor)
      const body = await draftsFromLowStock(request.server.db, actor, request.body, writeOptionsOf(request))
      return reply.status(201).send(body)
    },
  )
  r.post(
    '/api/purchase-orders/:id/edit',
    {
      config: { access: 'purchase-orders.edit', idempotent: true },
      schema: { tags, params: idParamsSchema, body: purchaseOrderInputSchema, response: order },
    },
    (request) =>
      editOrder(
        request.server.db,
        requireActor(request.actor),
        request.params.id,
        request.body,
        writeOptionsOf(request),
      ),
  )
  for (const [action, access] of [
    ['order', 'purchase-orders.approve'],
    ['cancel', 'purchase-orders.cancel'],
  ] as const) {
    r.post(
      `/api/purchase-orders/:id/${action}`,
      { config: { access, idempotent: true }, schema: { tags, params: idParamsSchema, response: order } },
      (request) =>
        transitionOrder(
          request.server.db,
          requireActor(request.actor),
          request.params.id,
          action,
          writeOptionsOf(request),
        ),
    )
  }
  r.post(
    '/api/purchase-orders/:id/receive',
    {
      config: { access: 'stock-receipts.create', idempotent: true },
      schema: { tags, params: idParamsSchema, body: receiveInputSchema, response: order },
    },
    (request) =>
      receiveOrder(
        request.server.db,
        requireActor(request.actor),
        request.params.id,
        request.body,
        writeOptionsOf(request),
      ),
  )

  r.get(
    '/api/stock-receipts',
    {
      config: { access: 'stock-receipts.list' },
      schema: {
        tags: ['stock-receipts'],
        querystring: listQuerySchema,
        response: { 200: listResponseSchema(stockReceiptSummarySchema) },
      },
    },
    (request) => listReceipts(request.server.db, requireActor(request.actor), listRequest(request)),
  )
  r.get(
    '/api/stock-receipts/:id',
    {
      config: { access: 'stock-receipts.view' },
      schema: {
        tags: ['stock-receipts'],
        params: idParamsSchema,
        response: { 200: recordResponseSchema(stockReceiptSchema) },
      },
    },
    (request) => getReceipt(request.server.db, requireActor(request.actor), request.params.id),
  )

  r.get(
    '/api/stocks/low',
    {
      config: { access: 'stocks.list' },
      schema: {
        tags: ['stocks'],
        querystring: listQuerySchema,
        response: { 200: listResponseSchema(lowStockSchema) },
      },
    },
    (request) => listLowStock(request.server.db, requireActor(request.actor), listRequest(request)),
  )
  r.put(
    '/api/stocks/:store_id/:product_id/threshold',
    {
      config: { access: 'stocks.edit', idempotent: true },
      schema: {
        tags: ['stocks'],
        params: thresholdParamsSchema,
        body: thresholdInputSchema,
        response: { 200: recordResponseSchema(thresholdSchema) },
      },
    },
    (request) =>
      setThreshold(
        request.server.db,
        requireActor(request.actor),
        request.params,
        request.body,
        writeOptionsOf(request),
      ),
  )

  r.get(
    '/api/products/expired',
    {
      config: { access: 'products.list' },
      schema: {
        tags: ['products'],
        querystring: expiredListQuerySchema,
        response: { 200: listResponseSchema(expiredStockSchema) },
      },
    },
    async (request) => {
      const { within_days, ...query } = request.query
      const days = within_days ?? (await expiryWarningDays(request.server.db))
      return listExpired(
        request.server.db,
        requireActor(request.actor),
        { query, acceptLanguage: request.headers['accept-language'] },
        days,
      )
    },
  )
  r.post(
    '/api/products/expired/write-off',
    {
      config: { access: 'stock-adjustments.create', idempotent: true },
      schema: {
        tags: ['products'],
        body: writeOffInputSchema,
        response: { 201: recordResponseSchema(stockAdjustmentSchema) },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request.actor)
      const body = await writeOffExpired(request.server.db, actor, request.body, writeOptionsOf(request))
      return reply.status(201).send(body)
    },
  )
}
