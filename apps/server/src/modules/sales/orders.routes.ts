import {
  checkoutRequestSchema,
  listQuerySchema,
  listResponseSchema,
  orderSchema,
  orderSummarySchema,
  recordResponseSchema,
} from '@sms/contract'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { AppError } from '../../lib/errors.ts'
import { requireActor } from '../../plugins/access.ts'
import { writeOptionsOf } from '../documents/document.ts'
import { approvalContextOf } from './approvals.ts'
import { checkout } from './checkout.service.ts'
import { listOrders } from './orders-list.ts'

/** The till's checkout and the orders it writes. Orders change by actions, never by PUT. */
export function registerOrderRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.post(
    '/api/pos/checkout',
    {
      config: { access: 'pos.create', idempotent: true },
      schema: {
        tags: ['pos'],
        body: checkoutRequestSchema,
        response: { 201: recordResponseSchema(orderSchema) },
      },
    },
    async (request, reply) => {
      // A till retries a sale that timed out with the same key; without one a retry could sell twice.
      if (request.headers['idempotency-key'] === undefined) {
        throw new AppError('BAD_REQUEST', 'A checkout needs an Idempotency-Key header.', {
          header: 'Idempotency-Key',
        })
      }
      const body = await checkout(request.server.db, requireActor(request.actor), request.body, {
        ...writeOptionsOf(request),
        approvals: approvalContextOf(request),
      })
      return reply.status(201).send(body)
    },
  )
  r.get(
    '/api/orders',
    {
      config: { access: 'orders.list' },
      schema: {
        tags: ['orders'],
        querystring: listQuerySchema,
        response: { 200: listResponseSchema(orderSummarySchema) },
      },
    },
    (request) =>
      listOrders(request.server.db, requireActor(request.actor), {
        query: request.query,
        acceptLanguage: request.headers['accept-language'],
      }),
  )
}
