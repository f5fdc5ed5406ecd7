import { tillRoutes } from '@sms/contract'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client.ts'
import { tills } from '../../db/schema/index.ts'
import { notFound } from '../../lib/errors.ts'
import { serve } from '../../plugins/serve.ts'
import { assertStoreAccess } from '../access/store-access.ts'
import type { Actor } from '../auth/auth.service.ts'

/** The store of a till the user works at; 404 for no such till, 403 for another store's. */
export async function tillStoreFor(db: Db, actor: Actor, tillId: number): Promise<number> {
  const [till] = await db.select({ store_id: tills.store_id }).from(tills).where(eq(tills.id, tillId))
  if (!till) throw notFound('till', tillId)
  await assertStoreAccess(db, actor, till.store_id)
  return till.store_id
}

/**
 * `POST /api/pos/tills/{id}/display`: the till says what its customer display shows, for a tablet signed in for
 * that till (issue 21, decision 0042). Relayed at once as `till-display.updated` on the till's private channel
 * and kept nowhere. A display that joins mid-sale asks (`POST …/display/requests`, relayed as
 * `till-display.requested` on the store's channel, which the till hears already) and the till answers at once
 * with its state: the same hello as on the same machine, so no process keeps a state another would not have.
 */
export function registerTillDisplayRoutes(app: FastifyInstance) {
  serve(app, tillRoutes.display, async ({ request, actor, params, body }) => {
    const tillId = params.id
    const storeId = await tillStoreFor(request.server.db, actor, tillId)
    request.server.events.publish([
      { type: 'till-display.updated', till_id: tillId, store_id: storeId, ...body },
    ])
    return { data: { till_id: tillId } }
  })
  serve(app, tillRoutes.askDisplay, async ({ request, actor, params }) => {
    const tillId = params.id
    const storeId = await tillStoreFor(request.server.db, actor, tillId)
    request.server.events.publish([{ type: 'till-display.requested', till_id: tillId, store_id: storeId }])
    return { data: { till_id: tillId } }
  })
}
