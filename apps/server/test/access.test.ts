import { describe, expect, it } from 'vitest'
import { bearer, createTestApp } from './test-app.ts'

const t = await createTestApp()
await t.app.ready()

/** Plugins' own routes, public by nature: the API documentation and uploaded pictures (unguessable names). */
const isPublicByNature = (url: string) => url.startsWith('/api/docs') || url.startsWith('/media/')
const PUBLIC = new Set([
  'POST /api/login',
  'POST /api/refresh',
  'GET /api/health',
  // The appearance, for the sign-in page.
  'GET /api/settings/public',
  // How the browser keeps its session (decision 0040), read before sign-in.
  'GET /api/session-config',
  'GET /app/:key',
])
const routes = t.app.routeTable.filter((route) => route.method !== 'HEAD')
const declared = routes.filter((route) => !isPublicByNature(route.url))
const withToken = declared.filter((route) => route.access !== 'public' && route.access !== 'signed')
const toUrl = (url: string) => url.replace(':app_id', t.app.live.app.id).replace(/:[a-z_]+/g, '1')

describe('the route table', () => {
  it('has the API routes and the live routes outside /api registered', () => {
    expect(routes.filter((r) => r.url.startsWith('/api')).length).toBeGreaterThanOrEqual(5)
    expect(declared.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['GET /app/:key', 'POST /broadcasting/auth', 'POST /apps/:app_id/events']),
    )
  })

  it('gives every route, inside /api or not, an access rule', () => {
    expect(routes.filter((route) => !route.access).map((r) => `${r.method} ${r.url}`)).toEqual([])
  })

  it('leaves only sign-in, refresh, health, the session mode, the appearance and the live socket public', () => {
    const open = declared.filter((r) => r.access === 'public').map((r) => `${r.method} ${r.url}`)
    expect(open.sort()).toEqual([...PUBLIC].sort())
  })

  it('leaves only the Pusher HTTP API to the app signature', () => {
    const signed = declared.filter((r) => r.access === 'signed').map((r) => `${r.method} ${r.url}`)
    expect(signed.sort()).toEqual(['POST /apps/:app_id/batch_events', 'POST /apps/:app_id/events'])
  })

  it.each(withToken)('$method $url answers 401 without a token and with a garbage token', async (route) => {
    const method = route.method as 'GET'
    for (const headers of [{}, bearer('not-a-token')]) {
      const response = await t.app.inject({ method, url: toUrl(route.url), headers, payload: undefined })
      expect(response.statusCode).toBe(401)
      expect(response.json()).toMatchObject({ status: 'error', code: 'AUTH_REQUIRED' })
    }
  })

  it.each(declared.filter((r) => r.access === 'signed'))(
    '$method $url answers 401 without the signature, even with a valid token',
    async (route) => {
      const { token } = await t.signInAs('admin')
      for (const headers of [{}, bearer(token)]) {
        const response = await t.app.inject({
          method: route.method as 'POST',
          url: toUrl(route.url),
          headers,
          payload: { name: 'x', data: '{}', channel: 'settings' },
        })
        expect(response.statusCode).toBe(401)
        expect(response.json()).toMatchObject({ status: 'error', code: 'AUTH_REQUIRED' })
      }
    },
  )

  it.each(withToken.filter((r) => r.access !== 'authenticated'))(
    '$method $url answers 403 to a signed-in user without $access',
    async (route) => {
      const { token } = await t.signInWith([])
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: toUrl(route.url),
        headers: bearer(token),
      })
      expect(response.statusCode).toBe(403)
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN', params: { permission: route.access } })
    },
  )
})

describe('the API docs', () => {
  it('serves the OpenAPI document generated from the contract', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(response.statusCode).toBe(200)
    const doc = response.json()
    expect(doc.openapi).toMatch(/^3\./)
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/login', '/api/refresh', '/api/me']))
    expect(doc.paths['/api/login'].post.security).toEqual([])
    expect(doc.paths['/api/me'].get.security).toBeUndefined()
  })
})
