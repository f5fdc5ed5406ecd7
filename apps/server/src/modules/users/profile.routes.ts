import { profileRoutes } from '@sms/contract'
import type { FastifyInstance } from 'fastify'
import { serve } from '../../plugins/serve.ts'
import { changePassword, getProfile, setPin, updateProfile } from './profile.service.ts'

/** Every signed-in user may read and edit their own profile; no permission beyond signing in. */
export function registerProfileRoutes(app: FastifyInstance) {
  serve(app, profileRoutes.get, async ({ actor, request }) => ({
    data: await getProfile(request.server.db, actor.id),
  }))
  serve(app, profileRoutes.update, ({ actor, body, request }) =>
    updateProfile(request.server.db, actor, body),
  )
  serve(app, profileRoutes.changePassword, async ({ actor, body, request }) => {
    const result = await changePassword(request.server.db, actor, body)
    // The other sessions were signed out: their live sockets close too.
    request.server.events.publish([{ type: 'sessions.ended', user_id: actor.id }])
    return result
  })
  // The PIN a manager types at the till to approve a discount or a price.
  serve(app, profileRoutes.setPin, ({ actor, body, request }) => setPin(request.server.db, actor, body))
}
