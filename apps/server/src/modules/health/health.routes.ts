import { healthResponseSchema } from '@sms/contract'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.ts'

export const VERSION = '1.0.0'

export function registerHealthRoutes(app: FastifyInstance, db: Db) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: { tags: ['health'], response: { 200: healthResponseSchema, 503: healthResponseSchema } },
    },
    async (_request, reply) => {
      const isUp = await db.execute(sql`select 1`).then(
        () => true,
        () => false,
      )
      reply.status(isUp ? 200 : 503)
      return { status: isUp ? 'ok' : 'error', database: isUp ? 'up' : 'down', version: VERSION } as const
    },
  )
}
