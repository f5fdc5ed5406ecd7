import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { isCookieMode } from '../../lib/auth/session-mode.ts'
import { readSession } from '../../lib/auth/session-storage.ts'
import { registerLiveEvents } from './live-events.ts'

// Cookie mode: channel authorisation carries the session cookie and the CSRF header instead (live-client.ts).
const getToken = () => (isCookieMode() ? null : (readSession()?.token ?? null))

/**
 * Connects live updates while a user is signed in (the signed-in shell calls this). pusher-js loads on demand
 * here, so the sign-in page never downloads it. `userId` changes when another user signs in: a new connection
 * with that user's channels.
 */
export function useLiveConnection(userId: number | undefined) {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (userId === undefined) return
    const handlers = registerLiveEvents()
    let stop: (() => void) | undefined
    let isCancelled = false
    void import('../../lib/live/live-client.ts').then(({ startLiveClient }) => {
      if (!isCancelled) stop = startLiveClient({ queryClient, getToken })
    })
    return () => {
      isCancelled = true
      stop?.()
      for (const remove of handlers) remove()
    }
  }, [userId, queryClient])
}
