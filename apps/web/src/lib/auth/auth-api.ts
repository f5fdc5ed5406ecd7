import type { LoginRequest } from '@sms/contract'
import { api } from '../api/api.ts'
import { isCookieMode } from './session-mode.ts'

/**
 * The contract's schemas load with the first call, not with the page: /login would otherwise download zod
 * (26 kB) before anyone has typed a password. The signed-in pages have it already.
 */
const contract = () => import('@sms/contract')

/** The spec's session calls. */
export const authApi = {
  signIn: async (body: LoginRequest) => api.post('/login', (await contract()).loginResponseSchema, { body }),
  refresh: async (refreshToken: string) =>
    api.post('/refresh', (await contract()).refreshResponseSchema, {
      // Cookie mode: the refresh token is in its cookie, sent to /api/refresh only.
      body: isCookieMode() ? {} : { refresh_token: refreshToken },
    }),
  signOut: async () => api.post('/logout', (await contract()).messageResponseSchema),
  me: async (signal?: AbortSignal) => api.get('/me', (await contract()).meResponseSchema, { signal }),
}
