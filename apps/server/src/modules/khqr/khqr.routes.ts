import { khqrRequestSchema, khqrSchema, recordResponseSchema } from '@sms/contract'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requireActor } from '../../plugins/access.ts'
import { createKhqr } from './khqr.service.ts'

/** KHQR at the till: a code for the exact amount due, made on the server from the shop's Bakong account. */
export function registerKhqrRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.post(
    '/api/pos/khqr',
    {
      config: { access: 'pos.create' },
      schema: { tags: ['pos'], body: khqrRequestSchema, response: { 200: recordResponseSchema(khqrSchema) } },
    },
    async (request) => ({
      data: await createKhqr(request.server.db, requireActor(request.actor), request.body),
    }),
  )
}
