import {
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  messageResponseSchema,
  refreshRequestSchema,
  refreshResponseSchema,
} from '@sms/contract'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requireActor } from '../../plugins/access.ts'
import { type AuthContext, login, logout, refresh } from './auth.service.ts'

export function registerAuthRoutes(app: FastifyInstance, ctx: AuthContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.post(
    '/api/login',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: loginRequestSchema, response: { 200: loginResponseSchema } },
    },
    (request) => login(ctx, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] }),
  )

  r.post(
    '/api/refresh',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: refreshRequestSchema, response: { 200: refreshResponseSchema } },
    },
    (request) => refresh(ctx, request.body.refresh_token),
  )

  r.post(
    '/api/logout',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['auth'], response: { 200: messageResponseSchema } },
    },
    (request) => logout(ctx, requireActor(request.actor)),
  )

  r.get(
    '/api/me',
    { config: { access: 'authenticated' }, schema: { tags: ['auth'], response: { 200: meResponseSchema } } },
    (request) => {
      const actor = requireActor(request.actor)
      return { user_info: actor.user, roles: actor.roles, permissions: [...actor.permissions].sort() }
    },
  )
}
