import { liveChannels } from '@sms/contract'
import type { Response } from 'light-my-request'
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test/test-app.ts'
import { createUser } from '../../db/factories/users.ts'
import { ACCESS_COOKIE, REFRESH_COOKIE } from './cookie-session.ts'

const t = await createTestApp({
  TOKEN_STORAGE: 'cookie',
  CSRF_COOKIE: 'SMS-XSRF',
  CSRF_HEADER: 'X-SMS-XSRF',
  CSRF_ENDPOINT: '/api/csrf',
  JWT_SECRET: 'test-secret-that-is-long-enough-1234567890',
})

/** A browser's cookie jar, just enough of one: what the answers set, sent back on the next request. */
function browser() {
  const jar = new Map<string, string>()
  const keep = (response: Response) => {
    for (const cookie of response.cookies) {
      if (cookie.maxAge === 0 || cookie.value === '') jar.delete(cookie.name)
      else jar.set(cookie.name, cookie.value)
    }
    return response
  }
  const send = async (method: 'GET' | 'POST', url: string, payload?: object, csrf = true) => {
    const headers: Record<string, string> = {}
    const token = jar.get('SMS-XSRF')
    if (csrf && token) headers['x-sms-xsrf'] = token
    return keep(await t.app.inject({ method, url, payload, headers, cookies: Object.fromEntries(jar) }))
  }
  return { jar, send }
}

async function signedIn() {
  const user = await createUser(t.db, { roles: ['admin'] })
  const b = browser()
  expect((await b.send('GET', '/api/csrf')).statusCode).toBe(204)
  const login = await b.send('POST', '/api/login', { email: user.email, password: user.password })
  expect(login.statusCode).toBe(200)
  return { user, b, login }
}

describe('cookie sessions', () => {
  it('tells the web app its mode and settings', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/session-config' })
    expect(response.json()).toEqual({
      token_storage: 'cookie',
      csrf_cookie: 'SMS-XSRF',
      csrf_endpoint: '/api/csrf',
      csrf_header: 'x-sms-xsrf',
    })
  })

  it('sets a readable CSRF cookie, Lax, not Secure on localhost, Secure elsewhere', async () => {
    const local = await t.app.inject({ method: 'GET', url: '/api/csrf', headers: { host: 'localhost:3000' } })
    const csrf = local.cookies.find((c) => c.name === 'SMS-XSRF')
    expect(csrf).toMatchObject({ sameSite: 'Lax', path: '/' })
    expect(csrf?.httpOnly).toBeFalsy()
    expect(csrf?.secure).toBeFalsy()
    expect(csrf?.value.length).toBeGreaterThan(30)
    const remote = await t.app.inject({
      method: 'GET',
      url: '/api/csrf',
      headers: { host: 'shop.example.com' },
    })
    expect(remote.cookies.find((c) => c.name === 'SMS-XSRF')?.secure).toBe(true)
  })

  it('signs in into HttpOnly cookies and keeps the tokens out of the answer', async () => {
    const { login, user } = await signedIn()
    expect(login.json()).toMatchObject({
      status: 'success',
      token: '',
      refresh_token: '',
      user_info: { id: user.id },
    })
    const access = login.cookies.find((c) => c.name === ACCESS_COOKIE)
    const refresh = login.cookies.find((c) => c.name === REFRESH_COOKIE)
    expect(access).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 3600 })
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/refresh' })
    expect(access?.value).toMatch(/^ey/)
  })

  it('refuses an unsafe request without the CSRF header, sign-in included, and accepts it with the header', async () => {
    const { user } = await signedIn()
    const b = browser()
    await b.send('GET', '/api/csrf')
    const refused = await b.send('POST', '/api/login', { email: user.email, password: user.password }, false)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ code: 'CSRF_REJECTED' })

    const { b: session } = await signedIn()
    const brand = { name_en: 'Cookie brand', code: `CK${process.hrtime.bigint() % 100_000n}` }
    const withoutHeader = await session.send('POST', '/api/brands', brand, false)
    expect(withoutHeader.statusCode).toBe(403)
    expect(withoutHeader.json().code).toBe('CSRF_REJECTED')
    const wrongHeader = await t.app.inject({
      method: 'POST',
      url: '/api/brands',
      payload: brand,
      headers: { 'x-sms-xsrf': 'not-the-cookie' },
      cookies: Object.fromEntries(session.jar),
    })
    expect(wrongHeader.statusCode).toBe(403)
    const accepted = await session.send('POST', '/api/brands', brand)
    expect(accepted.statusCode).toBe(201)
    // Reads need no header: the cookie alone authenticates them.
    expect((await session.send('GET', '/api/me', undefined, false)).statusCode).toBe(200)
  })

  it('refreshes from the refresh cookie and rotates both cookies', async () => {
    const { b } = await signedIn()
    const before = { ...Object.fromEntries(b.jar) }
    const refreshed = await b.send('POST', '/api/refresh', {})
    expect(refreshed.statusCode).toBe(200)
    expect(refreshed.json()).toMatchObject({ status: 'success', token: '', refresh_token: '' })
    expect(b.jar.get(REFRESH_COOKIE)).not.toBe(before[REFRESH_COOKIE])
    expect((await b.send('GET', '/api/me')).statusCode).toBe(200)
    const noCookie = await t.app.inject({
      method: 'POST',
      url: '/api/refresh',
      payload: {},
      headers: { 'x-sms-xsrf': 'same' },
      cookies: { 'SMS-XSRF': 'same' },
    })
    expect(noCookie.statusCode).toBe(401)
    expect(noCookie.json().code).toBe('AUTH_REFRESH_INVALID')
  })

  it('logs out: clears the cookies and the old access cookie no longer works', async () => {
    const { b } = await signedIn()
    const access = b.jar.get(ACCESS_COOKIE) as string
    const out = await b.send('POST', '/api/logout')
    expect(out.statusCode).toBe(200)
    expect(b.jar.has(ACCESS_COOKIE)).toBe(false)
    const replay = await t.app.inject({ method: 'GET', url: '/api/me', cookies: { [ACCESS_COOKIE]: access } })
    expect(replay.statusCode).toBe(401)
  })

  it('authorises a live channel with the cookie and the CSRF header', async () => {
    const { b, user } = await signedIn()
    const payload = { socket_id: '1234.5678', channel_name: liveChannels.user(user.id) }
    const refused = await b.send('POST', '/broadcasting/auth', payload, false)
    expect(refused.statusCode).toBe(403)
    const authorised = await b.send('POST', '/broadcasting/auth', payload)
    expect(authorised.statusCode).toBe(200)
    expect(authorised.json().auth).toMatch(/^[\w-]+:[0-9a-f]{64}$/)
  })

  it('still takes a bearer token, which needs no CSRF header', async () => {
    const user = await createUser(t.db, { roles: ['admin'] })
    const b = browser()
    await b.send('GET', '/api/csrf')
    const token = (
      await b.send('POST', '/api/login', { email: user.email, password: user.password })
    ).cookies.find((c) => c.name === ACCESS_COOKIE)?.value
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/brands',
      payload: { name_en: 'Bearer brand', code: `BR${process.hrtime.bigint() % 100_000n}` },
      headers: { authorization: `Bearer ${token}` },
    })
    expect(response.statusCode).toBe(201)
  })
})
