import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { loadSigningSecret } from '../src/modules/auth/signing-secret.ts'
import { createTestApp } from './test-app.ts'

const t = await createTestApp()
await t.app.ready()
const admin = await t.signInAs('admin')

/** What the spec's client sends on every authenticated request, with or without a body. */
const specHeaders = (token: string) => ({
  'content-type': 'application/json',
  accept: 'application/json',
  authorization: `Bearer ${token}`,
  'x-locale': 'kh',
})

const apiRoutes = t.app.routeTable.filter(
  (route) =>
    route.url.startsWith('/api') &&
    !route.url.startsWith('/api/docs') &&
    route.method !== 'HEAD' &&
    route.method !== 'GET' &&
    route.url !== '/api/logout',
)
const toUrl = (url: string) => url.replace(/:[a-z_]+/g, '999999')

describe('the spec client headers on requests without a body', () => {
  it.each(apiRoutes)('$method $url is not refused for an empty JSON body', async (route) => {
    const response = await t.app.inject({
      method: route.method as 'POST',
      url: toUrl(route.url),
      headers: specHeaders(admin.token),
    })
    expect(response.statusCode).toBeLessThan(500)
    // A route that needs a body may say which fields are missing (422), but never "bad JSON" (400).
    expect(response.json().code).not.toBe('BAD_REQUEST')
    // ...and names them, not the body as a whole.
    expect(Object.keys(response.json().errors ?? {})).not.toContain('_')
  })

  it('logs out, and the session is really over', async () => {
    const { token } = await t.signInAs('cashier')
    const response = await t.app.inject({ method: 'POST', url: '/api/logout', headers: specHeaders(token) })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ message: 'Successfully logged out' })
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: specHeaders(token) })
    expect(me.statusCode).toBe(401)
  })
})

describe('the Authorization header', () => {
  it('takes the scheme in any case', async () => {
    for (const scheme of ['bearer', 'BEARER', 'Bearer']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/me',
        headers: { authorization: `${scheme} ${admin.token}` },
      })
      expect(response.statusCode).toBe(200)
    }
  })

  it('refuses a correctly signed token without an expiry', async () => {
    const secret = await loadSigningSecret(t.db, undefined)
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${admin.token}` },
    })
    const sessionId = JSON.parse(Buffer.from(admin.token.split('.')[1] ?? '', 'base64url').toString()).sid
    const forever = await new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(me.json().user_info.id))
      .setIssuedAt()
      .sign(secret)
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${forever}` },
    })
    expect(response.statusCode).toBe(401)
  })
})

describe('NUL characters', () => {
  it('answers 422 on the field for a NUL in a body, also on the anonymous sign-in', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'a\u0000@example.com', password: 'x' },
    })
    expect(login.statusCode).toBe(422)
    expect(login.json().errors).toEqual({ email: ['invalid_characters'] })
    const brand = await t.app.inject({
      method: 'POST',
      url: '/api/brands',
      headers: specHeaders(admin.token),
      payload: { name_en: 'Bad\u0000Brand', code: 'NUL1' },
    })
    expect(brand.statusCode).toBe(422)
    expect(brand.json().errors).toEqual({ name_en: ['invalid_characters'] })
  })

  it('answers 400 for a NUL in a search or a filter', async () => {
    for (const query of ['q=%00', 'filter[name_en][contains]=a%00b', 'sort=name_en%00']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/brands?${query}`,
        headers: specHeaders(admin.token),
      })
      expect(response.statusCode).toBe(400)
    }
  })
})
