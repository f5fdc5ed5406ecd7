import { idParamsSchema, messageResponseSchema } from '@sms/contract'
import { and, eq, isNull } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { users } from '../../db/schema/index.ts'
import { notFound } from '../../lib/errors.ts'
import { requireActor } from '../../plugins/access.ts'
import { recordAudit } from '../audit/audit.service.ts'
import { unlockPin } from '../sales/pin-lock.ts'

export const PIN_UNLOCKED_MESSAGE = 'PIN unlocked'

/**
 * `DELETE /api/users/{id}/pin-lock`: the owner lifts the lock wrong PINs put on a user's PIN (decision 0025);
 * the user may instead set a new PIN on their profile. Audited; unlocking an unlocked PIN changes nothing.
 */
export function registerPinLockRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.delete(
    '/api/users/:id/pin-lock',
    {
      config: { access: 'users.assign' },
      schema: { tags: ['users'], params: idParamsSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      const actor = requireActor(request.actor)
      const { db } = request.server
      const [user] = await db
        .select({ id: users.id, locked: users.pin_locked_at })
        .from(users)
        .where(and(eq(users.id, request.params.id), isNull(users.deleted_at)))
      if (!user) throw notFound('users', request.params.id)
      await db.transaction(async (tx) => {
        await unlockPin(tx, user.id)
        if (user.locked) {
          await recordAudit(tx, {
            actorId: actor.id,
            resource: 'users',
            recordId: user.id,
            action: 'pin_unlocked',
          })
        }
      })
      return { message: PIN_UNLOCKED_MESSAGE }
    },
  )
}
