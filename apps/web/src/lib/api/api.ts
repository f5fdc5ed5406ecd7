import { csrfHeaderFor, isCookieMode } from '../auth/session-mode.ts'
import { readSession } from '../auth/session-storage.ts'
import { i18n } from '../i18n/i18n.ts'
import { createApiClient } from './api-client.ts'

/** The app's one API client: same origin, bearer token and interface language from the current state. */
export const api = createApiClient({
  baseUrl: '/api',
  // In cookie mode the session travels in its HttpOnly cookie; no Authorization header.
  getToken: () => (isCookieMode() ? null : (readSession()?.token ?? null)),
  sessionHeaders: (method) => csrfHeaderFor(method),
  credentials: () => (isCookieMode() ? 'include' : undefined),
  getLocale: () => i18n.language,
})
