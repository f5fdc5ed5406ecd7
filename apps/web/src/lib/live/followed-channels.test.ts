import type Pusher from 'pusher-js'
import { describe, expect, it } from 'vitest'
import { followChannel, setFollowedConnection } from './followed-channels.ts'

/** Enough of pusher-js to see what a followed channel subscribes to and hears. */
function fakeClient() {
  const handlers = new Map<string, Set<(event: string, data: unknown) => void>>()
  const joins = new Map<string, Set<() => void>>()
  const client = {
    subscribe: (name: string) => {
      const set = handlers.get(name) ?? new Set()
      handlers.set(name, set)
      const joined = joins.get(name) ?? new Set()
      joins.set(name, joined)
      return {
        subscribed: false,
        bind_global: (h: never) => set.add(h),
        unbind_global: (h: never) => set.delete(h),
        bind: (event: string, h: () => void) => event === 'pusher:subscription_succeeded' && joined.add(h),
        unbind: (_event: string, h: () => void) => joined.delete(h),
      }
    },
    unsubscribe: (name: string) => handlers.delete(name),
  }
  const emit = (channel: string, event: string, data: unknown) => {
    if (event === 'pusher:subscription_succeeded') for (const joined of joins.get(channel) ?? []) joined()
    for (const handler of handlers.get(channel) ?? []) handler(event, data)
  }
  return { client: client as unknown as Pusher, handlers, emit }
}

describe('channels a screen follows for itself', () => {
  it('joins on the live connection, even one made later, and leaves when the screen stops', () => {
    const heard: string[] = []
    const stop = followChannel('private-till-display.7', (event) => heard.push(event))
    const live = fakeClient()
    setFollowedConnection(live.client)
    live.emit('private-till-display.7', 'pusher:subscription_succeeded', {})
    live.emit('private-till-display.7', 'till-display.updated', {})
    live.emit('private-store.1', 'stock.changed', {})
    expect(heard).toEqual(['till-display.updated'])
    stop()
    expect(live.handlers.has('private-till-display.7')).toBe(false)
    setFollowedConnection(null)
  })

  it('says when the channel is joined, and again on a new connection', () => {
    let joined = 0
    const stop = followChannel(
      'private-till-display.8',
      () => undefined,
      () => joined++,
    )
    const first = fakeClient()
    setFollowedConnection(first.client)
    expect(joined).toBe(0)
    first.emit('private-till-display.8', 'pusher:subscription_succeeded', {})
    expect(joined).toBe(1)
    // A lost connection: the next one joins again, and the screen hears of it.
    const second = fakeClient()
    setFollowedConnection(second.client)
    second.emit('private-till-display.8', 'pusher:subscription_succeeded', {})
    expect(joined).toBe(2)
    stop()
    setFollowedConnection(null)
  })
})
