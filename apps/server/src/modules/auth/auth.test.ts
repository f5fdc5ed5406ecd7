import { ACCESS_TOKEN_TTL_SECONDS, INVALID_CREDENTIALS_MESSAGE } from '@sms/contract'
import { sql } from 'drizzle-orm'
import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { bearer, createTestApp } from '../../../test/test-app.ts'
import { createUser, setUserStatus } from '../../db/factories/users.ts'
import { REFRESH_REPEAT_GRACE_SECONDS } from './auth.service.ts'
import { hashRefreshToken } from './tokens.ts'

const t = await createTestApp({
  LOGIN_MAX_FAILURES: '3',
  JWT_SECRET: 'test-secret-that-is-long-enough-1234567890',
})

describe('POST /api/login', () => {
  it('answers the spec shape with token, refresh token, user info, permissions and roles', async () => {
    const user = await createUser(t.db, { roles: ['cashier'], name: 'Sokha' })
    const response = await t.login(user.email, user.password)
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({
      status: 'success',
      expires_in: ACCESS_TOKEN_TTL_SECONDS,
      user_info: { id: user.id, name: 'Sokha', email: user.email, media: [] },
      roles: ['cashier'],
    })
    expect(body.token).toMatch(/^ey/)
    expect(body.refresh_token.length).toBeGreaterThan(20)
    expect(body.permissions).toContain('orders.create')
    expect(body.permissions).not.toContain('products.edit')
  })

  it('accepts the e-mail in any letter case', async () => {
    const user = await createUser(t.db)
    expect((await t.login(user.email.toUpperCase(), user.password)).statusCode).toBe(200)
  })

  it('answers a wrong password and an unknown e-mail identically', async () => {
    const user = await createUser(t.db)
    const wrong = await t.login(user.email, 'wrong-password', '10.0.0.1')
    const unknown = await t.login('nobody@example.com', 'wrong-password', '10.0.0.2')
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({
        status: 'error',
        code: 'AUTH_INVALID_CREDENTIALS',
        message: INVALID_CREDENTIALS_MESSAGE,
      })
    }
  })

  it('refuses a disabled user with the same answer', async () => {
    const user = await createUser(t.db, { status: false })
    const response = await t.login(user.email, user.password, '10.0.0.3')
    expect(response.statusCode).toBe(401)
    expect(response.json().message).toBe('Username or password is incorrect.')
  })

  it('answers 422 with field errors for missing fields', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/login', payload: {} })
    expect(response.statusCode).toBe(422)
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { email: ['required'], password: ['required'] },
    })
  })

  it('answers 400, not 500, for malformed JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ status: 'error', code: 'BAD_REQUEST' })
  })
})

describe('sign-in limits and forwarded addresses', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY is set, so a client cannot dodge the limit', async () => {
    // The per-address limit is five times LOGIN_MAX_FAILURES.
    for (let i = 0; i < 15; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: `spoof${i}@example.com`, password: 'nope' },
        remoteAddress: '10.3.0.1',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      })
    }
    const user = await createUser(t.db)
    expect((await t.login(user.email, user.password, '10.3.0.1')).statusCode).toBe(429)
  })
})

describe('refresh tokens', () => {
  const refreshWith = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/refresh', payload: { refresh_token: refreshToken } })
  /** Moves a token's rotation into the past: the time a later repeat would come. */
  const ageRefresh = (refreshToken: string, seconds: number) =>
    t.db.execute(sql`update refresh_tokens set used_at = used_at - make_interval(secs => ${seconds})
      where token_hash = ${hashRefreshToken(refreshToken)}`)

  it('rotates: the new pair works and the response has the spec shape', async () => {
    const { refreshToken } = await t.signInAs('cashier')
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/refresh',
      payload: { refresh_token: refreshToken },
    })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({ status: 'success', expires_in: 3600 })
    expect(body.refresh_token).not.toBe(refreshToken)
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(body.token) })
    expect(me.statusCode).toBe(200)
  })

  it('revokes the whole family when a used refresh token is presented again after the grace', async () => {
    const { refreshToken, token } = await t.signInAs('cashier')
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/refresh',
      payload: { refresh_token: refreshToken },
    })
    const rotated = first.json()
    await ageRefresh(refreshToken, REFRESH_REPEAT_GRACE_SECONDS + 1)
    const reuse = await t.app.inject({
      method: 'POST',
      url: '/api/refresh',
      payload: { refresh_token: refreshToken },
    })
    expect(reuse.statusCode).toBe(401)
    expect(reuse.json().code).toBe('AUTH_REFRESH_INVALID')
    const afterTheft = await t.app.inject({
      method: 'POST',
      url: '/api/refresh',
      payload: { refresh_token: rotated.refresh_token },
    })
    expect(afterTheft.statusCode).toBe(401)
    for (const access of [token, rotated.token]) {
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(access) })).statusCode,
      ).toBe(401)
    }
  })

  // Three rounds: on PostgreSQL the two requests run on two connections, and the race must be lost every time.
  it.each([1, 2, 3])(
    'gives two refreshes at once with one token the same new pair (round %i), and it keeps working',
    async () => {
      const { refreshToken } = await t.signInAs('cashier')
      const [a, b] = await Promise.all([refreshWith(refreshToken), refreshWith(refreshToken)])
      expect([a.statusCode, b.statusCode]).toEqual([200, 200])
      expect(a.json().refresh_token).toBe(b.json().refresh_token)
      expect(a.json().refresh_token).not.toBe(refreshToken)
      for (const answer of [a, b]) {
        const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(answer.json().token) })
        expect(me.statusCode).toBe(200)
      }
      const next = await refreshWith(a.json().refresh_token)
      expect(next.statusCode).toBe(200)
      expect(next.json().refresh_token).not.toBe(a.json().refresh_token)
    },
  )

  it('answers a refresh repeated within the grace with the same refresh token', async () => {
    const { refreshToken } = await t.signInAs('cashier')
    const first = await refreshWith(refreshToken)
    await ageRefresh(refreshToken, REFRESH_REPEAT_GRACE_SECONDS - 2)
    const repeat = await refreshWith(refreshToken)
    expect(repeat.statusCode).toBe(200)
    expect(repeat.json().refresh_token).toBe(first.json().refresh_token)
  })

  it('does not bring back a signed-out session within the grace', async () => {
    const { refreshToken } = await t.signInAs('cashier')
    const first = await refreshWith(refreshToken)
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(first.json().token) })
    expect((await refreshWith(refreshToken)).statusCode).toBe(401)
    expect((await refreshWith(first.json().refresh_token)).statusCode).toBe(401)
  })

  it('refuses an unknown refresh token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/refresh',
      payload: { refresh_token: 'made-up' },
    })
    expect(response.statusCode).toBe(401)
  })
})

describe('sessions', () => {
  it('GET /api/me returns the user, roles and permissions', async () => {
    const { token, user } = await t.signInAs('stock_keeper')
    const response = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ user_info: { id: user.id }, roles: ['stock_keeper'] })
    expect(response.json().permissions).toContain('stocks.edit')
  })

  it('logout answers a message and revokes the access and refresh tokens', async () => {
    const { token, refreshToken } = await t.signInAs('cashier')
    const response = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })
    expect(response.statusCode).toBe(200)
    expect(response.json().message).toBeTruthy()
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode).toBe(
      401,
    )
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/refresh',
      payload: { refresh_token: refreshToken },
    })
    expect(refresh.statusCode).toBe(401)
  })

  it('rejects an expired access token', async () => {
    const { user, body } = await t.signInAs('cashier')
    const sessionId = JSON.parse(Buffer.from(body.token.split('.')[1] ?? '', 'base64url').toString()).sid
    const expired = await new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode('test-secret-that-is-long-enough-1234567890'))
    const response = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(expired) })
    expect(response.statusCode).toBe(401)
    expect(response.json().code).toBe('AUTH_REQUIRED')
  })

  it('rejects a token signed with another secret', async () => {
    const forged = await new SignJWT({ sid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'))
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(forged) })).statusCode).toBe(
      401,
    )
  })

  it('stops a disabled user on the next request', async () => {
    const { token, user } = await t.signInAs('manager')
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode).toBe(
      200,
    )
    await setUserStatus(t.db, user.id, false)
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode).toBe(
      401,
    )
  })
})
