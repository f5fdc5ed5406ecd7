import {
  idParamsSchema,
  listQuerySchema,
  listResponseSchema,
  recordResponseSchema,
  stockCountInputSchema,
  stockCountLinesInputSchema,
  stockCountSchema,
  stockCountSummarySchema,
} from '@sms/contract'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requireActor } from '../../plugins/access.ts'
import { writeOptionsOf } from '../documents/document.ts'
import { getCount } from './stock-count-reads.ts'
import { cancelCount, createCount, postCount, recordCountLines } from './stock-counts.service.ts'
import { listCounts } from './stock-document-lists.ts'

/** Stock counts: started (snapshot), counted (`lines`, any number of times), then `post` or `cancel`. */
export function registerCountRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['stock-counts']
  const stockCount = { 200: recordResponseSchema(stockCountSchema) }

  r.get(
    '/api/stock-counts',
    {
      config: { access: 'stock-counts.list' },
      schema: {
        tags,
        querystring: listQuerySchema,
        response: { 200: listResponseSchema(stockCountSummarySchema) },
      },
    },
    (request) =>
      listCounts(request.server.db, requireActor(request.actor), {
        query: request.query,
        acceptLanguage: request.headers['accept-language'],
      }),
  )
  r.get(
    '/api/stock-counts/:id',
    {
      config: { access: 'stock-counts.view' },
      schema: { tags, params: idParamsSchema, response: stockCount },
    },
    (request) =>
      getCount(
        request.server.db,
        requireActor(request.actor),
        request.params.id,
        request.headers['accept-language'],
      ),
  )
  r.post(
    '/api/stock-counts',
    {
      config: { access: 'stock-counts.create', idempotent: true },
      schema: {
        tags,
        body: stockCountInputSchema,
        response: { 201: recordResponseSchema(stockCountSchema) },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request.actor)
      const body = await createCount(request.server.db, actor, request.body, writeOptionsOf(request))
      return reply.status(201).send(body)
    },
  )
  r.post(
    '/api/stock-counts/:id/lines',
    {
      config: { access: 'stock-counts.edit', idempotent: true },
      schema: { tags, params: idParamsSchema, body: stockCountLinesInputSchema, response: stockCount },
    },
    (request) =>
      recordCountLines(
        request.server.db,
        requireActor(request.actor),
        request.params.id,
        request.body,
        writeOptionsOf(request),
      ),
  )
  const steps = [
    ['post', 'stock-counts.approve', postCount],
    ['cancel', 'stock-counts.cancel', cancelCount],
  ] as const
  for (const [action, access, run] of steps) {
    r.post(
      `/api/stock-counts/:id/${action}`,
      {
        config: { access, idempotent: true },
        schema: { tags, params: idParamsSchema, response: stockCount },
      },
      (request) =>
        run(request.server.db, requireActor(request.actor), request.params.id, writeOptionsOf(request)),
    )
  }
}
