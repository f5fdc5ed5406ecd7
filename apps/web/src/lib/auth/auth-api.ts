import type { LoginRequest } from '@sms/contract'
import { api } from '../api/api.ts'
import { isCookieMode } from './session-mode.ts'

/**
 * The contract's route table loads with the first call, not with the page: its schemas would make /login
 * download zod (26 kB) before anyone has typed a password. The signed-in pages have it already.
 */
const routes = async () => (await import('@sms/contract')).authRoutes

/** The spec's session calls. */
export const authApi = {
  signIn: async (body: LoginRequest) => api.call((await routes()).login, { body }),
  refresh: async (refreshToken: string) => {
    const { refresh, refreshByCookie } = await routes()
    // Cookie mode: the refresh token is in its cookie, sent to /api/refresh only.
    if (isCookieMode()) return api.call(refreshByCookie, { body: {} })
    return api.call(refresh, { body: { refresh_token: refreshToken } })
  },
  signOut: async () => api.call((await routes()).logout),
  me: async (signal?: AbortSignal) => api.call((await routes()).me, { signal }),
}
