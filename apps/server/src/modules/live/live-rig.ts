import PusherServer from 'pusher'
import { afterEach } from 'vitest'
import { createStockTestApp } from '../stock/stock-test-kit.ts'
import { createPusherClient, eventually, listenForClients } from './live-test-kit.ts'

/**
 * One shop with a live server listening, two stores and three users, for the protocol tests: every test starts
 * with no socket open (closed after each), so counts of members and subscribers are its own.
 */
export async function createLiveRig() {
  const t = await createStockTestApp()
  const server = await listenForClients(t.app)
  const { key, id: appId, secret } = t.app.live.app
  const wsUrl = (appKey = key) =>
    `ws://127.0.0.1:${server.port}/app/${appKey}?protocol=7&client=js&version=8.6.0`

  const clients: ReturnType<typeof createPusherClient>[] = []
  /** A connected pusher-js client, signed in as the holder of `token` (channel authorisation sends it). */
  async function connect(token?: string) {
    const client = createPusherClient(server, key, token)
    clients.push(client)
    await client.state('connected')
    return client
  }
  // Every test starts with no socket open, so counts of members and subscribers are its own.
  afterEach(async () => {
    for (const client of clients.splice(0)) client.pusher.disconnect()
    await eventually(() => t.app.live.connectionCount === 0, 'every socket closed')
  })

  /** Any Pusher server library can publish to the shop: here the official one for Node. */
  const publisher = (overrides: { secret?: string } = {}) =>
    new PusherServer({
      appId,
      key,
      secret,
      host: '127.0.0.1',
      port: String(server.port),
      useTLS: false,
      ...overrides,
    })

  const store = await t.createStore()
  const otherStore = await t.createStore()
  const admin = await t.signInAs('admin')
  const cashier = await t.signInAtStores(['cashier'], [store.id])
  const outsider = await t.signInAtStores(['cashier'], [otherStore.id])

  return {
    t,
    server,
    key,
    appId,
    secret,
    wsUrl,
    clients,
    connect,
    publisher,
    store,
    otherStore,
    admin,
    cashier,
    outsider,
  }
}
