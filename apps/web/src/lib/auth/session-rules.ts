import { isApiError } from '../api/api-error.ts'

/** Refresh this long before the access token expires, so no request goes out with a dead token. */
export const REFRESH_LEAD_MS = 5 * 60 * 1000
/** After a network failure the token is still good for a while: try again soon instead of signing out. */
export const REFRESH_RETRY_MS = 30 * 1000
/** Browsers run a longer setTimeout at once; never schedule past this. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1

export function refreshDelay(expiresAt: number, now: number): number {
  return Math.min(MAX_TIMEOUT_MS, Math.max(0, expiresAt - REFRESH_LEAD_MS - now))
}

export function expiryDelay(expiresAt: number, now: number): number {
  return Math.min(MAX_TIMEOUT_MS, Math.max(0, expiresAt - now))
}

/**
 * Any 401 from the API means the stored session is no longer accepted, except the sign-in form's own
 * "wrong password" answer, which comes before there is a session.
 */
export function endsSession(error: unknown): boolean {
  return isApiError(error) && error.status === 401 && error.code !== 'AUTH_INVALID_CREDENTIALS'
}

/** A refresh that failed for a transient reason (no network, server restarting) may be retried. */
export function isTransientFailure(error: unknown): boolean {
  return isApiError(error) && (error.status === 0 || error.status >= 500)
}
