import { randomBytes, timingSafeEqual } from 'node:crypto'
import fastifyCookie from '@fastify/cookie'
import { ACCESS_TOKEN_TTL_SECONDS } from '@sms/contract'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Config } from '../../config.ts'
import { AppError } from '../../lib/errors.ts'

/** Cookie mode's settings (decision 0040); `null` in bearer mode, where nothing here runs. */
export type CookieSessions = {
  csrfCookie: string
  csrfHeader: string
  csrfEndpoint: string
  refreshTtlDays: number
}

export const ACCESS_COOKIE = 'sms_access'
export const REFRESH_COOKIE = 'sms_refresh'
/** The refresh token travels only to the route that uses it, never with every request. */
const REFRESH_PATH = '/api/refresh'
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1'])

export function cookieSessionsOf(config: Config): CookieSessions | null {
  if (config.TOKEN_STORAGE !== 'cookie') return null
  return {
    csrfCookie: config.CSRF_COOKIE,
    csrfHeader: config.CSRF_HEADER.toLowerCase(),
    csrfEndpoint: config.CSRF_ENDPOINT,
    refreshTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
  }
}

/** Secure outside localhost: a browser drops a Secure cookie on plain http, which is how one tries it locally. */
const cookieBase = (request: FastifyRequest) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: !LOCAL_HOSTS.has(request.hostname.replace(/:\d+$/, '')),
  path: '/',
})

export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  cookies: CookieSessions,
  tokens: { token: string; refresh_token: string },
) {
  const base = cookieBase(request)
  reply.setCookie(ACCESS_COOKIE, tokens.token, { ...base, maxAge: ACCESS_TOKEN_TTL_SECONDS })
  reply.setCookie(REFRESH_COOKIE, tokens.refresh_token, {
    ...base,
    path: REFRESH_PATH,
    maxAge: cookies.refreshTtlDays * 86_400,
  })
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply) {
  const base = cookieBase(request)
  reply.clearCookie(ACCESS_COOKIE, base)
  reply.clearCookie(REFRESH_COOKIE, { ...base, path: REFRESH_PATH })
}

/** The tokens stay in their HttpOnly cookies: the page's script (and anything injected into it) never sees them. */
export const withoutTokens = <T extends { token: string; refresh_token: string }>(answer: T): T => ({
  ...answer,
  token: '',
  refresh_token: '',
})

const sameToken = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/**
 * Double-submit check: another site can make the browser send our cookies but cannot read the CSRF cookie to
 * copy it into the header. A request with a bearer token or the live layer's signature carries no ambient
 * credential, so it needs none.
 */
export function checkCsrf(request: FastifyRequest, cookies: CookieSessions) {
  if (!UNSAFE_METHODS.has(request.method) || request.headers.authorization) return
  if (request.routeOptions.config?.access === 'signed') return
  const header = request.headers[cookies.csrfHeader]
  const cookie = request.cookies[cookies.csrfCookie]
  if (typeof header !== 'string' || !header || !cookie || !sameToken(header, cookie)) {
    throw new AppError('CSRF_REJECTED', 'The request carries no valid CSRF token. Reload the page.', {
      header: cookies.csrfHeader,
    })
  }
}

/** Parses cookies; registered before the access control so its hook sees them. */
export async function registerCookieParser(app: FastifyInstance) {
  await app.register(fastifyCookie)
}

/** The spec's CSRF endpoint: the web app calls it when it finds no CSRF cookie. */
export function registerCsrfEndpoint(app: FastifyInstance, cookies: CookieSessions) {
  app.get(
    cookies.csrfEndpoint,
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], summary: 'Sets the CSRF cookie (cookie mode)' },
    },
    async (request, reply) => {
      // The token stays for the browser's session: the page reads it once, and tabs share it.
      const current = request.cookies[cookies.csrfCookie]
      if (!current) {
        reply.setCookie(cookies.csrfCookie, randomBytes(32).toString('base64url'), {
          ...cookieBase(request),
          httpOnly: false,
        })
      }
      return reply.code(204).send()
    },
  )
}
