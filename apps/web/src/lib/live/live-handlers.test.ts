import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { dispatchLiveEvent, invalidates, onLiveEvent } from './live-handlers.ts'
import { followConnection, getLiveStatus } from './live-status.ts'

const removers: (() => void)[] = []
afterEach(() => {
  for (const remove of removers.splice(0)) remove()
})

describe('live event handlers', () => {
  it('mark the queries of an event stale, and only while registered', async () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData(['resource', 'stocks', 'list', ''], { data: [] })
    queryClient.setQueryData(['resource', 'products', 'list', ''], { data: [] })
    const remove = onLiveEvent('stock.changed', invalidates(['resource', 'stocks']))
    dispatchLiveEvent('stock.changed', { store_id: 1 }, { queryClient, channel: 'private-store.1' })
    expect(queryClient.getQueryState(['resource', 'stocks', 'list', ''])?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(['resource', 'products', 'list', ''])?.isInvalidated).toBe(false)

    remove()
    queryClient.setQueryData(['resource', 'stocks', 'list', ''], { data: [] })
    dispatchLiveEvent('stock.changed', {}, { queryClient, channel: 'private-store.1' })
    expect(queryClient.getQueryState(['resource', 'stocks', 'list', ''])?.isInvalidated).toBe(false)
  })

  it('run every handler even when one fails', () => {
    const seen = vi.fn()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    removers.push(
      onLiveEvent('settings.updated', () => {
        throw new Error('broken feature')
      }),
      onLiveEvent('settings.updated', seen),
    )
    dispatchLiveEvent(
      'settings.updated',
      { title: 'Shop' },
      { queryClient: new QueryClient(), channel: 'settings' },
    )
    expect(seen).toHaveBeenCalledWith({ title: 'Shop' }, expect.objectContaining({ channel: 'settings' }))
    expect(error).toHaveBeenCalled()
    error.mockRestore()
  })
})

describe('following the connection', () => {
  it('publishes each state and refetches after a reconnect, not after the first connection', () => {
    const onReconnect = vi.fn()
    const follow = followConnection(onReconnect)
    for (const current of ['connecting', 'connected']) follow({ current })
    expect(getLiveStatus()).toEqual({ state: 'connected', problem: null })
    expect(onReconnect).not.toHaveBeenCalled()
    for (const current of ['unavailable', 'connecting']) follow({ current })
    expect(getLiveStatus().state).toBe('connecting')
    follow({ current: 'connected' })
    expect(onReconnect).toHaveBeenCalledTimes(1)
  })
})
