/** The connection states pusher-js reports (the spec's list), and why live updates may be off altogether. */
export const LIVE_STATES = [
  'initialized',
  'connecting',
  'connected',
  'unavailable',
  'failed',
  'disconnected',
] as const
export type LiveState = (typeof LIVE_STATES)[number]
export type LiveProblem = 'unsupportedBroadcaster' | 'secureConnectionRequired' | 'tokenStorageUndefined'
export type LiveStatus = { state: LiveState; problem: LiveProblem | null }

// A tiny store with no pusher-js in it: the menubar shows the state without loading the client.
const listeners = new Set<() => void>()
let status: LiveStatus = { state: 'initialized', problem: null }

export const getLiveStatus = () => status

export function setLiveStatus(next: LiveStatus) {
  if (next.state === status.state && next.problem === status.problem) return
  status = next
  for (const listener of listeners) listener()
}

export function subscribeLiveStatus(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export const isLiveState = (value: string): value is LiveState =>
  (LIVE_STATES as readonly string[]).includes(value)

/**
 * Follows pusher-js's `state_change`: publishes each state and, when the connection comes back after having
 * been up, calls `onReconnect` (events sent while it was down are lost, so what is on screen must refetch).
 */
export function followConnection(onReconnect: () => void) {
  let hasConnected = false
  return ({ current }: { current: string }) => {
    if (isLiveState(current)) setLiveStatus({ state: current, problem: null })
    if (current !== 'connected') return
    if (hasConnected) onReconnect()
    hasConnected = true
  }
}
