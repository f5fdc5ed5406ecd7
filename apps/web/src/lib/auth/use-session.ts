import { useSyncExternalStore } from 'react'
import { readSession, type Session, subscribeSession } from './session-storage.ts'

/** The stored session, re-rendering on sign-in, refresh, sign-out and changes from other tabs. */
export function useSession(): Session | null {
  // The app never renders on a server; the same reader serves static rendering in unit tests.
  return useSyncExternalStore(subscribeSession, readSession, readSession)
}
