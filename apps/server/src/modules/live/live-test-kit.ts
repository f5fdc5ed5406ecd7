import type { FastifyInstance } from 'fastify'
import Pusher, { type Channel } from 'pusher-js'
import { WebSocket } from 'ws'

/** Listens on a free port, as a real server does, so real clients can connect. */
export async function listenForClients(app: FastifyInstance) {
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as { port: number }
  return { port, base: `http://127.0.0.1:${port}` }
}

type RawMessage = { event: string; channel?: string; data?: unknown; user_id?: string }

/** The real `pusher-js` client in Node, as a browser would configure it, recording every message it receives. */
export function createPusherClient(server: { port: number; base: string }, key: string, token?: string) {
  const headers = token ? { Authorization: `Bearer ${token}` } : {}
  const pusher = new Pusher(key, {
    cluster: 'local',
    wsHost: '127.0.0.1',
    wsPort: server.port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: { endpoint: `${server.base}/broadcasting/auth`, transport: 'ajax', headers },
    userAuthentication: { endpoint: `${server.base}/broadcasting/user-auth`, transport: 'ajax', headers },
  })
  const received: RawMessage[] = []
  pusher.connection.bind('message', (message: RawMessage) => received.push(message))
  return { pusher, received, ...clientHelpers(pusher, received) }
}

function clientHelpers(pusher: Pusher, received: RawMessage[]) {
  return {
    /** Resolves once the connection reaches the state. */
    state: (wanted: string) =>
      new Promise<void>((resolve) => {
        if (pusher.connection.state === wanted) return resolve()
        const check = ({ current }: { current: string }) => {
          if (current !== wanted) return
          pusher.connection.unbind('state_change', check)
          resolve()
        }
        pusher.connection.bind('state_change', check)
      }),
    /** Subscribes and resolves on success, rejects with the authorisation error's status. */
    subscribe: (name: string) =>
      new Promise<Channel>((resolve, reject) => {
        const channel = pusher.subscribe(name)
        channel.bind('pusher:subscription_succeeded', () => resolve(channel))
        channel.bind('pusher:subscription_error', (error: { status: number }) => reject(error))
      }),
    /** The next time `event` arrives (on `channel` when given). */
    next: <T = unknown>(event: string, channel?: string) =>
      new Promise<RawMessage & { data: T }>((resolve) => {
        const check = (message: RawMessage) => {
          if (message.event !== event || (channel !== undefined && message.channel !== channel)) return
          pusher.connection.unbind('message', check)
          resolve(message as RawMessage & { data: T })
        }
        pusher.connection.bind('message', check)
      }),
    /** Everything received on one channel so far. */
    on: (channel: string) => received.filter((message) => message.channel === channel),
  }
}

/** A bare WebSocket speaking the protocol by hand, for what pusher-js would never send. */
export async function openRawSocket(url: string) {
  const socket = new WebSocket(url)
  const messages: RawMessage[] = []
  const waiters: (() => void)[] = []
  socket.on('message', (data) => {
    messages.push(JSON.parse(data.toString()) as RawMessage)
    for (const wake of waiters.splice(0)) wake()
  })
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  )
  await new Promise((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('error', reject)
  })
  /** The first message (from `from` on) matching `event`, waiting for it if it has not come yet. */
  async function next(event: string, from = 0): Promise<RawMessage> {
    for (;;) {
      const found = messages.slice(from).find((message) => message.event === event)
      if (found) return found
      await new Promise<void>((resolve) => waiters.push(resolve))
    }
  }
  const send = (message: object) => socket.send(JSON.stringify(message))
  return { socket, messages, closed, next, send }
}

/** Waits until `condition` holds, checking on every turn of the event loop for a while. */
export async function eventually(condition: () => boolean, what: string) {
  for (let i = 0; i < 500; i++) {
    if (condition()) return
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error(`never happened: ${what}`)
}

/** data arrives as JSON text inside the message; pusher-js decodes it, raw sockets do not. */
export const decoded = <T>(data: unknown) => (typeof data === 'string' ? JSON.parse(data) : data) as T
