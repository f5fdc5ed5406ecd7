// The live layer of one process: its sockets' lifecycle, the messages they send, and publishing to channels.
import { LIVE_ACTIVITY_TIMEOUT_SECONDS, LIVE_MAX_PAYLOAD_BYTES } from '@sms/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { WebSocket } from 'ws'
import { ChannelSubscriptions } from './channel-subscriptions.ts'
import { asText, type ClientMessage, parseJson } from './client-message.ts'
import { LiveConnection } from './connection.ts'
import type { PusherApp } from './credentials.ts'
import { type Fanout, localFanout } from './fanout.ts'
import type { PresenceStore } from './presence.ts'
import {
  type Broadcast,
  channelKind,
  encode,
  encodeBroadcast,
  type FanoutMessage,
  type LiveControl,
  PUSHER_CODES,
  SUPPORTED_PROTOCOLS,
} from './protocol.ts'
import { sameText, userAuth } from './signatures.ts'

export type HubOptions = {
  /** Seconds of silence before the server pings a socket (and what the handshake tells the client). */
  activityTimeoutSeconds: number
  /** How long a pinged socket has to answer before it is closed with 4201. */
  pongTimeoutMs: number
  /** Sockets this process accepts; the next one is refused with 4100 (over capacity). */
  maxConnections: number
  /** Client events one socket may send per second (Pusher's 10); more are refused with 4301. */
  clientEventsPerSecond: number
}

export const DEFAULT_HUB_OPTIONS: HubOptions = {
  activityTimeoutSeconds: LIVE_ACTIVITY_TIMEOUT_SECONDS,
  pongTimeoutMs: 30_000,
  maxConnections: 10_000,
  clientEventsPerSecond: 10,
}

/**
 * The live layer of one server process: its sockets, who is subscribed to what, and delivery. What it
 * delivers locally it also hands to the fan-out, which tells the other processes (Redis) or nobody.
 */
export class LiveHub {
  readonly #connections = new Map<string, LiveConnection>()
  readonly #subscriptions: ChannelSubscriptions
  readonly #sweeper: NodeJS.Timeout
  #fanout: Fanout = localFanout
  #onControl: (control: LiveControl) => void = () => {}

  constructor(
    readonly app: PusherApp,
    readonly options: HubOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    this.#subscriptions = new ChannelSubscriptions(app, log, (message) => this.publish(message))
    const every = Math.max(20, Math.min(options.activityTimeoutSeconds * 1000, options.pongTimeoutMs) / 4)
    this.#sweeper = setInterval(() => this.#checkActivity(), every)
    this.#sweeper.unref()
  }

  /** Switches to shared state (Redis) before the server listens. */
  useBackends(fanout: Fanout, presence: PresenceStore) {
    this.#fanout = fanout
    this.#subscriptions.presence = presence
  }

  get connectionCount() {
    return this.#connections.size
  }

  /** This process's socket with that id, if it is here. */
  connection(socketId: string) {
    return this.#connections.get(socketId)
  }

  connections() {
    return this.#connections.values()
  }

  /** Who acts on controls (session-sockets.ts), here and when another process sends one. */
  handleControls(onControl: (control: LiveControl) => void) {
    this.#onControl = onControl
  }

  /** Acts on a control here and tells every other process. */
  publishControl(control: LiveControl) {
    this.#onControl(control)
    this.#fanout.publish(control)
  }

  /** What another process sent: a broadcast for this process's sockets, or a control. */
  receive(message: FanoutMessage) {
    if ('control' in message) this.#onControl(message)
    else this.deliver(message)
  }

  /** A new WebSocket at `/app/{key}?protocol=7`: refused with Pusher's codes, else welcomed with its socket id. */
  open(socket: WebSocket, key: string, protocol: string | undefined) {
    const connection = new LiveConnection(socket)
    if (!sameText(key, this.app.key))
      return connection.close(PUSHER_CODES.unknownApp, 'Application does not exist')
    if (protocol === undefined)
      return connection.close(PUSHER_CODES.noProtocol, 'No protocol version supplied')
    if (!SUPPORTED_PROTOCOLS.has(protocol)) {
      return connection.close(PUSHER_CODES.unsupportedProtocol, `Unsupported protocol version ${protocol}`)
    }
    if (this.#connections.size >= this.options.maxConnections) {
      return connection.close(PUSHER_CODES.overCapacity, 'Over capacity')
    }
    this.#connections.set(connection.id, connection)
    socket.on('message', (raw: Buffer, isBinary: boolean) => {
      this.#receive(connection, raw, isBinary).catch((err) => {
        this.log.error({ err }, 'a live message failed')
        connection.sendError(null, 'The server could not handle this message')
      })
    })
    socket.on('pong', () => connection.touch())
    socket.on('close', () => {
      connection.isClosed = true
      this.#forget(connection).catch((err) => this.log.error({ err }, 'a live socket did not close cleanly'))
    })
    socket.on('error', (err) => this.log.debug({ err }, 'live socket error'))
    connection.send(
      encode('pusher:connection_established', {
        socket_id: connection.id,
        activity_timeout: this.options.activityTimeoutSeconds,
      }),
    )
  }

  /** Sends to every subscriber on every process (server events, the HTTP API, client events, presence). */
  publish(message: Broadcast) {
    this.deliver(message)
    this.#fanout.publish(message)
  }

  /** Sends to this process's subscribers only; encoded once, whatever the number of sockets. */
  deliver(message: Broadcast) {
    const subscribers = this.#subscriptions.subscribers(message.channel)
    if (!subscribers) return
    const text = encodeBroadcast(message)
    for (const connection of subscribers) if (connection.id !== message.except) connection.send(text)
  }

  /** Tells the channel a user is gone (their process died; see RedisPresence). */
  memberGone(channel: string, userId: string) {
    this.publish({
      channel,
      event: 'pusher_internal:member_removed',
      data: JSON.stringify({ user_id: userId }),
    })
  }

  subscriberCount(channel: string) {
    return this.#subscriptions.subscriberCount(channel)
  }

  members(channel: string) {
    return this.#subscriptions.members(channel)
  }

  /** Closes every socket with 4200 (reconnect now: another process, or this one after its restart). */
  async close() {
    clearInterval(this.#sweeper)
    const open = [...this.#connections.values()]
    for (const connection of open) connection.close(PUSHER_CODES.reconnect, 'Server is restarting')
    await Promise.all(open.map((connection) => this.#forget(connection)))
    await this.#fanout.close()
    await this.#subscriptions.presence.close()
  }

  async #receive(connection: LiveConnection, raw: Buffer, isBinary: boolean) {
    connection.touch()
    if (isBinary) return connection.sendError(null, 'Binary messages are not part of the Pusher protocol')
    if (raw.length > LIVE_MAX_PAYLOAD_BYTES) {
      return connection.sendError(null, `Payload too large: at most ${LIVE_MAX_PAYLOAD_BYTES} bytes`)
    }
    const message = parseJson(raw.toString('utf8')) as ClientMessage | undefined
    const event = asText(message?.event)
    if (!message || !event) return connection.sendError(null, 'Invalid message format')
    // Clients send `data` as an object; some libraries send it as JSON text.
    const data = (typeof message.data === 'string' ? parseJson(message.data) : message.data) as
      | Record<string, unknown>
      | undefined
    switch (event) {
      case 'pusher:ping':
        return connection.send(encode('pusher:pong', {}))
      case 'pusher:pong':
        return
      case 'pusher:subscribe':
        return this.#subscriptions.subscribe(connection, data ?? {})
      case 'pusher:unsubscribe':
        return this.#subscriptions.unsubscribe(connection, asText(data?.channel) ?? '')
      case 'pusher:signin':
        return this.#signin(connection, data ?? {})
    }
    if (event.startsWith('client-')) return this.#clientEvent(connection, event, message)
    connection.sendError(null, `Unknown event ${event.slice(0, 100)}`)
  }

  #signin(connection: LiveConnection, data: Record<string, unknown>) {
    const userData = asText(data.user_data) ?? ''
    const auth = asText(data.auth) ?? ''
    const user = parseJson(userData) as Record<string, unknown> | undefined
    const id = user?.id
    if (!sameText(auth, userAuth(this.app, connection.id, userData)) || typeof id !== 'string' || !id) {
      return connection.sendError(
        PUSHER_CODES.unauthorized,
        'Invalid signin: the signature or user_data is wrong',
      )
    }
    connection.userId = id
    connection.send(encode('pusher:signin_success', { user_data: userData }))
  }

  /** Relayed only on private and presence channels the sender is on, never back to the sender. */
  #clientEvent(connection: LiveConnection, event: string, message: ClientMessage) {
    const channel = asText(message.channel) ?? ''
    const kind = channelKind(channel)
    if (kind !== 'private' && kind !== 'presence') {
      return connection.sendError(null, 'Client events are allowed on private and presence channels only')
    }
    if (!connection.channels.has(channel)) {
      return connection.sendError(PUSHER_CODES.unauthorized, `Not subscribed to ${channel}`)
    }
    if (!connection.takeClientEvent(this.options.clientEventsPerSecond)) {
      return connection.sendError(
        PUSHER_CODES.clientEventRateLimit,
        'Client event rejected due to rate limit',
      )
    }
    const member = connection.channels.get(channel)
    const data = typeof message.data === 'string' ? message.data : JSON.stringify(message.data ?? {})
    this.publish({ channel, event, data, except: connection.id, ...(member && { userId: member.user_id }) })
  }

  async #forget(connection: LiveConnection) {
    if (!this.#connections.delete(connection.id)) return
    const channels = [...connection.channels.keys()]
    const results = await Promise.allSettled(
      channels.map((channel) => this.#subscriptions.unsubscribe(connection, channel)),
    )
    for (const result of results) {
      if (result.status === 'rejected') this.log.error({ err: result.reason }, 'presence leave failed')
    }
  }

  /** Pings sockets silent for the activity timeout; closes with 4201 those that do not answer in time. */
  #checkActivity() {
    const now = Date.now()
    const idleAfter = this.options.activityTimeoutSeconds * 1000
    for (const connection of this.#connections.values()) {
      if (connection.pingedAt !== null) {
        if (now - connection.pingedAt >= this.options.pongTimeoutMs) {
          connection.close(PUSHER_CODES.pongTimeout, 'Pong reply not received')
        }
      } else if (now - connection.lastSeen >= idleAfter) {
        connection.pingedAt = now
        connection.send(encode('pusher:ping', {}))
      }
    }
  }
}
