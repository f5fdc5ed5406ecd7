import { describe, expect, it, vi } from 'vitest'
import { createTestApp } from './test-app.ts'

const t = await createTestApp()
// A route that fails the way a bug would, to prove the 500 body leaks nothing.
t.app.get('/api/test-crash', { config: { access: 'public' } }, () => {
  throw new Error('connection string postgres://secret@db')
})

describe('HTTP hygiene', () => {
  it('reports database reachability on /api/health', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ status: 'ok', database: 'up' })
  })

  it('answers 503 with the same shape when the database does not answer', async () => {
    const execute = vi.spyOn(t.db, 'execute').mockRejectedValueOnce(new Error('connection refused'))
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' })
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({ status: 'error', database: 'down', version: expect.any(String) })
    } finally {
      execute.mockRestore()
    }
  })

  it('sends security headers with a strict Content-Security-Policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' })
    const csp = String(response.headers['content-security-policy'])
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toContain('unsafe-eval')
    expect(csp).toContain("frame-ancestors 'none'")
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['x-request-id']).toBeTruthy()
  })

  it('answers a 500 with a generic body and no internals', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test-crash' })
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({ status: 'error', code: 'INTERNAL', message: 'Internal Server Error' })
    expect(response.body).not.toContain('secret')
  })

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ status: 'error', code: 'ROUTE_NOT_FOUND' })
  })

  it('refuses bodies over the size limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) },
    })
    expect(response.statusCode).toBe(413)
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE')
  })

  it('refuses a body that is not JSON with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<login/>',
    })
    expect(response.statusCode).toBe(415)
  })
})
