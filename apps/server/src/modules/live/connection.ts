import { randomInt } from 'node:crypto'
import { WebSocket } from 'ws'
import { encodeError } from './protocol.ts'

/** A socket's send buffer past which it is dropped: a client that stopped reading must not fill our memory. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024

/** Pusher socket ids are two numbers joined by a dot; random, so processes never hand out the same one. */
const newSocketId = () => `${randomInt(1, 2 ** 47)}.${randomInt(1, 2 ** 47)}`

/** One client's WebSocket and what the protocol remembers about it. */
export class LiveConnection {
  readonly id = newSocketId()
  /** Subscribed channels; a presence channel holds the member this socket joined as. */
  readonly channels = new Map<string, { user_id: string; user_info?: unknown } | null>()
  /** The sessions (id → user id) whose tokens authorised channels on this socket; one ending closes it. */
  readonly sessions = new Map<string, number>()
  /** Set by `pusher:signin`: the user this socket speaks for. */
  userId: string | null = null
  lastSeen = Date.now()
  /** When the server pinged this idle socket; cleared by any message. */
  pingedAt: number | null = null
  isClosed = false
  #clientEventWindow = { startedAt: 0, count: 0 }

  constructor(readonly socket: WebSocket) {}

  send(text: string) {
    if (this.isClosed || this.socket.readyState !== WebSocket.OPEN) return
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.close(4100, 'Over capacity: the client is not reading its messages')
      return
    }
    this.socket.send(text)
  }

  sendError(code: number | null, message: string) {
    this.send(encodeError(code, message))
  }

  /** Pusher's way to refuse: the error as a message first (older clients read that), then the close code. */
  close(code: number, reason: string) {
    if (this.isClosed) return
    this.sendError(code, reason)
    this.isClosed = true
    this.socket.close(code, reason)
  }

  touch() {
    this.lastSeen = Date.now()
    this.pingedAt = null
  }

  /** Counts a client event; false past `perSecond` in the current second (Pusher's limit is 10). */
  takeClientEvent(perSecond: number) {
    const now = Date.now()
    if (now - this.#clientEventWindow.startedAt >= 1000)
      this.#clientEventWindow = { startedAt: now, count: 0 }
    this.#clientEventWindow.count += 1
    return this.#clientEventWindow.count <= perSecond
  }
}
