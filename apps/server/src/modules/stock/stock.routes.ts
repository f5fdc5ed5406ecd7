import {
  idParamsSchema,
  listQuerySchema,
  listResponseSchema,
  recordResponseSchema,
  stockAdjustmentInputSchema,
  stockAdjustmentSchema,
  stockAdjustmentSummarySchema,
  stockMovementSchema,
  stockSchema,
  workStoresResponseSchema,
} from '@sms/contract'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { ListRequest } from '../../kernel/list-page.ts'
import { requireActor } from '../../plugins/access.ts'
import { listWorkStores } from '../access/store-access.ts'
import { writeOptionsOf } from '../documents/document.ts'
import { createAdjustment, decideAdjustment, getAdjustment } from './stock-adjustments.service.ts'
import { listAdjustments, listMovements, listStocks } from './stock-lists.ts'

const listRequest = (request: {
  query: ListRequest['query']
  headers: { 'accept-language'?: string }
}): ListRequest => ({ query: request.query, acceptLanguage: request.headers['accept-language'] })

/** On hand, the ledger and adjustments. Documents change by actions (`POST …/{id}/approve`), never by PUT. */
export function registerStockRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const adjustment = { 200: recordResponseSchema(stockAdjustmentSchema) }

  r.get(
    '/api/stocks',
    {
      config: { access: 'stocks.list' },
      schema: {
        tags: ['stocks'],
        querystring: listQuerySchema,
        response: { 200: listResponseSchema(stockSchema) },
      },
    },
    (request) => listStocks(request.server.db, requireActor(request.actor), listRequest(request)),
  )
  r.get(
    '/api/me/stores',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['stocks'], response: { 200: workStoresResponseSchema } },
    },
    async (request) => ({ data: await listWorkStores(request.server.db, requireActor(request.actor)) }),
  )
  r.get(
    '/api/stock-movements',
    {
      config: { access: 'stock-movements.list' },
      schema: {
        tags: ['stock-movements'],
        querystring: listQuerySchema,
        response: { 200: listResponseSchema(stockMovementSchema) },
      },
    },
    (request) => listMovements(request.server.db, requireActor(request.actor), listRequest(request)),
  )

  const tags = ['stock-adjustments']
  r.get(
    '/api/stock-adjustments',
    {
      config: { access: 'stock-adjustments.list' },
      schema: {
        tags,
        querystring: listQuerySchema,
        response: { 200: listResponseSchema(stockAdjustmentSummarySchema) },
      },
    },
    (request) => listAdjustments(request.server.db, requireActor(request.actor), listRequest(request)),
  )
  r.get(
    '/api/stock-adjustments/:id',
    {
      config: { access: 'stock-adjustments.view' },
      schema: { tags, params: idParamsSchema, response: adjustment },
    },
    (request) => getAdjustment(request.server.db, requireActor(request.actor), request.params.id),
  )
  r.post(
    '/api/stock-adjustments',
    {
      config: { access: 'stock-adjustments.create', idempotent: true },
      schema: {
        tags,
        body: stockAdjustmentInputSchema,
        response: { 201: recordResponseSchema(stockAdjustmentSchema) },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request.actor)
      const body = await createAdjustment(request.server.db, actor, request.body, writeOptionsOf(request))
      return reply.status(201).send(body)
    },
  )
  for (const decision of ['approve', 'reject'] as const) {
    r.post(
      `/api/stock-adjustments/:id/${decision}`,
      {
        config: { access: 'stock-adjustments.approve', idempotent: true },
        schema: { tags, params: idParamsSchema, response: adjustment },
      },
      (request) =>
        decideAdjustment(
          request.server.db,
          requireActor(request.actor),
          request.params.id,
          decision,
          writeOptionsOf(request),
        ),
    )
  }
}
