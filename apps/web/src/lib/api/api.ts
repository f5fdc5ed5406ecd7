import { readSession } from '../auth/session-storage.ts'
import { i18n } from '../i18n/i18n.ts'
import { createApiClient } from './api-client.ts'

/** The app's one API client: same origin, bearer token and interface language from the current state. */
export const api = createApiClient({
  baseUrl: '/api',
  getToken: () => readSession()?.token ?? null,
  getLocale: () => i18n.language,
})
