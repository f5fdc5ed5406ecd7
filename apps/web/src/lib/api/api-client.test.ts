import { loginResponseSchema, messageResponseSchema } from '@sms/contract'
import { describe, expect, it, vi } from 'vitest'
import { signInResponse } from '../../test-utils/session-fixtures.ts'
import { createApiClient } from './api-client.ts'
import { ApiError, codeForStatus } from './api-error.ts'

function clientAnswering(response: Response | Error, token: string | null = 'tok') {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    if (response instanceof Error) throw response
    return response
  })
  const client = createApiClient({ baseUrl: '/api', getToken: () => token, getLocale: () => 'km', fetch })
  return { client, fetch }
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } })

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`)
  return error
}

describe('api client', () => {
  it('adds the session headers and credentials it is given (cookie mode: the CSRF header, no token)', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => json({ message: 'bye' }))
    const sessionHeaders = vi.fn(async (method: string) =>
      method === 'POST' ? { 'X-XSRF-TOKEN': 'csrf' } : ({} as Record<string, string>),
    )
    const client = createApiClient({
      baseUrl: '/api',
      getToken: () => null,
      getLocale: () => 'en',
      fetch,
      sessionHeaders,
      credentials: () => 'include',
    })
    await client.post('/logout', messageResponseSchema)
    const [, init] = fetch.mock.calls[0] ?? []
    expect(init?.credentials).toBe('include')
    expect(init?.headers).toMatchObject({ 'X-XSRF-TOKEN': 'csrf' })
    expect(init?.headers).not.toHaveProperty('Authorization')
    expect(sessionHeaders).toHaveBeenCalledWith('POST')
  })

  it('sends the JSON headers, the bearer token and the interface language, and no body when there is none', async () => {
    const { client, fetch } = clientAnswering(json({ message: 'bye' }))
    await client.post('/logout', messageResponseSchema)
    expect(fetch).toHaveBeenCalledWith('/api/logout', {
      method: 'POST',
      body: undefined,
      signal: undefined,
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'Accept-Language': 'km',
        Authorization: 'Bearer tok',
      },
    })
  })

  it("adds the caller's headers, such as an Idempotency-Key", async () => {
    const { client, fetch } = clientAnswering(json({ message: 'ok' }))
    await client.post('/stock-adjustments', messageResponseSchema, {
      body: {},
      headers: { 'Idempotency-Key': 'k-1' },
    })
    expect(fetch.mock.calls[0]?.[1]?.headers).toMatchObject({
      'Idempotency-Key': 'k-1',
      Authorization: 'Bearer tok',
    })
  })

  it('sends no Authorization header without a token, and no body on GET', async () => {
    const { client, fetch } = clientAnswering(json({ message: 'ok' }), null)
    await client.get('/health', messageResponseSchema)
    const init = fetch.mock.calls[0]?.[1]
    expect(init?.body).toBeUndefined()
    expect(init?.headers).not.toHaveProperty('Authorization')
  })

  it('returns the parsed answer', async () => {
    const { client } = clientAnswering(json(signInResponse))
    await expect(client.post('/login', loginResponseSchema, { body: {} })).resolves.toEqual(signInResponse)
  })

  it('turns the contract error shape into an ApiError with code, params and Retry-After', async () => {
    const body = { status: 'error', code: 'AUTH_RATE_LIMITED', message: 'slow down', params: { limit: 10 } }
    const { client } = clientAnswering(json(body, 429, { 'Retry-After': '120' }))
    const error = await failureOf(client.post('/login', loginResponseSchema))
    expect(error).toMatchObject({ status: 429, code: 'AUTH_RATE_LIMITED', params: { limit: 10 } })
    expect(error.retryAfterSeconds).toBe(120)
  })

  it('guesses the code from the status when the body is not the contract shape', async () => {
    const { client } = clientAnswering(new Response('<html>Bad gateway</html>', { status: 502 }))
    expect(await failureOf(client.get('/me', messageResponseSchema))).toMatchObject({
      status: 502,
      code: 'SERVICE_UNAVAILABLE',
    })
  })

  it('reads only the contract error shape: unknown codes and malformed field errors fall back to the status', async () => {
    for (const body of [
      { status: 'error', code: 'NO_SUCH_CODE', message: 'x' },
      { status: 'error', code: 'VALIDATION_FAILED', message: 'x', errors: { name: 'required' } },
      { status: 'error', code: 'VALIDATION_FAILED', message: 'x', params: ['a'] },
      { status: 'error', code: 'toString', message: 'x' },
    ]) {
      const { client } = clientAnswering(json(body, 422))
      const error = await failureOf(client.get('/me', messageResponseSchema))
      expect(error).toMatchObject({ code: 'VALIDATION_FAILED', errors: {}, params: {} })
      expect(error.message).not.toBe('x')
    }
    const { client } = clientAnswering(
      json({ status: 'error', code: 'VALIDATION_FAILED', message: 'x', errors: { name: ['required'] } }, 422),
    )
    expect(await failureOf(client.get('/me', messageResponseSchema))).toMatchObject({
      message: 'x',
      errors: { name: ['required'] },
    })
  })

  it('reports network failures and unexpected answers with client codes', async () => {
    const offline = clientAnswering(new TypeError('Failed to fetch')).client
    expect(await failureOf(offline.get('/me', messageResponseSchema))).toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
    })
    const odd = clientAnswering(json({ unexpected: true })).client
    expect((await failureOf(odd.get('/me', messageResponseSchema))).code).toBe('UNEXPECTED_RESPONSE')
  })

  it('uploads a file as multipart, letting the browser set the Content-Type', async () => {
    const { client, fetch } = clientAnswering(json({ message: 'ok' }))
    const form = new FormData()
    form.append('image', new Blob(['x'], { type: 'image/png' }), 'a.png')
    await client.upload('/products/1/image', messageResponseSchema, { form })
    const init = fetch.mock.calls[0]?.[1]
    expect(init?.method).toBe('POST')
    expect(init?.body).toBe(form)
    expect(init?.headers).not.toHaveProperty('Content-Type')
    expect(init?.headers).toHaveProperty('Authorization', 'Bearer tok')
  })

  it('sends a CSV file as the raw body with the token and language, for JSON or a stream of lines', async () => {
    const file = new Blob(['\uFEFFsku\nA-1\n'], { type: 'text/csv' })
    const { client, fetch } = clientAnswering(json({ message: 'checked' }))
    expect(
      await client.postFile('/products/import?dry_run=true', messageResponseSchema, {
        file,
        contentType: 'text/csv',
      }),
    ).toEqual({
      message: 'checked',
    })
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({
      method: 'POST',
      body: file,
      headers: { 'Content-Type': 'text/csv', 'Accept-Language': 'km', Authorization: 'Bearer tok' },
    })

    const lines = clientAnswering(new Response('{"type":"done","created":1,"updated":0}\n'))
    const body = await lines.client.streamFile('/products/import', { file, contentType: 'text/csv' })
    expect(await new Response(body).text()).toBe('{"type":"done","created":1,"updated":0}\n')
    expect(lines.fetch.mock.calls[0]?.[1]?.headers).toMatchObject({ Accept: 'application/x-ndjson' })

    const refused = clientAnswering(
      json({ status: 'error', code: 'VALIDATION_FAILED', message: 'x', params: { total: 1 } }, 422),
    )
    expect(
      await failureOf(refused.client.streamFile('/products/import', { file, contentType: 'text/csv' })),
    ).toMatchObject({
      code: 'VALIDATION_FAILED',
      params: { total: 1 },
    })
  })

  it('downloads a file with the bearer header and the suggested name', async () => {
    const csv = new Response('id,name\n1,Milk\n', {
      headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="products.csv"' },
    })
    const { client, fetch } = clientAnswering(csv)
    const { blob, filename } = await client.download('/products/export?q=milk')
    expect(filename).toBe('products.csv')
    expect(await blob.text()).toBe('id,name\n1,Milk\n')
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/products/export?q=milk')
    expect(fetch.mock.calls[0]?.[1]?.headers).toHaveProperty('Authorization', 'Bearer tok')
  })

  it('turns a refused download into an ApiError', async () => {
    const body = { status: 'error', code: 'FORBIDDEN', message: 'no' }
    const { client } = clientAnswering(json(body, 403))
    await expect(client.download('/products/export')).rejects.toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    })
  })

  it('maps statuses to generic codes', () => {
    expect(codeForStatus(401)).toBe('AUTH_REQUIRED')
    expect(codeForStatus(403)).toBe('FORBIDDEN')
    expect(codeForStatus(404)).toBe('NOT_FOUND')
    expect(codeForStatus(500)).toBe('INTERNAL')
    expect(codeForStatus(418)).toBe('BAD_REQUEST')
  })
})
