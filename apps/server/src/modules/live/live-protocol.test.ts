// The Pusher protocol at the socket: connecting, public channels and private channels.
import { liveChannels } from '@sms/contract'
import { describe, expect, it } from 'vitest'
import { createLiveRig } from './live-rig.ts'
import { createPusherClient, decoded, eventually, openRawSocket } from './live-test-kit.ts'
import { sign } from './signatures.ts'

const { t, server, key, wsUrl, clients, connect, publisher, store, admin, cashier, outsider } =
  await createLiveRig()

describe('connecting', () => {
  it('hands out a socket id and the 120 s activity timeout in the handshake', async () => {
    const raw = await openRawSocket(wsUrl())
    const handshake = await raw.next('pusher:connection_established')
    expect(decoded(handshake.data)).toEqual({
      socket_id: expect.stringMatching(/^\d+\.\d+$/),
      activity_timeout: 120,
    })
    raw.socket.close()

    const client = await connect()
    expect(client.pusher.connection.socket_id).toMatch(/^\d+\.\d+$/)
  })

  it('refuses a wrong app key: the handshake finishes, error 4001 arrives, the socket closes', async () => {
    const raw = await openRawSocket(wsUrl('wrong-key'))
    expect(decoded((await raw.next('pusher:error')).data)).toMatchObject({ code: 4001 })
    expect((await raw.closed).code).toBe(4001)

    const client = createPusherClient(server, 'wrong-key')
    clients.push(client)
    type Refusal = { error?: { data?: { code?: number } } }
    const errors: Refusal[] = []
    client.pusher.connection.bind('error', (error: Refusal) => errors.push(error))
    // 4000-4099 mean "do not reconnect": the client gives up instead of hammering the server.
    await client.state('disconnected')
    expect(errors.map((refusal) => refusal.error?.data?.code)).toEqual([4001])
  })

  it('refuses a client that names no protocol version or one it does not speak', async () => {
    const none = await openRawSocket(`ws://127.0.0.1:${server.port}/app/${key}`)
    expect((await none.closed).code).toBe(4008)
    const old = await openRawSocket(`ws://127.0.0.1:${server.port}/app/${key}?protocol=4`)
    expect((await old.closed).code).toBe(4007)
  })

  it('answers pusher:ping with pusher:pong', async () => {
    const client = await connect()
    const pong = client.next('pusher:pong')
    client.pusher.connection.send_event('pusher:ping', {})
    await pong
    const raw = await openRawSocket(wsUrl())
    await raw.next('pusher:connection_established')
    raw.send({ event: 'pusher:ping', data: {} })
    await raw.next('pusher:pong')
    raw.socket.close()
  })
})

describe('public channels', () => {
  it('deliver what the HTTP API publishes to every subscriber, except the socket_id it names', async () => {
    const [a, b] = [await connect(), await connect()]
    await Promise.all([a.subscribe('settings'), b.subscribe('settings')])
    const toA = a.next('rate.test', 'settings')
    await publisher().trigger(
      'settings',
      'rate.test',
      { rate: 4100 },
      { socket_id: b.pusher.connection.socket_id },
    )
    expect((await toA).data).toEqual({ rate: 4100 })
    // b was excluded: a second event reaches b, and nothing came before it.
    const toB = b.next('rate.again', 'settings')
    await publisher().trigger('settings', 'rate.again', {})
    await toB
    expect(b.on('settings').map((m) => m.event)).not.toContain('rate.test')
  })

  it('refuse client events', async () => {
    const a = await connect()
    await a.subscribe('settings')
    const error = a.next<{ message: string }>('pusher:error')
    a.pusher.connection.send_event('client-hello', { hi: true }, 'settings')
    expect((await error).data.message).toMatch(/private and presence/)
  })
})

describe('private channels', () => {
  const storeChannel = liveChannels.store(store.id)

  it('let a user of the store in, and carry the stock events of a posted adjustment after its commit', async () => {
    const client = await connect(cashier.token)
    await client.subscribe(storeChannel)
    const product = await t.createProduct()
    const changed = client.next<{ store_id: number; product_id: number; on_hand: number }>(
      'stock.changed',
      storeChannel,
    )
    const response = await t.adjust(admin.token, {
      store_id: store.id,
      reason: 'found',
      lines: [{ product_id: product.id, quantity: 3 }],
    })
    expect(response.statusCode).toBe(201)
    expect((await changed).data).toMatchObject({ store_id: store.id, product_id: product.id, on_hand: 3 })
  })

  it('carry nothing of a document that was rolled back', async () => {
    const client = await connect(cashier.token)
    await Promise.all([client.subscribe(storeChannel), client.subscribe('settings')])
    const product = await t.createProduct()
    const refused = await t.adjust(admin.token, {
      store_id: store.id,
      reason: 'damaged',
      lines: [{ product_id: product.id, quantity: -5 }],
    })
    expect(refused.json().code).toBe('STOCK_INSUFFICIENT')
    const sentinel = client.next('sentinel.rollback', 'settings')
    await publisher().trigger('settings', 'sentinel.rollback', {})
    await sentinel
    expect(client.on(storeChannel).filter((m) => !m.event.startsWith('pusher'))).toEqual([])
  })

  it('are authorised from a JSON body too (the spec client), presence with the member signed in', async () => {
    const raw = await openRawSocket(wsUrl())
    const { socket_id } = decoded<{ socket_id: string }>(
      (await raw.next('pusher:connection_established')).data,
    )
    const authorise = (channel_name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/broadcasting/auth',
        headers: { authorization: `Bearer ${cashier.token}` },
        payload: { socket_id, channel_name },
      })
    const privately = await authorise(storeChannel)
    expect(privately.statusCode).toBe(200)
    expect(privately.json()).toEqual({ auth: expect.stringMatching(new RegExp(`^${key}:[0-9a-f]{64}$`)) })
    const present = await authorise(liveChannels.pos(store.id))
    const { auth, channel_data } = present.json<{ auth: string; channel_data: string }>()
    expect(JSON.parse(channel_data)).toEqual({
      user_id: String(cashier.user.id),
      user_info: { name: cashier.user.name, picture: null },
    })
    raw.send({ event: 'pusher:subscribe', data: { channel: liveChannels.pos(store.id), auth, channel_data } })
    const joined = await raw.next('pusher_internal:subscription_succeeded')
    expect(decoded<{ presence: { ids: string[] } }>(joined.data).presence.ids).toEqual([
      String(cashier.user.id),
    ])
    // Authorisation is for private and presence channels only.
    expect((await authorise('settings')).statusCode).toBe(400)
    raw.socket.close()
  })

  it('refuse a user of another store, and no event of that store reaches their socket', async () => {
    const client = await connect(outsider.token)
    await expect(client.subscribe(storeChannel)).rejects.toMatchObject({ status: 403 })
    await client.subscribe('settings')
    const product = await t.createProduct()
    await t.adjust(admin.token, {
      store_id: store.id,
      reason: 'found',
      lines: [{ product_id: product.id, quantity: 1 }],
    })
    // Messages reach a socket in the order they were published: once this one is in, the store's would be too.
    const sentinel = client.next('sentinel', 'settings')
    await publisher().trigger('settings', 'sentinel', {})
    await sentinel
    expect(client.on(storeChannel)).toEqual([])
  })

  it('refuse a forged subscription (a signature not made with the app secret) with 4009', async () => {
    const raw = await openRawSocket(wsUrl())
    const handshake = decoded<{ socket_id: string }>((await raw.next('pusher:connection_established')).data)
    const forged = `${key}:${sign('not-the-secret', `${handshake.socket_id}:${storeChannel}`)}`
    raw.send({ event: 'pusher:subscribe', data: { channel: storeChannel, auth: forged } })
    expect(decoded((await raw.next('pusher:error')).data)).toMatchObject({ code: 4009 })
    raw.send({ event: 'pusher:subscribe', data: { channel: 'settings' } })
    await raw.next('pusher_internal:subscription_succeeded')
    await publisher().trigger([storeChannel, 'settings'], 'leak.test', {})
    const sentinel = await raw.next('leak.test')
    expect(sentinel.channel).toBe('settings')
    expect(raw.messages.filter((m) => m.channel === storeChannel)).toEqual([])
    raw.socket.close()
  })

  it("let only the user into their own channel, and only those who may list orders into their store's orders", async () => {
    const client = await connect(cashier.token)
    await client.subscribe(liveChannels.user(cashier.user.id))
    await expect(client.subscribe(liveChannels.user(admin.user.id))).rejects.toMatchObject({ status: 403 })
    const keeper = await connect((await t.signInAtStores(['stock_keeper'], [store.id])).token)
    await keeper.subscribe(storeChannel)
    await expect(keeper.subscribe(liveChannels.orders(store.id))).rejects.toMatchObject({ status: 403 })
    await client.subscribe(liveChannels.orders(store.id))
  })

  it('need a signed-in user to authorise', async () => {
    const client = await connect()
    await expect(client.subscribe(storeChannel)).rejects.toMatchObject({ status: 401 })
  })

  it('stop delivering after unsubscribe', async () => {
    const client = await connect(cashier.token)
    await Promise.all([client.subscribe(storeChannel), client.subscribe('settings')])
    client.pusher.unsubscribe(storeChannel)
    await eventually(
      () => t.app.live.subscriberCount(storeChannel) === 0,
      'the unsubscribe reached the server',
    )
    await publisher().trigger(storeChannel, 'after.unsubscribe', {})
    const sentinel = client.next('sentinel.2', 'settings')
    await publisher().trigger('settings', 'sentinel.2', {})
    await sentinel
    expect(client.on(storeChannel).map((m) => m.event)).not.toContain('after.unsubscribe')
  })
})
