import { isLiveEventName, type LiveEventName, type LiveEventOf } from '@sms/contract'
import type { QueryClient } from '@tanstack/react-query'

export type LiveEventContext = { queryClient: QueryClient; channel: string }
/** What a feature does with one event: its data is the event as the server published it (the contract's type). */
export type LiveHandler<N extends LiveEventName = LiveEventName> = (
  data: LiveEventOf<N>,
  context: LiveEventContext,
) => void

/** Any event's handler, stored under its name: only ever called with that name's event. */
type StoredHandler = (data: never, context: LiveEventContext) => void

const handlers = new Map<LiveEventName, Set<StoredHandler>>()

/**
 * Features say what an event means to them (usually: these queries are stale) by its name in the contract's
 * union, e.g. `stock.changed`; the typecheck refuses a name the server does not publish. Returns the function
 * that removes the handler.
 */
export function onLiveEvent<N extends LiveEventName>(event: N, handler: LiveHandler<N>) {
  const set = handlers.get(event) ?? new Set()
  handlers.set(event, set)
  set.add(handler)
  return () => {
    set.delete(handler)
  }
}

/**
 * Runs every handler of an event heard on a channel; a name the contract does not declare has none. One that
 * throws is reported and never stops the others.
 */
export function dispatchLiveEvent(event: string, data: unknown, context: LiveEventContext) {
  if (!isLiveEventName(event)) return
  for (const handler of handlers.get(event) ?? []) {
    try {
      // The server sends each event whole as its data (decision 0018): the union's member of this name.
      handler(data as never, context)
    } catch (error) {
      console.error(`live event ${event}: a handler failed`, error)
    }
  }
}

/** A handler that marks queries stale: the ones on screen refetch, the others on their next use. */
export const invalidates =
  (...queryKeys: (readonly unknown[])[]): LiveHandler =>
  (_data, { queryClient }) => {
    for (const queryKey of queryKeys) void queryClient.invalidateQueries({ queryKey })
  }
