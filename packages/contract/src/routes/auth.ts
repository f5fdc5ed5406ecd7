import {
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  messageResponseSchema,
  refreshRequestSchema,
  refreshResponseSchema,
  sessionConfigSchema,
} from '../auth.ts'
import { route } from './route.ts'

const tag = 'auth'

/**
 * The spec's session calls. Sign-in, the refresh and the session mode are public: they come before a token.
 * The cookie mode's CSRF endpoint is not here: its path is the server's setting (`CSRF_ENDPOINT`), which the
 * session mode names, and it answers 204 with no body (decision 0040).
 */
export const authRoutes = {
  /** What the web app reads at start to choose its mode (decision 0040); sign-in needs it, so it is public. */
  sessionConfig: route({
    method: 'GET',
    path: '/session-config',
    access: 'public',
    answer: sessionConfigSchema,
    tag,
  }),
  /** Counted by the sign-in limiter (decision 0008); in cookie mode the tokens go into cookies, not the answer. */
  login: route({
    method: 'POST',
    path: '/login',
    access: 'public',
    body: loginRequestSchema,
    answer: loginResponseSchema,
    tag,
  }),
  /** Bearer mode: the refresh token comes in the body. */
  refresh: route({
    method: 'POST',
    path: '/refresh',
    access: 'public',
    body: refreshRequestSchema,
    answer: refreshResponseSchema,
    tag,
  }),
  /**
   * The same `POST /refresh` on a server in cookie mode: the refresh token comes in its cookie and the body
   * may be empty. A server serves one of the two, by its `TOKEN_STORAGE`.
   */
  refreshByCookie: route({
    method: 'POST',
    path: '/refresh',
    access: 'public',
    body: refreshRequestSchema.partial(),
    answer: refreshResponseSchema,
    tag,
  }),
  logout: route({
    method: 'POST',
    path: '/logout',
    access: 'authenticated',
    answer: messageResponseSchema,
    tag,
  }),
  /** Who is signed in, with their roles and permissions: the shell keeps its copy in step with it. */
  me: route({
    method: 'GET',
    path: '/me',
    access: 'authenticated',
    answer: meResponseSchema,
    tag,
  }),
}
