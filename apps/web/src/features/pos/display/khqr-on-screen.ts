import { useSyncExternalStore } from 'react'

/**
 * The KHQR payload the till's payment dialog shows right now (null when none, or expired). The code is made
 * deep inside the payment dialog; kept here, the customer display's feed reads it without threading it
 * through the till's dialogs.
 */
let current: string | null = null
const listeners = new Set<() => void>()

export function showKhqr(payload: string | null) {
  if (payload === current) return
  current = payload
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const useKhqrOnScreen = () => useSyncExternalStore(subscribe, () => current)
