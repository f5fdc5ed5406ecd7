import {
  recordResponseSchema,
  type TillDevice,
  tillDeviceSchema,
  tillRegistrationSchema,
} from '@sms/contract'
import { asc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { tills } from '../../db/schema/index.ts'
import { requireActor } from '../../plugins/access.ts'
import { assertLiveStore, assertStoreAccess } from '../access/store-access.ts'

const tillOf = (row: typeof tills.$inferSelect): TillDevice => ({
  id: row.id,
  store_id: row.store_id,
  code: `T${row.id}`,
  name: row.name,
  created_at: row.created_at.toISOString(),
})

/**
 * A till device registers once, online, before it may sell offline (decision 0031): whoever may sell at the
 * store may register a till there. Registering twice gives two tills, which costs nothing: a device that lost
 * its storage simply registers again and can never reuse an old code.
 */
export function registerTillDeviceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.post(
    '/api/pos/tills',
    {
      config: { access: 'pos.create' },
      schema: {
        tags: ['pos'],
        body: tillRegistrationSchema,
        response: { 201: recordResponseSchema(tillDeviceSchema) },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request.actor)
      const db = request.server.db
      await assertStoreAccess(db, actor, request.body.store_id)
      await assertLiveStore(db, request.body.store_id)
      const [row] = await db
        .insert(tills)
        .values({ store_id: request.body.store_id, name: request.body.name, created_by: actor.id })
        .returning()
      if (!row) throw new Error('till insert returned nothing')
      return reply.status(201).send({ data: tillOf(row) })
    },
  )
  r.get(
    '/api/pos/tills',
    {
      config: { access: 'pos.create' },
      schema: {
        tags: ['pos'],
        querystring: z.object({ store_id: z.coerce.number().int().positive() }),
        response: { 200: z.object({ data: z.array(tillDeviceSchema) }) },
      },
    },
    async (request) => {
      const db = request.server.db
      await assertStoreAccess(db, requireActor(request.actor), request.query.store_id)
      const rows = await db
        .select()
        .from(tills)
        .where(eq(tills.store_id, request.query.store_id))
        .orderBy(asc(tills.id))
      return { data: rows.map(tillOf) }
    },
  )
}
