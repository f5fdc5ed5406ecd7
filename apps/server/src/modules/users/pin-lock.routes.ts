import { pinLockRoutes } from '@sms/contract'
import { and, eq, isNull } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { users } from '../../db/schema/index.ts'
import { notFound } from '../../lib/errors.ts'
import { serve } from '../../plugins/serve.ts'
import { recordAudit } from '../audit/audit.service.ts'
import { unlockPin } from '../sales/pin-lock.ts'

export const PIN_UNLOCKED_MESSAGE = 'PIN unlocked'

/**
 * `DELETE /api/users/{id}/pin-lock`: the owner lifts the lock wrong PINs put on a user's PIN (decision 0025);
 * the user may instead set a new PIN on their profile. Audited; unlocking an unlocked PIN changes nothing.
 */
export function registerPinLockRoutes(app: FastifyInstance) {
  serve(app, pinLockRoutes.unlock, async ({ actor, params, request }) => {
    const { db } = request.server
    const [user] = await db
      .select({ id: users.id, locked: users.pin_locked_at })
      .from(users)
      .where(and(eq(users.id, params.id), isNull(users.deleted_at)))
    if (!user) throw notFound('users', params.id)
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
  })
}
