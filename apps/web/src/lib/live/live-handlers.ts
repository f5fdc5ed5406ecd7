import type { QueryClient } from '@tanstack/react-query'

export type LiveEventContext = { queryClient: QueryClient; channel: string }
export type LiveHandler = (data: unknown, context: LiveEventContext) => void

const handlers = new Map<string, Set<LiveHandler>>()

/**
 * Features say what an event means to them (usually: these queries are stale) by its name, e.g.
 * `stock.changed`. Returns the function that removes the handler.
 */
export function onLiveEvent(event: string, handler: LiveHandler) {
  const set = handlers.get(event) ?? new Set()
  handlers.set(event, set)
  set.add(handler)
  return () => {
    set.delete(handler)
  }
}

/** Runs every handler of the event; one that throws is reported and never stops the others. */
export function dispatchLiveEvent(event: string, data: unknown, context: LiveEventContext) {
  for (const handler of handlers.get(event) ?? []) {
    try {
      handler(data, context)
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
