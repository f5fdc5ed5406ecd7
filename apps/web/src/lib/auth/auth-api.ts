import {
  type LoginRequest,
  loginResponseSchema,
  meResponseSchema,
  messageResponseSchema,
  refreshResponseSchema,
} from '@sms/contract'
import { api } from '../api/api.ts'

/** The spec's session calls. */
export const authApi = {
  signIn: (body: LoginRequest) => api.post('/login', loginResponseSchema, { body }),
  refresh: (refreshToken: string) =>
    api.post('/refresh', refreshResponseSchema, { body: { refresh_token: refreshToken } }),
  signOut: () => api.post('/logout', messageResponseSchema),
  me: (signal?: AbortSignal) => api.get('/me', meResponseSchema, { signal }),
}
