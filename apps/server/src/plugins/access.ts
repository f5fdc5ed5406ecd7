import type { Access } from '@sms/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError } from '../lib/errors.ts'
import { MEDIA_PREFIX } from '../lib/images.ts'
import { may } from '../modules/access/may.ts'
import { type Actor, type AuthContext, authenticate } from '../modules/auth/auth.service.ts'
import { ACCESS_COOKIE, type CookieSessions, checkCsrf } from '../modules/auth/cookie-session.ts'

/** Who may call a route (the contract's word for it, with each route of the route table). */
export type { Access }

/** Checks a signed request once its body is read (the signature covers the body); throws to refuse. */
export type SignatureCheck = (request: FastifyRequest) => void

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access
  }
  interface FastifyRequest {
    actor: Actor | null
  }
}

/**
 * Routes that plugins register, public by nature: the API documentation describes the public contract, and
 * uploaded pictures have unguessable names (plugins/media.ts). The web app's own files are public too; they are
 * the routes @fastify/static registers with the folder they serve (`config.rootPath`).
 */
const PUBLIC_PREFIXES = ['/api/docs', `${MEDIA_PREFIX}/`]
const servesStaticFile = (config: unknown) =>
  typeof config === 'object' && config !== null && 'rootPath' in config

export function requireActor(actor: Actor | null): Actor {
  if (!actor) throw new AppError('AUTH_REQUIRED', 'Authentication required.')
  return actor
}

/**
 * Every route, inside /api or not, must declare its access at registration (the server refuses to start
 * otherwise), and every request is checked against it before its body is even read; a signed request as soon
 * as its body is.
 */
export function registerAccessControl(
  app: FastifyInstance,
  auth: AuthContext,
  checkSignature: SignatureCheck,
  cookies: CookieSessions | null = null,
) {
  app.decorateRequest('actor', null)

  app.addHook('onRoute', (route) => {
    if (PUBLIC_PREFIXES.some((prefix) => route.url.startsWith(prefix)) || servesStaticFile(route.config)) {
      route.config = { ...route.config, access: 'public' }
      return
    }
    if (!route.config?.access) throw new Error(`Route ${route.method} ${route.url} declares no access rule`)
    // The OpenAPI document shows the lock (a bearer token) only on routes that need one.
    if (route.config.access === 'public' || route.config.access === 'signed') {
      route.schema = { ...route.schema, security: [] }
    }
  })

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access
    // In cookie mode every unsafe request, sign-in included, proves it comes from our own page.
    if (cookies && access) checkCsrf(request, cookies)
    // No access means no route (the 404 handler); a signed request is checked once its body is read.
    if (!access || access === 'public' || access === 'signed') return
    const header = request.headers.authorization
    // The scheme is case-insensitive (RFC 9110): `bearer` is as good as `Bearer`.
    const bearer = header && /^bearer\s+(\S+)\s*$/i.exec(header)?.[1]
    // Cookie mode still takes a bearer token (a script, a test): only the browser's session is a cookie.
    const token = bearer || (cookies && !header ? request.cookies[ACCESS_COOKIE] : undefined)
    request.actor = token ? await authenticate(auth, token) : null
    const actor = requireActor(request.actor)
    if (access !== 'authenticated' && !may(actor, access)) {
      throw new AppError('FORBIDDEN', 'You do not have permission to do this.', { permission: access })
    }
  })

  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config?.access === 'signed') checkSignature(request)
  })
}
