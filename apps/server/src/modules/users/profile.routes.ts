import {
  messageResponseSchema,
  passwordChangeSchema,
  pinChangeSchema,
  profileInputSchema,
  profileSchema,
} from '@sms/contract'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireActor } from '../../plugins/access.ts'
import { changePassword, getProfile, setPin, updateProfile } from './profile.service.ts'

/** Every signed-in user may read and edit their own profile; no permission beyond signing in. */
export function registerProfileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['profile']
  r.get(
    '/api/profile',
    {
      config: { access: 'authenticated' },
      schema: { tags, response: { 200: z.object({ data: profileSchema }) } },
    },
    async (request) => ({ data: await getProfile(request.server.db, requireActor(request.actor).id) }),
  )
  r.put(
    '/api/profile',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        body: profileInputSchema,
        response: { 200: z.object({ data: profileSchema, message: z.string() }) },
      },
    },
    (request) => updateProfile(request.server.db, requireActor(request.actor), request.body),
  )
  r.post(
    '/api/profile/password',
    {
      config: { access: 'authenticated' },
      schema: { tags, body: passwordChangeSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      const actor = requireActor(request.actor)
      const result = await changePassword(request.server.db, actor, request.body)
      // The other sessions were signed out: their live sockets close too.
      request.server.events.publish([{ type: 'sessions.ended', user_id: actor.id }])
      return result
    },
  )
  // The PIN a manager types at the till to approve a discount or a price.
  r.put(
    '/api/profile/pin',
    {
      config: { access: 'authenticated' },
      schema: { tags, body: pinChangeSchema, response: { 200: messageResponseSchema } },
    },
    (request) => setPin(request.server.db, requireActor(request.actor), request.body),
  )
}
