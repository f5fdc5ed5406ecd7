import type { Permission } from '@sms/contract'
import type { FastifyInstance } from 'fastify'
import { AppError } from '../lib/errors.ts'
import { type Actor, type AuthContext, authenticate } from '../modules/auth/auth.service.ts'

/** Who may call a route: anyone, any signed-in user, or a user holding one named permission. */
export type Access = 'public' | 'authenticated' | Permission

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access
  }
  interface FastifyRequest {
    actor: Actor | null
  }
}

/** The API documentation describes the public contract, so it is readable without signing in. */
const PUBLIC_PREFIXES = ['/api/docs']

export function requireActor(actor: Actor | null): Actor {
  if (!actor) throw new AppError('AUTH_REQUIRED', 'Authentication required.')
  return actor
}

/**
 * Every /api route must declare its access at registration (the server refuses to start otherwise),
 * and every request is checked against it before its body is even read.
 */
export function registerAccessControl(app: FastifyInstance, auth: AuthContext) {
  app.decorateRequest('actor', null)

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return
    if (PUBLIC_PREFIXES.some((prefix) => route.url.startsWith(prefix))) {
      route.config = { ...route.config, access: 'public' }
      return
    }
    if (!route.config?.access) throw new Error(`Route ${route.method} ${route.url} declares no access rule`)
    // The OpenAPI document shows public routes without the lock.
    if (route.config.access === 'public') route.schema = { ...route.schema, security: [] }
  })

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access
    if (!access || access === 'public') return
    const header = request.headers.authorization
    // The scheme is case-insensitive (RFC 9110): `bearer` is as good as `Bearer`.
    const bearer = header && /^bearer\s+(\S+)\s*$/i.exec(header)?.[1]
    request.actor = bearer ? await authenticate(auth, bearer) : null
    const actor = requireActor(request.actor)
    if (access !== 'authenticated' && !actor.permissions.has(access)) {
      throw new AppError('FORBIDDEN', 'You do not have permission to do this.', { permission: access })
    }
  })
}
