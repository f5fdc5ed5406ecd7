import type { Redis } from 'ioredis'

/** A presence channel member as Pusher shows it: `user_id` and the `user_info` its authorisation signed. */
export type Member = { user_id: string; user_info?: unknown }

/**
 * Who is on each presence channel, counted per socket so that a user with two tabs is one member who leaves
 * with the last tab. In memory for one process; in Redis so that every process sees the same members.
 */
export interface PresenceStore {
  /** Adds a socket; `first` when its user was not on the channel before (so others hear member_added). */
  join(channel: string, socketId: string, member: Member): Promise<{ first: boolean; members: Member[] }>
  /** Removes a socket; `last` when its user has no socket left on the channel (member_removed). */
  leave(channel: string, socketId: string, userId: string): Promise<{ last: boolean }>
  members(channel: string): Promise<Member[]>
  close(): Promise<void>
}

const unique = (members: Iterable<Member>) => {
  const byUser = new Map<string, Member>()
  for (const member of members) if (!byUser.has(member.user_id)) byUser.set(member.user_id, member)
  return [...byUser.values()]
}

export class MemoryPresence implements PresenceStore {
  readonly #channels = new Map<string, Map<string, Member>>()

  async join(channel: string, socketId: string, member: Member) {
    const sockets = this.#channels.get(channel) ?? new Map<string, Member>()
    this.#channels.set(channel, sockets)
    const first = ![...sockets.values()].some((m) => m.user_id === member.user_id)
    sockets.set(socketId, member)
    return { first, members: unique(sockets.values()) }
  }

  async leave(channel: string, socketId: string, userId: string) {
    const sockets = this.#channels.get(channel)
    if (!sockets?.delete(socketId)) return { last: false }
    if (sockets.size === 0) this.#channels.delete(channel)
    return { last: ![...(sockets?.values() ?? [])].some((m) => m.user_id === userId) }
  }

  async members(channel: string) {
    return unique(this.#channels.get(channel)?.values() ?? [])
  }

  async close() {}
}

/** Adds a socket's member and counts its user atomically: -1 when the socket was already there. */
const JOIN = `
if redis.call('HSET', KEYS[1], ARGV[1], ARGV[2]) == 0 then return -1 end
redis.call('SADD', KEYS[3], ARGV[4])
return redis.call('HINCRBY', KEYS[2], ARGV[3], 1)`

/** Removes a socket and uncounts its user atomically: the user's sockets left, or -1 when it was not there. */
const LEAVE = `
if redis.call('HDEL', KEYS[1], ARGV[1]) == 0 then return -1 end
local left = redis.call('HINCRBY', KEYS[2], ARGV[2], -1)
if left <= 0 then redis.call('HDEL', KEYS[2], ARGV[2]) end
return left`

/** How often a process says it is alive, and how long after its last word it counts as gone. */
export const NODE_HEARTBEAT_MS = 10_000
export const NODE_EXPIRY_MS = 30_000

/**
 * Presence shared by every process through Redis. Per channel: a hash of sockets (`node|socket` → member) and
 * a hash counting each user's sockets. A process that dies without saying goodbye stops renewing its heartbeat
 * key; the next process to notice removes its sockets, and their users leave if they have no other socket.
 */
export class RedisPresence implements PresenceStore {
  readonly #timer: NodeJS.Timeout

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly node: string,
    /** Told about users who left because their process went away, so their channel hears member_removed. */
    private readonly onMemberGone: (channel: string, userId: string) => void,
    onError: (err: unknown) => void,
  ) {
    this.#timer = setInterval(() => this.heartbeat().catch(onError), NODE_HEARTBEAT_MS)
    this.#timer.unref()
  }

  #sockets = (channel: string) => `${this.prefix}:presence:${channel}`
  #counts = (channel: string) => `${this.prefix}:presence-users:${channel}`
  #nodeKey = (node: string) => `${this.prefix}:node:${node}`
  #nodeChannels = (node: string) => `${this.prefix}:node-channels:${node}`
  get #nodes() {
    return `${this.prefix}:nodes`
  }

  async start() {
    await this.heartbeat()
  }

  /** Renews this process's heartbeat and cleans up after processes whose heartbeat expired. */
  async heartbeat() {
    await this.redis
      .multi()
      .set(this.#nodeKey(this.node), '1', 'PX', NODE_EXPIRY_MS)
      .sadd(this.#nodes, this.node)
      .exec()
    for (const node of await this.redis.smembers(this.#nodes)) {
      if (node === this.node || (await this.redis.exists(this.#nodeKey(node)))) continue
      // Only the process that removes it from the set cleans up, so its users leave once.
      if ((await this.redis.srem(this.#nodes, node)) === 1) await this.removeNode(node)
    }
  }

  async removeNode(node: string) {
    for (const channel of await this.redis.smembers(this.#nodeChannels(node))) {
      const sockets = await this.redis.hgetall(this.#sockets(channel))
      for (const [field, value] of Object.entries(sockets)) {
        if (!field.startsWith(`${node}|`)) continue
        const { user_id } = JSON.parse(value) as Member
        const left = await this.redis.eval(
          LEAVE,
          2,
          this.#sockets(channel),
          this.#counts(channel),
          field,
          user_id,
        )
        if (left === 0) this.onMemberGone(channel, user_id)
      }
    }
    await this.redis.del(this.#nodeChannels(node))
  }

  async join(channel: string, socketId: string, member: Member) {
    const keys = [this.#sockets(channel), this.#counts(channel), this.#nodeChannels(this.node)]
    const field = `${this.node}|${socketId}`
    const count = await this.redis.eval(
      JOIN,
      3,
      ...keys,
      field,
      JSON.stringify(member),
      member.user_id,
      channel,
    )
    return { first: count === 1, members: await this.members(channel) }
  }

  async leave(channel: string, socketId: string, userId: string) {
    const field = `${this.node}|${socketId}`
    const left = await this.redis.eval(LEAVE, 2, this.#sockets(channel), this.#counts(channel), field, userId)
    return { last: left === 0 }
  }

  async members(channel: string) {
    const sockets = await this.redis.hgetall(this.#sockets(channel))
    return unique(Object.values(sockets).map((value) => JSON.parse(value) as Member))
  }

  async stopHeartbeat() {
    clearInterval(this.#timer)
  }

  /** Stops the heartbeat and forgets this process; its sockets have already left one by one. */
  async close() {
    await this.stopHeartbeat()
    await this.redis
      .multi()
      .del(this.#nodeKey(this.node))
      .srem(this.#nodes, this.node)
      .del(this.#nodeChannels(this.node))
      .exec()
  }
}
