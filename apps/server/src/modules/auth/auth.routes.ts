import {
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  messageResponseSchema,
  refreshRequestSchema,
  refreshResponseSchema,
  sessionConfigSchema,
} from '@sms/contract'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { AppError } from '../../lib/errors.ts'
import { requireActor } from '../../plugins/access.ts'
import { type AuthContext, login, logout, refresh } from './auth.service.ts'
import {
  type CookieSessions,
  clearSessionCookies,
  REFRESH_COOKIE,
  registerCsrfEndpoint,
  setSessionCookies,
  withoutTokens,
} from './cookie-session.ts'

/** `cookies` is null in bearer mode: the answers carry the tokens and nothing is set. */
export function registerAuthRoutes(app: FastifyInstance, ctx: AuthContext, cookies: CookieSessions | null) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  // What the web app reads at start to choose its mode (decision 0040); public, as sign-in needs it.
  r.get(
    '/api/session-config',
    { config: { access: 'public' }, schema: { tags: ['auth'], response: { 200: sessionConfigSchema } } },
    () =>
      cookies
        ? {
            token_storage: 'cookie' as const,
            csrf_cookie: cookies.csrfCookie,
            csrf_endpoint: cookies.csrfEndpoint,
            csrf_header: cookies.csrfHeader,
          }
        : { token_storage: 'bearer' as const },
  )
  if (cookies) registerCsrfEndpoint(app, cookies)

  r.post(
    '/api/login',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: loginRequestSchema, response: { 200: loginResponseSchema } },
    },
    async (request, reply) => {
      const answer = await login(ctx, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      })
      if (!cookies) return answer
      setSessionCookies(request, reply, cookies, answer)
      return withoutTokens(answer)
    },
  )

  r.post(
    '/api/refresh',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        // In cookie mode the refresh token comes in its cookie and the body may be empty.
        body: cookies ? refreshRequestSchema.partial() : refreshRequestSchema,
        response: { 200: refreshResponseSchema },
      },
    },
    async (request, reply) => {
      if (!cookies) return refresh(ctx, request.body.refresh_token as string)
      const token = request.body?.refresh_token ?? request.cookies[REFRESH_COOKIE]
      if (!token) throw new AppError('AUTH_REFRESH_INVALID', 'No refresh token.')
      const answer = await refresh(ctx, token)
      setSessionCookies(request, reply, cookies, answer)
      return withoutTokens(answer)
    },
  )

  r.post(
    '/api/logout',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['auth'], response: { 200: messageResponseSchema } },
    },
    async (request, reply) => {
      const answer = await logout(ctx, requireActor(request.actor))
      if (cookies) clearSessionCookies(request, reply)
      return answer
    },
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
