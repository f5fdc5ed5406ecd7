import { describe, expect, it } from 'vitest'
import { bearer, createTestApp } from './test-app.ts'

const t = await createTestApp()
await t.app.ready()

const PUBLIC = new Set(['POST /api/login', 'POST /api/refresh', 'GET /api/health'])
const apiRoutes = t.app.routeTable.filter(
  (route) => route.url.startsWith('/api') && !route.url.startsWith('/api/docs') && route.method !== 'HEAD',
)
const toUrl = (url: string) => url.replace(/:[a-z_]+/g, '1')

describe('the route table', () => {
  it('has the API routes registered', () => {
    expect(apiRoutes.length).toBeGreaterThanOrEqual(5)
  })

  it('leaves only sign-in, refresh and health public', () => {
    const open = apiRoutes.filter((r) => r.access === 'public').map((r) => `${r.method} ${r.url}`)
    expect(open.sort()).toEqual([...PUBLIC].sort())
  })

  it.each(apiRoutes.filter((r) => !PUBLIC.has(`${r.method} ${r.url}`)))(
    '$method $url answers 401 without a token and with a garbage token',
    async (route) => {
      const method = route.method as 'GET'
      for (const headers of [{}, bearer('not-a-token')]) {
        const response = await t.app.inject({ method, url: toUrl(route.url), headers, payload: undefined })
        expect(response.statusCode).toBe(401)
        expect(response.json()).toMatchObject({ status: 'error', code: 'AUTH_REQUIRED' })
      }
    },
  )

  it.each(apiRoutes.filter((r) => r.access && r.access !== 'public' && r.access !== 'authenticated'))(
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
