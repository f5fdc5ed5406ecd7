import { randomBytes } from 'node:crypto'
import websocket from '@fastify/websocket'
import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import { findSessionActor } from '../auth/auth.queries.ts'
import { toUserInfo } from '../auth/auth.service.ts'
import { assertMayJoin } from './channel-access.ts'
import type { PusherApp } from './credentials.ts'
import { channelsForEvent } from './event-channels.ts'
import { redisFanout } from './fanout.ts'
import { DEFAULT_HUB_OPTIONS, type HubOptions, LiveHub } from './hub.ts'
import { registerLiveRoutes } from './live.routes.ts'
import { RedisPresence } from './presence.ts'
import { channelKind } from './protocol.ts'
import { trackSessionSockets } from './session-sockets.ts'

/** Messages past this size close the socket outright (1009); the protocol's own limit (10 KB) is checked first. */
const HARD_MESSAGE_LIMIT_BYTES = 64 * 1024

export type LiveSetup = {
  pusherApp: PusherApp
  redisUrl?: string
  options?: Partial<HubOptions>
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The live layer (decision 0018): sockets, channels, fan-out to the other processes. */
    live: LiveHub
  }
}

/**
 * The Pusher-compatible broadcaster on the API's own port: the WebSocket at `/app/{key}`, channel and user
 * authorisation, the Pusher HTTP API, and the bridge from the document bus to channels. With `REDIS_URL`,
 * broadcasts and presence are shared with every other process on the same Redis.
 */
export async function registerLive(app: FastifyInstance, { pusherApp, redisUrl, options }: LiveSetup) {
  const hub = new LiveHub(pusherApp, { ...DEFAULT_HUB_OPTIONS, ...options }, app.log)
  app.decorate('live', hub)
  const redis = redisUrl ? await connectRedis(app, hub, pusherApp, redisUrl) : undefined

  // Registered before the WebSocket plugin's own hook, so clients hear 4200 (reconnect) rather than a bare close.
  app.addHook('preClose', async () => {
    await hub.close()
    await Promise.all([redis?.publisher.quit(), redis?.subscriber.quit()])
  })
  await app.register(websocket, { options: { maxPayload: HARD_MESSAGE_LIMIT_BYTES } })
  const sessions = trackSessionSockets(
    hub,
    (userId, sessionId, channels) => checkSession(app, userId, sessionId, channels),
    app.log,
  )
  await registerLiveRoutes(app, hub, sessions)

  app.events.subscribe((event) => {
    if (event.type === 'sessions.ended') return sessions.recheck(event.user_id)
    const channels = channelsForEvent(event)
    if (!channels) {
      app.log.warn({ type: event.type }, 'an event with no live channel was not broadcast')
      return
    }
    const data = JSON.stringify(event)
    for (const channel of channels) hub.publish({ channel, event: event.type, data })
  })
}

/** Whether the session still holds, and may still join every private channel its socket is on. */
async function checkSession(app: FastifyInstance, userId: number, sessionId: string, channels: string[]) {
  const user = await findSessionActor(app.db, userId, sessionId)
  if (!user) return 'ended'
  const actor = {
    id: user.id,
    sessionId,
    user: toUserInfo(user),
    roles: user.roles,
    permissions: new Set(user.permissions),
  }
  for (const channel of channels) {
    const kind = channelKind(channel)
    if (kind !== 'private' && kind !== 'presence') continue
    const allowed = await assertMayJoin(app.db, actor, channel).then(
      () => true,
      () => false,
    )
    if (!allowed) return 'narrowed'
  }
  return 'holds'
}

async function connectRedis(app: FastifyInstance, hub: LiveHub, pusherApp: PusherApp, url: string) {
  const onError = (err: unknown) => app.log.error({ err }, 'live events: Redis failed')
  // Pub/sub needs a connection of its own; the other one publishes and keeps presence.
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 })
  const subscriber = new Redis(url, { maxRetriesPerRequest: 2 })
  for (const client of [publisher, subscriber]) client.on('error', onError)
  // Every process on the same database shares the app id, and so the keys; other apps on the Redis do not.
  const prefix = `sms-live:${pusherApp.id}`
  const node = randomBytes(8).toString('hex')
  const presence = new RedisPresence(
    publisher,
    prefix,
    node,
    (channel, userId) => hub.memberGone(channel, userId),
    onError,
  )
  await presence.start()
  const fanout = await redisFanout(
    publisher,
    subscriber,
    `${prefix}:events`,
    node,
    (m) => hub.receive(m),
    onError,
  )
  hub.useBackends(fanout, presence)
  return { publisher, subscriber }
}
