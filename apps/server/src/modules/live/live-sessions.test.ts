import { type LiveConfig, liveChannels } from '@sms/contract'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { hashRefreshToken } from '../auth/tokens.ts'
import type { DocumentEvent } from '../documents/events.ts'
import { createLiveRig } from './live-rig.ts'

/** Issue 18: live events stay within the stores and the sessions that may see them. */
const { t, connect, store, otherStore, admin, cashier } = await createLiveRig()

const channelsOf = async (token: string) => (await t.as(token).get('/api/live')).json<LiveConfig>().channels

/** A sale as the till announces it after its commit. */
const sale = (storeId: number, id: number): DocumentEvent => ({
  type: 'order.created',
  id,
  number: `INV-${id}`,
  store_id: storeId,
  shift_id: null,
  cashier_id: null,
  total_usd: 1450,
  total_khr: 59_450,
  created_at: new Date().toISOString(),
})

/** A pusher-js client subscribed, as the web app does, to every channel /api/live lists for the token. */
async function connectAsWebApp(token: string) {
  const client = await connect(token)
  await Promise.all((await channelsOf(token)).map((channel) => client.subscribe(channel)))
  return client
}

/** Resolves with the close code once the server closes the client's socket. */
const closedWith = (client: Awaited<ReturnType<typeof connect>>) =>
  new Promise<number | undefined>((resolve) => {
    client.pusher.connection.bind('error', (error: { data?: { code?: number } }) => resolve(error.data?.code))
  })

describe('orders on live channels', () => {
  it('are listed per store, only the stores of a user who may list orders', async () => {
    expect(await channelsOf(cashier.token)).toEqual([
      'settings',
      liveChannels.user(cashier.user.id),
      liveChannels.store(store.id),
      liveChannels.orders(store.id),
    ])
    const keeper = await t.signInAtStores(['stock_keeper'], [store.id])
    expect(await channelsOf(keeper.token)).not.toContain(liveChannels.orders(store.id))
    expect(await channelsOf(admin.token)).toEqual(
      expect.arrayContaining([liveChannels.orders(store.id), liveChannels.orders(otherStore.id)]),
    )
  })

  it("reach a cashier of one store with that store's sales, never another store's", async () => {
    const client = await connectAsWebApp(cashier.token)
    await expect(client.subscribe(liveChannels.orders(otherStore.id))).rejects.toMatchObject({ status: 403 })
    await expect(client.subscribe('private-orders')).rejects.toMatchObject({ status: 403 })
    const own = client.next<{ id: number }>('order.created', liveChannels.orders(store.id))
    t.app.events.publish([sale(otherStore.id, 901), sale(store.id, 902)])
    expect((await own).data.id).toBe(902)
    // The other store's sale was published first: had it been delivered, it would have arrived before.
    const heard = client.received.filter((m) => m.event === 'order.created')
    expect(heard.map((m) => (m.data as { store_id: number }).store_id)).toEqual([store.id])
  })

  it('do not reach a stock keeper of the store, who may not see its takings', async () => {
    const keeper = await t.signInAtStores(['stock_keeper'], [store.id])
    const client = await connectAsWebApp(keeper.token)
    await expect(client.subscribe(liveChannels.orders(store.id))).rejects.toMatchObject({ status: 403 })
    const sentinel = client.next('stock.changed', liveChannels.store(store.id))
    t.app.events.publish([
      sale(store.id, 903),
      { type: 'stock.changed', store_id: store.id, product_id: 1, lot_id: null, on_hand: 1 },
    ])
    await sentinel
    expect(client.received.filter((m) => m.event === 'order.created')).toEqual([])
  })
})

describe('a session that ends', () => {
  /** A cashier of the store with two sessions (two devices), each with its own socket. */
  async function cashierOnTwoDevices() {
    const first = await t.signInAtStores(['cashier'], [store.id])
    const second = (await t.login(first.user.email, first.user.password)).json<{ token: string }>()
    const [one, two] = [await connectAsWebApp(first.token), await connectAsWebApp(second.token)]
    return {
      user: first.user,
      refreshToken: first.refreshToken,
      tokens: [first.token, second.token] as const,
      sockets: [one, two] as const,
    }
  }

  it('closes the sockets of a user an administrator disables, and no event reaches them after', async () => {
    const { user, sockets } = await cashierOnTwoDevices()
    const closed = sockets.map(closedWith)
    const record = (await t.as(admin.token).get(`/api/users/${user.id}`)).json<{ data: object }>().data
    const disabled = await t.as(admin.token).put(`/api/users/${user.id}`, { ...record, status: false })
    expect(disabled.statusCode).toBe(200)
    // 4009: unauthorised, and pusher-js does not reconnect on its own.
    expect(await Promise.all(closed)).toEqual([4009, 4009])
    t.app.events.publish([sale(store.id, 904)])
    await new Promise((resolve) => setTimeout(resolve, 100))
    for (const socket of sockets) expect(socket.received.some((m) => m.event === 'order.created')).toBe(false)
  })

  it('closes the sockets of a deleted user', async () => {
    const { user, sockets } = await cashierOnTwoDevices()
    const closed = sockets.map(closedWith)
    expect((await t.as(admin.token).del(`/api/users/${user.id}`)).statusCode).toBe(200)
    expect(await Promise.all(closed)).toEqual([4009, 4009])
  })

  it("closes only the signed-out session's socket; the user's other device stays live", async () => {
    const { tokens, sockets } = await cashierOnTwoDevices()
    const [signedOut, stays] = sockets
    const closed = closedWith(signedOut)
    expect((await t.as(tokens[0]).post('/api/logout')).statusCode).toBe(200)
    expect(await closed).toBe(4009)
    const heard = stays.next<{ id: number }>('order.created', liveChannels.orders(store.id))
    t.app.events.publish([sale(store.id, 905)])
    expect((await heard).data.id).toBe(905)
    expect(stays.pusher.connection.state).toBe('connected')
  })

  it('keeps the sockets of a user whose name an administrator changes', async () => {
    const { user, sockets } = await cashierOnTwoDevices()
    const record = (await t.as(admin.token).get(`/api/users/${user.id}`)).json<{ data: object }>().data
    const renamed = await t.as(admin.token).put(`/api/users/${user.id}`, { ...record, name: 'Renamed' })
    expect(renamed.statusCode).toBe(200)
    const heard = sockets.map((s) => s.next('order.created', liveChannels.orders(store.id)))
    t.app.events.publish([sale(store.id, 906)])
    await Promise.all(heard)
  })

  it("closes the other device's socket when the user changes their password, not this one's", async () => {
    const { user, tokens, sockets } = await cashierOnTwoDevices()
    const [here, other] = sockets
    const closed = closedWith(other)
    const changed = await t.as(tokens[0]).post('/api/profile/password', {
      current_password: user.password,
      password: 'Another#2026',
      password_confirmation: 'Another#2026',
    })
    expect(changed.statusCode).toBe(200)
    expect(await closed).toBe(4009)
    const heard = here.next('order.created', liveChannels.orders(store.id))
    t.app.events.publish([sale(store.id, 907)])
    await heard
  })

  it('closes the socket of a session whose used refresh token came back later (taken for stolen)', async () => {
    const { refreshToken, sockets } = await cashierOnTwoDevices()
    const closed = closedWith(sockets[0])
    const refresh = () =>
      t.app.inject({ method: 'POST', url: '/api/refresh', payload: { refresh_token: refreshToken } })
    expect((await refresh()).statusCode).toBe(200)
    await t.db.execute(sql`update refresh_tokens set used_at = used_at - interval '1 minute'
      where token_hash = ${hashRefreshToken(refreshToken)}`)
    expect((await refresh()).statusCode).toBe(401)
    expect(await closed).toBe(4009)
    expect(sockets[1].pusher.connection.state).toBe('connected')
  })

  it('reconnects the socket of a user who lost a store, which then hears that store no more', async () => {
    const user = await t.signInAtStores(['cashier'], [store.id, otherStore.id])
    const client = await connectAsWebApp(user.token)
    const lost = liveChannels.store(otherStore.id)
    expect(client.pusher.channel(lost)?.subscribed).toBe(true)
    const closed = closedWith(client)
    const record = (await t.as(admin.token).get(`/api/users/${user.user.id}`)).json<{ data: object }>().data
    const narrowed = await t.as(admin.token).put(`/api/users/${user.user.id}`, {
      ...record,
      store_ids: [store.id],
    })
    expect(narrowed.statusCode).toBe(200)
    // 4200: reconnect now; pusher-js subscribes again and the lost store's channel is refused.
    expect(await closed).toBe(4200)
    const refused = new Promise((resolve) =>
      client.pusher.channel(lost)?.bind('pusher:subscription_error', resolve),
    )
    await Promise.all([
      refused,
      client.next('pusher_internal:subscription_succeeded', liveChannels.store(store.id)),
    ])
    const sentinel = client.next('stock.changed', liveChannels.store(store.id))
    const level = { type: 'stock.changed', product_id: 1, lot_id: null, on_hand: 1 } as const
    t.app.events.publish([
      { ...level, store_id: otherStore.id },
      { ...level, store_id: store.id },
    ])
    await sentinel
    const heard = client.received.filter((m) => m.event === 'stock.changed')
    expect(heard.map((m) => m.channel)).toEqual([liveChannels.store(store.id)])
  })
})
