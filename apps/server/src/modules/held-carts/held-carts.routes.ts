import {
  heldCartInputSchema,
  heldCartSchema,
  heldCartsQuerySchema,
  idParamsSchema,
  recordResponseSchema,
} from '@sms/contract'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireActor } from '../../plugins/access.ts'
import { writeOptionsOf } from '../documents/document.ts'
import { discardHeldCart, getHeldCart, holdCart, listHeldCarts } from './held-carts.service.ts'

/** Parked carts of the till (`pos.create`): park, list per store, read, discard (resuming reads, then discards). */
export function registerHeldCartRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['held-carts']
  const one = { 200: recordResponseSchema(heldCartSchema) }

  r.get(
    '/api/held-carts',
    {
      config: { access: 'pos.create' },
      schema: {
        tags,
        querystring: heldCartsQuerySchema,
        response: { 200: z.object({ data: z.array(heldCartSchema) }) },
      },
    },
    (request) => listHeldCarts(request.server.db, requireActor(request.actor), request.query.store_id),
  )
  r.get(
    '/api/held-carts/:id',
    { config: { access: 'pos.create' }, schema: { tags, params: idParamsSchema, response: one } },
    (request) => getHeldCart(request.server.db, requireActor(request.actor), request.params.id),
  )
  r.post(
    '/api/held-carts',
    {
      config: { access: 'pos.create', idempotent: true },
      schema: { tags, body: heldCartInputSchema, response: { 201: recordResponseSchema(heldCartSchema) } },
    },
    async (request, reply) => {
      const actor = requireActor(request.actor)
      const body = await holdCart(request.server.db, actor, request.body, writeOptionsOf(request))
      return reply.status(201).send(body)
    },
  )
  r.delete(
    '/api/held-carts/:id',
    {
      config: { access: 'pos.create', idempotent: true },
      schema: { tags, params: idParamsSchema, response: one },
    },
    (request) =>
      discardHeldCart(
        request.server.db,
        requireActor(request.actor),
        request.params.id,
        writeOptionsOf(request),
      ),
  )
}
