import {
  idParamsSchema,
  listQuerySchema,
  listResponseSchema,
  recordResponseSchema,
  stockTransferInputSchema,
  stockTransferReceiveSchema,
  stockTransferSchema,
  stockTransferSummarySchema,
} from '@sms/contract'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requireActor } from '../../plugins/access.ts'
import { writeOptionsOf } from '../documents/document.ts'
import { listTransfers } from './stock-document-lists.ts'
import { dispatchTransfer, receiveTransfer } from './stock-transfer-shipping.ts'
import { approveTransfer, cancelTransfer, createTransfer, getTransfer } from './stock-transfers.service.ts'

/** Transfers between stores: created, then `approve`, `dispatch`, `receive`, or `cancel` before dispatch. */
export function registerTransferRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['stock-transfers']
  const transfer = { 200: recordResponseSchema(stockTransferSchema) }

  r.get(
    '/api/stock-transfers',
    {
      config: { access: 'stock-transfers.list' },
      schema: {
        tags,
        querystring: listQuerySchema,
        response: { 200: listResponseSchema(stockTransferSummarySchema) },
      },
    },
    (request) =>
      listTransfers(request.server.db, requireActor(request.actor), {
        query: request.query,
        acceptLanguage: request.headers['accept-language'],
      }),
  )
  r.get(
    '/api/stock-transfers/:id',
    {
      config: { access: 'stock-transfers.view' },
      schema: { tags, params: idParamsSchema, response: transfer },
    },
    (request) => getTransfer(request.server.db, requireActor(request.actor), request.params.id),
  )
  r.post(
    '/api/stock-transfers',
    {
      config: { access: 'stock-transfers.create', idempotent: true },
      schema: {
        tags,
        body: stockTransferInputSchema,
        response: { 201: recordResponseSchema(stockTransferSchema) },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request.actor)
      const body = await createTransfer(request.server.db, actor, request.body, writeOptionsOf(request))
      return reply.status(201).send(body)
    },
  )
  const steps = [
    ['approve', 'stock-transfers.approve', approveTransfer],
    ['dispatch', 'stock-transfers.edit', dispatchTransfer],
    ['cancel', 'stock-transfers.cancel', cancelTransfer],
  ] as const
  for (const [action, access, run] of steps) {
    r.post(
      `/api/stock-transfers/:id/${action}`,
      {
        config: { access, idempotent: true },
        schema: { tags, params: idParamsSchema, response: transfer },
      },
      (request) =>
        run(request.server.db, requireActor(request.actor), request.params.id, writeOptionsOf(request)),
    )
  }
  r.post(
    '/api/stock-transfers/:id/receive',
    {
      config: { access: 'stock-transfers.edit', idempotent: true },
      schema: { tags, params: idParamsSchema, body: stockTransferReceiveSchema, response: transfer },
    },
    (request) =>
      receiveTransfer(
        request.server.db,
        requireActor(request.actor),
        request.params.id,
        request.body,
        writeOptionsOf(request),
      ),
  )
}
