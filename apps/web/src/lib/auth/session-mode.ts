import type { SessionConfig } from '@sms/contract'

/**
 * How this browser keeps its session, as the server says at start (`/api/session-config`, decision 0040):
 * bearer tokens the app stores (the default), or HttpOnly cookies the script never sees, with a CSRF token
 * read from a cookie and echoed in a header on every unsafe request.
 */
export type SessionMode =
  | { tokenStorage: 'bearer' }
  | { tokenStorage: 'cookie'; csrfCookie: string; csrfEndpoint: string; csrfHeader: string }

/** A startup configuration error of the spec; the app does not start with one. */
export class SessionConfigError extends Error {}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
let mode: SessionMode = { tokenStorage: 'bearer' }

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null)

/** Checked by hand, not with zod: it runs before the first page, which must not wait for the schema library. */
export function parseSessionConfig(raw: unknown): SessionMode {
  const config = (raw ?? {}) as Partial<Record<keyof SessionConfig | string, unknown>>
  if (config.token_storage === 'bearer') return { tokenStorage: 'bearer' }
  if (config.token_storage !== 'cookie') throw new SessionConfigError('Token storage is not defined')
  const csrfCookie = text(config.csrf_cookie)
  const csrfEndpoint = text(config.csrf_endpoint)
  const csrfHeader = text(config.csrf_header)
  if (!csrfCookie) throw new SessionConfigError('CSRF cookie name is not defined')
  if (!csrfEndpoint) throw new SessionConfigError('CSRF endpoint is not defined')
  if (!csrfHeader) throw new SessionConfigError('CSRF header name is not defined')
  return { tokenStorage: 'cookie', csrfCookie, csrfEndpoint, csrfHeader }
}

export const sessionMode = (): SessionMode => mode
export const isCookieMode = () => mode.tokenStorage === 'cookie'
export function setSessionMode(next: SessionMode) {
  mode = next
}

/** The last answer, so the till opens with the server away (issue 21): the mode changes only with a restart. */
const KEPT_CONFIG = 'sms.session-config'

/**
 * Reads the mode once, before the app renders; a bad answer is the spec's startup configuration error. A server
 * that does not answer (no connection, a 5xx from a proxy) leaves the mode this browser last read. Fetched by
 * hand, not with `api.call(authRoutes.sessionConfig)`: the route's schema would bring zod to the first page
 * (decision 0011), and the API client itself needs this mode for its headers.
 */
export async function loadSessionMode(
  doFetch: typeof fetch = fetch,
  kept: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage,
): Promise<SessionMode> {
  let raw: unknown
  try {
    const response = await doFetch('/api/session-config', { headers: { Accept: 'application/json' } })
    if (response.ok) raw = await response.json()
    else if (response.status < 500) {
      throw new SessionConfigError(`Session configuration unavailable (${response.status})`)
    }
  } catch (error) {
    if (error instanceof SessionConfigError) throw error
  }
  if (raw === undefined) {
    const last = kept?.getItem(KEPT_CONFIG)
    if (!last) throw new SessionConfigError('Session configuration unavailable: the server does not answer')
    raw = JSON.parse(last)
  } else kept?.setItem(KEPT_CONFIG, JSON.stringify(raw))
  setSessionMode(parseSessionConfig(raw))
  return mode
}

export function readCookie(name: string, cookies: string = globalThis.document?.cookie ?? ''): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return decodeURIComponent(value.join('='))
  }
  return null
}

/** The CSRF header for a request sent now, from the cookie as it is (the live client's synchronous hook). */
export function currentCsrfHeader(): Record<string, string> {
  if (mode.tokenStorage !== 'cookie') return {}
  const value = readCookie(mode.csrfCookie)
  return value ? { [mode.csrfHeader]: value } : {}
}

/**
 * The CSRF header an unsafe request needs in cookie mode. Without the cookie the endpoint is asked for one;
 * still none after that: a logged warning and no header (the spec), and the server's 403 says the rest.
 */
export async function csrfHeaderFor(
  method: string,
  doFetch: typeof fetch = fetch,
): Promise<Record<string, string>> {
  if (mode.tokenStorage !== 'cookie' || !UNSAFE.has(method)) return {}
  if (!readCookie(mode.csrfCookie)) {
    await doFetch(mode.csrfEndpoint, { credentials: 'include' }).catch(() => undefined)
  }
  const header = currentCsrfHeader()
  if (!header[mode.csrfHeader])
    console.warn(`CSRF cookie "${mode.csrfCookie}" missing after ${mode.csrfEndpoint}`)
  return header
}
