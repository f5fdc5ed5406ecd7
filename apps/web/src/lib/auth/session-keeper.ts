import type { RefreshResponse } from '@sms/contract'
import { authApi } from './auth-api.ts'
import { expiryDelay, isTransientFailure, REFRESH_RETRY_MS, refreshDelay } from './session-rules.ts'
import {
  clearSession,
  isSessionActive,
  readSession,
  saveRefresh,
  subscribeSession,
} from './session-storage.ts'

export type RefreshOutcome = 'refreshed' | 'not-due' | 'retry' | 'ended'

type Refresh = (refreshToken: string) => Promise<RefreshResponse>

// Tabs share one rotating refresh token. Two tabs refreshing at once would present the same token twice,
// which the server treats as theft and answers by revoking the whole session, so refreshes take a lock.
async function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return await navigator.locks.request('sms-session-refresh', task)
  }
  return await task()
}

/** Renews the stored tokens when due (unless another tab just did); a refused refresh ends the session. */
export function refreshStoredSession(
  refresh: Refresh = authApi.refresh,
  now: () => number = Date.now,
): Promise<RefreshOutcome> {
  return withRefreshLock(async () => {
    const session = readSession()
    if (!session) return 'ended'
    if (refreshDelay(session.expiresAt, now()) > 0) return 'not-due'
    if (!session.refreshToken) {
      clearSession()
      return 'ended'
    }
    try {
      saveRefresh(await refresh(session.refreshToken), now())
      return 'refreshed'
    } catch (error) {
      if (isTransientFailure(error) && isSessionActive(session, now())) return 'retry'
      clearSession()
      return 'ended'
    }
  })
}

/**
 * Keeps the session alive while the shell is open: refreshes before expiry and clears the session the moment
 * it expires. Returns a function that stops it.
 */
export function startSessionKeeper(): () => void {
  let refreshTimer: ReturnType<typeof setTimeout> | undefined
  let expiryTimer: ReturnType<typeof setTimeout> | undefined
  let stopped = false

  const schedule = (retrying = false) => {
    clearTimeout(refreshTimer)
    clearTimeout(expiryTimer)
    const session = readSession()
    if (stopped || !session) return
    const now = Date.now()
    if (!isSessionActive(session, now)) {
      clearSession()
      return
    }
    expiryTimer = setTimeout(
      () => {
        if (!isSessionActive(readSession(), Date.now())) clearSession()
      },
      expiryDelay(session.expiresAt, now),
    )
    refreshTimer = setTimeout(
      async () => schedule((await refreshStoredSession()) === 'retry'),
      retrying ? REFRESH_RETRY_MS : refreshDelay(session.expiresAt, now),
    )
  }

  // Timers are throttled in background tabs and stop while a laptop sleeps; look again when the user is back.
  const onWake = () => {
    if (document.visibilityState === 'visible') schedule()
  }
  const unsubscribe = subscribeSession(() => schedule())
  window.addEventListener('focus', onWake)
  document.addEventListener('visibilitychange', onWake)
  schedule()

  return () => {
    stopped = true
    clearTimeout(refreshTimer)
    clearTimeout(expiryTimer)
    unsubscribe()
    window.removeEventListener('focus', onWake)
    document.removeEventListener('visibilitychange', onWake)
  }
}
