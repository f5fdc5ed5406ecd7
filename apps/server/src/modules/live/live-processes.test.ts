import { randomInt, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type LoginResponse, liveChannels } from '@sms/contract'
import { Redis } from 'ioredis'
import PusherServer from 'pusher'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../test/test-database.ts'
import { buildApp } from '../../app.ts'
import { loadConfig } from '../../config.ts'
import { createStore } from '../../db/factories/parties.ts'
import { createProduct } from '../../db/factories/products.ts'
import { createUser } from '../../db/factories/users.ts'
import { userStores } from '../../db/schema/index.ts'
import { createPusherClient, eventually, listenForClients } from './live-test-kit.ts'
import { RedisPresence } from './presence.ts'

/**
 * Two server processes behind one load balancer: one database, one Redis, each process with its own Redis
 * connections and its own sockets. CI runs Redis (.ci/run); so must a developer running this file.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

const database = await createTestDatabase()
const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'sms-test-uploads-'))
const config = loadConfig({
  WEB_DIST: '/nonexistent',
  LOG_LEVEL: 'silent',
  UPLOAD_DIR: uploads,
  REDIS_URL,
  LOGIN_MAX_FAILURES: '3',
})
// Each process closes the database it was given; the shared one closes with the last of them.
let openProcesses = 2
const shared = { ...database, close: async () => (--openProcesses === 0 ? database.close() : undefined) }
const processA = await buildApp({ config, database: shared, logger: false })
const processB = await buildApp({ config, database: shared, logger: false })
const [serverA, serverB] = [await listenForClients(processA), await listenForClients(processB)]
afterAll(async () => {
  await Promise.all([processA.close(), processB.close()])
  fs.rmSync(uploads, { recursive: true, force: true })
})

const db = database.db
const { key, id: appId, secret } = processA.live.app

const clients: ReturnType<typeof createPusherClient>[] = []
async function connect(server: typeof serverA, token: string) {
  const client = createPusherClient(server, key, token)
  clients.push(client)
  await client.state('connected')
  return client
}
afterEach(async () => {
  for (const client of clients.splice(0)) client.pusher.disconnect()
  await eventually(
    () => processA.live.connectionCount + processB.live.connectionCount === 0,
    'every socket closed',
  )
})

async function signIn(app: typeof processA, roles: string[], storeIds: number[] = []) {
  const user = await createUser(db, { roles })
  if (storeIds.length)
    await db.insert(userStores).values(storeIds.map((store_id) => ({ user_id: user.id, store_id })))
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: user })
  return { user, token: response.json<LoginResponse>().token }
}

const store = await createStore(db)
const till = liveChannels.pos(store.id)
const storeChannel = liveChannels.store(store.id)

describe('two processes on one database and one Redis', () => {
  it('share one Pusher app, generated once and kept in the database', () => {
    expect(processB.live.app).toEqual(processA.live.app)
  })

  it('deliver to a client on B what a document committed on A published', async () => {
    const cashier = await signIn(processB, ['cashier'], [store.id])
    const admin = await signIn(processA, ['admin'])
    const onB = await connect(serverB, cashier.token)
    await onB.subscribe(storeChannel)
    const product = await createProduct(db)
    const changed = onB.next<{ on_hand: number }>('stock.changed', storeChannel)
    const response = await processA.inject({
      method: 'POST',
      url: '/api/stock-adjustments',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { store_id: store.id, reason: 'found', lines: [{ product_id: product.id, quantity: 2 }] },
    })
    expect(response.statusCode).toBe(201)
    expect((await changed).data).toMatchObject({ product_id: product.id, on_hand: 2 })
  })

  it('show on A the presence member who joined on B, relay their client events, and hear them leave', async () => {
    const [atA, atB] = [
      await signIn(processA, ['cashier'], [store.id]),
      await signIn(processB, ['cashier'], [store.id]),
    ]
    const onA = await connect(serverA, atA.token)
    await onA.subscribe(till)
    const added = onA.next<{ user_id: string; user_info: { name: string } }>(
      'pusher_internal:member_added',
      till,
    )
    const onB = await connect(serverB, atB.token)
    const channelOnB = await onB.subscribe(till)
    expect((await added).data).toMatchObject({
      user_id: String(atB.user.id),
      user_info: { name: atB.user.name },
    })
    expect((await processA.live.members(till)).map((m) => m.user_id).sort()).toEqual(
      [String(atA.user.id), String(atB.user.id)].sort(),
    )
    expect((channelOnB as unknown as { members: { count: number } }).members.count).toBe(2)

    const whisper = onA.next<{ at: string }>('client-at-till', till)
    channelOnB.trigger('client-at-till', { at: 'till 2' })
    expect((await whisper).data).toEqual({ at: 'till 2' })

    const removed = onA.next<{ user_id: string }>('pusher_internal:member_removed', till)
    onB.pusher.disconnect()
    expect((await removed).data).toEqual({ user_id: String(atB.user.id) })
  })

  it('leave out the socket the HTTP API names, whichever process it is on', async () => {
    const [one, two] = [
      await signIn(processA, ['cashier'], [store.id]),
      await signIn(processB, ['cashier'], [store.id]),
    ]
    const onA = await connect(serverA, one.token)
    const onB = await connect(serverB, two.token)
    await Promise.all([onA.subscribe(storeChannel), onB.subscribe(storeChannel)])
    const publisher = new PusherServer({ appId, key, secret, host: '127.0.0.1', port: String(serverB.port) })
    // Both waiters before publishing: `next` only sees what arrives after it is called.
    const done = Promise.all([onA.next('count.done', storeChannel), onB.next('count.done', storeChannel)])
    await publisher.trigger(
      storeChannel,
      'count.excluded',
      {},
      { socket_id: onB.pusher.connection.socket_id },
    )
    await publisher.trigger(storeChannel, 'count.done', {})
    await done
    const events = (client: typeof onA) =>
      client
        .on(storeChannel)
        .map((m) => m.event)
        .filter((event) => event.startsWith('count.'))
    expect(events(onA)).toEqual(['count.excluded', 'count.done'])
    expect(events(onB)).toEqual(['count.done'])
  })

  it("deliver a store's sales to its cashier on B, and not another store's sold on A", async () => {
    const elsewhere = await createStore(db)
    const cashier = await signIn(processB, ['cashier'], [store.id])
    const onB = await connect(serverB, cashier.token)
    await onB.subscribe(liveChannels.orders(store.id))
    await expect(onB.subscribe(liveChannels.orders(elsewhere.id))).rejects.toMatchObject({ status: 403 })
    const sale = (store_id: number, id: number) =>
      ({
        type: 'order.created',
        id,
        number: null,
        store_id,
        shift_id: null,
        cashier_id: null,
        total_usd: 1,
        total_khr: 41,
        created_at: new Date().toISOString(),
      }) as const
    const own = onB.next<{ id: number }>('order.created', liveChannels.orders(store.id))
    processA.events.publish([sale(elsewhere.id, 1), sale(store.id, 2)])
    expect((await own).data.id).toBe(2)
    expect(onB.received.filter((m) => m.event === 'order.created')).toHaveLength(1)
  })

  it('close on B the socket of a user disabled on A, though A authorised it', async () => {
    const cashier = await signIn(processA, ['cashier'], [store.id])
    const admin = await signIn(processA, ['admin'])
    // The socket is on B; its channel authorisation is answered by A, as behind a load balancer.
    const onB = createPusherClient(
      { port: serverB.port, base: `http://127.0.0.1:${serverA.port}` },
      key,
      cashier.token,
    )
    clients.push(onB)
    await onB.state('connected')
    await onB.subscribe(storeChannel)
    const closed = new Promise((resolve) =>
      onB.pusher.connection.bind('error', (error: { data?: { code?: number } }) => resolve(error.data?.code)),
    )
    const headers = { authorization: `Bearer ${admin.token}` }
    const record = (
      await processA.inject({ method: 'GET', url: `/api/users/${cashier.user.id}`, headers })
    ).json()
    const disabled = await processA.inject({
      method: 'PUT',
      url: `/api/users/${cashier.user.id}`,
      headers,
      payload: { ...record.data, status: false },
    })
    expect(disabled.statusCode).toBe(200)
    expect(await closed).toBe(4009)
  })

  it('count failed sign-ins together: three wrong passwords spread over A and B lock the pair on both', async () => {
    const user = await createUser(db)
    const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`
    const login = (app: typeof processA, password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password },
        remoteAddress: ip,
      })
    expect((await login(processA, 'wrong')).statusCode).toBe(401)
    expect((await login(processB, 'wrong')).statusCode).toBe(401)
    expect((await login(processA, 'wrong')).statusCode).toBe(401)
    expect((await login(processB, user.password)).statusCode).toBe(429)
  })
})

describe('a process that dies without saying goodbye', () => {
  it('has its members removed by a living process once its heartbeat expires', async () => {
    const redis = new Redis(REDIS_URL)
    const prefix = `sms-live-test:${randomUUID()}`
    const gone: [string, string][] = []
    const living = new RedisPresence(
      redis,
      prefix,
      'living',
      (channel, user) => gone.push([channel, user]),
      () => {},
    )
    const dying = new RedisPresence(
      redis,
      prefix,
      'dying',
      () => {},
      () => {},
    )
    try {
      await Promise.all([living.start(), dying.start()])
      await living.join('presence-pos.1', '1.1', { user_id: '7', user_info: { name: 'Sok' } })
      await dying.join('presence-pos.1', '2.2', { user_id: '8', user_info: { name: 'Dara' } })
      await dying.join('presence-pos.1', '2.3', { user_id: '7', user_info: { name: 'Sok' } })
      // The dying process stops renewing its heartbeat; its key expires.
      await dying.stopHeartbeat()
      await redis.del(`${prefix}:node:dying`)
      await living.heartbeat()
      // User 8 had no other socket and left; user 7 is still here through the living process.
      expect(gone).toEqual([['presence-pos.1', '8']])
      expect((await living.members('presence-pos.1')).map((m) => m.user_id)).toEqual(['7'])
    } finally {
      await living.close()
      await redis.del(`${prefix}:presence:presence-pos.1`, `${prefix}:presence-users:presence-pos.1`)
      redis.disconnect()
    }
  })
})
