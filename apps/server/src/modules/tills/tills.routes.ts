import { type TillDevice, tillRoutes } from '@sms/contract'
import { asc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { tills } from '../../db/schema/index.ts'
import { serve } from '../../plugins/serve.ts'
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
  serve(app, tillRoutes.register, async ({ request, actor, body }) => {
    const db = request.server.db
    await assertStoreAccess(db, actor, body.store_id)
    await assertLiveStore(db, body.store_id)
    const [row] = await db
      .insert(tills)
      .values({ store_id: body.store_id, name: body.name, created_by: actor.id })
      .returning()
    if (!row) throw new Error('till insert returned nothing')
    return { data: tillOf(row) }
  })
  serve(app, tillRoutes.tills, async ({ request, actor, query }) => {
    const db = request.server.db
    await assertStoreAccess(db, actor, query.store_id)
    const rows = await db
      .select()
      .from(tills)
      .where(eq(tills.store_id, query.store_id))
      .orderBy(asc(tills.id))
    return { data: rows.map(tillOf) }
  })
}
