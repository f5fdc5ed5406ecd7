import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  csrfHeaderFor,
  loadSessionMode,
  parseSessionConfig,
  readCookie,
  SessionConfigError,
  setSessionMode,
} from './session-mode.ts'

const cookieMode = {
  token_storage: 'cookie',
  csrf_cookie: 'XSRF',
  csrf_endpoint: '/api/csrf',
  csrf_header: 'X-XSRF',
}

/** The unit tests run in Node: a document whose cookie string the test sets, as the browser would. */
let jar = ''
vi.stubGlobal('document', {
  get cookie() {
    return jar
  },
})

afterEach(() => {
  setSessionMode({ tokenStorage: 'bearer' })
  jar = ''
  vi.restoreAllMocks()
})

describe('session configuration', () => {
  it('refuses to start without a token storage', () => {
    expect(() => parseSessionConfig({})).toThrow(new SessionConfigError('Token storage is not defined'))
    expect(() => parseSessionConfig(null)).toThrow('Token storage is not defined')
    expect(() => parseSessionConfig({ token_storage: 'local' })).toThrow('Token storage is not defined')
  })

  it('refuses cookie mode without its CSRF cookie, endpoint or header', () => {
    expect(() => parseSessionConfig({ ...cookieMode, csrf_cookie: '' })).toThrow(
      'CSRF cookie name is not defined',
    )
    expect(() => parseSessionConfig({ ...cookieMode, csrf_endpoint: undefined })).toThrow(
      'CSRF endpoint is not defined',
    )
    expect(() => parseSessionConfig({ ...cookieMode, csrf_header: ' ' })).toThrow(
      'CSRF header name is not defined',
    )
  })

  it('reads both modes', async () => {
    expect(parseSessionConfig({ token_storage: 'bearer' })).toEqual({ tokenStorage: 'bearer' })
    const fetched = vi.fn(async () => new Response(JSON.stringify(cookieMode)))
    expect(await loadSessionMode(fetched)).toEqual({
      tokenStorage: 'cookie',
      csrfCookie: 'XSRF',
      csrfEndpoint: '/api/csrf',
      csrfHeader: 'X-XSRF',
    })
  })

  it('keeps the last mode for a start with the server away, and refuses without one', async () => {
    const store = new Map<string, string>()
    const kept = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
    }
    const away = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    })
    await expect(loadSessionMode(away, kept)).rejects.toThrow(SessionConfigError)
    await loadSessionMode(async () => new Response(JSON.stringify(cookieMode)), kept)
    setSessionMode({ tokenStorage: 'bearer' })
    expect(await loadSessionMode(away, kept)).toMatchObject({ tokenStorage: 'cookie', csrfHeader: 'X-XSRF' })
    const proxyDown = async () => new Response('Bad gateway', { status: 502 })
    expect(await loadSessionMode(proxyDown, kept)).toMatchObject({ tokenStorage: 'cookie' })
    // A server that answers with a refusal is a configuration error, not an outage.
    const refused = async () => new Response('', { status: 404 })
    await expect(loadSessionMode(refused, kept)).rejects.toThrow('Session configuration unavailable (404)')
  })
})

describe('the CSRF header', () => {
  it('is sent on unsafe requests in cookie mode only, from the cookie', async () => {
    const fetcher = vi.fn(async () => new Response(null, { status: 204 }))
    expect(await csrfHeaderFor('POST', fetcher)).toEqual({})
    setSessionMode(parseSessionConfig(cookieMode))
    jar = 'other=1; XSRF=abc%2Fdef'
    expect(readCookie('XSRF')).toBe('abc/def')
    expect(await csrfHeaderFor('GET', fetcher)).toEqual({})
    expect(await csrfHeaderFor('DELETE', fetcher)).toEqual({ 'X-XSRF': 'abc/def' })
    expect(fetcher).not.toHaveBeenCalled()
  })

  it('fetches the cookie from the endpoint when missing', async () => {
    setSessionMode(parseSessionConfig(cookieMode))
    const fetcher = vi.fn(async () => {
      jar = 'XSRF=fresh'
      return new Response(null, { status: 204 })
    })
    expect(await csrfHeaderFor('POST', fetcher)).toEqual({ 'X-XSRF': 'fresh' })
    expect(fetcher).toHaveBeenCalledWith('/api/csrf', { credentials: 'include' })
  })

  it('warns and sends no header when the cookie is still missing after the fetch', async () => {
    setSessionMode(parseSessionConfig(cookieMode))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const fetcher = vi.fn(async () => new Response(null, { status: 204 }))
    expect(await csrfHeaderFor('PUT', fetcher)).toEqual({})
    expect(fetcher).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('CSRF cookie "XSRF" missing'))
  })
})
