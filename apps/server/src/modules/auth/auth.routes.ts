import { authRoutes } from '@sms/contract'
import type { FastifyInstance } from 'fastify'
import { AppError } from '../../lib/errors.ts'
import { serve } from '../../plugins/serve.ts'
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
  serve(app, authRoutes.sessionConfig, () =>
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

  serve(app, authRoutes.login, async ({ body, request, reply }) => {
    const answer = await login(ctx, body, { ip: request.ip, userAgent: request.headers['user-agent'] })
    if (!cookies) return answer
    setSessionCookies(request, reply, cookies, answer)
    return withoutTokens(answer)
  })

  // One path, two bodies: the table declares each mode's, and this server serves its own.
  if (cookies) {
    serve(app, authRoutes.refreshByCookie, async ({ body, request, reply }) => {
      const token = body.refresh_token ?? request.cookies[REFRESH_COOKIE]
      if (!token) throw new AppError('AUTH_REFRESH_INVALID', 'No refresh token.')
      const answer = await refresh(ctx, token)
      setSessionCookies(request, reply, cookies, answer)
      return withoutTokens(answer)
    })
  } else {
    serve(app, authRoutes.refresh, ({ body }) => refresh(ctx, body.refresh_token))
  }

  serve(app, authRoutes.logout, async ({ actor, request, reply }) => {
    const answer = await logout(ctx, actor)
    if (cookies) clearSessionCookies(request, reply)
    return answer
  })

  serve(app, authRoutes.me, ({ actor }) => ({
    user_info: actor.user,
    roles: actor.roles,
    permissions: [...actor.permissions].sort(),
  }))
}
