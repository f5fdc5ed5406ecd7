// Channel subscriptions of one process: who is on which channel, the signatures that admit them, presence
// joins and leaves with the announcements they make.
import type { FastifyBaseLogger } from 'fastify'
import { asText, parseJson } from './client-message.ts'
import type { LiveConnection } from './connection.ts'
import type { PusherApp } from './credentials.ts'
import { type Member, MemoryPresence, type PresenceStore } from './presence.ts'
import { type Broadcast, channelKind, encode, PUSHER_CODES, SERVER_TO_USER_PREFIX } from './protocol.ts'
import { channelAuth, sameText } from './signatures.ts'

export class ChannelSubscriptions {
  readonly #channels = new Map<string, Set<LiveConnection>>()
  presence: PresenceStore = new MemoryPresence()

  constructor(
    private readonly app: PusherApp,
    private readonly log: FastifyBaseLogger,
    /** The hub's publish: presence announcements go to every process. */
    private readonly publish: (message: Broadcast) => void,
  ) {}

  /** This process's sockets on the channel, if any. */
  subscribers(channel: string) {
    return this.#channels.get(channel)
  }

  subscriberCount(channel: string) {
    return this.#channels.get(channel)?.size ?? 0
  }

  members(channel: string) {
    return this.presence.members(channel)
  }

  async subscribe(connection: LiveConnection, data: Record<string, unknown>) {
    const channel = asText(data.channel) ?? ''
    const kind = channelKind(channel)
    if (!kind) return connection.sendError(null, `Invalid channel name ${channel.slice(0, 170)}`)
    // Subscribing twice changes nothing; a presence join still under way answers when it is done.
    if (connection.channels.has(channel)) {
      return kind === 'presence' ? undefined : this.#succeeded(connection, channel)
    }
    const auth = asText(data.auth) ?? ''
    const unauthorized = () =>
      connection.sendError(PUSHER_CODES.unauthorized, `Connection is unauthorized for ${channel}`)
    if (kind === 'public') return this.#add(connection, channel, null)
    if (kind === 'user') {
      const isOwn = connection.userId !== null && channel === `${SERVER_TO_USER_PREFIX}${connection.userId}`
      return isOwn ? this.#add(connection, channel, null) : unauthorized()
    }
    if (kind === 'private') {
      return sameText(auth, channelAuth(this.app, connection.id, channel))
        ? this.#add(connection, channel, null)
        : unauthorized()
    }
    const channelData = asText(data.channel_data) ?? ''
    if (!sameText(auth, channelAuth(this.app, connection.id, channel, channelData))) return unauthorized()
    const member = parseJson(channelData) as Record<string, unknown> | undefined
    const userId = member?.user_id
    if (typeof userId !== 'string' && typeof userId !== 'number') {
      return connection.sendError(null, 'channel_data must name a user_id')
    }
    await this.#add(connection, channel, { user_id: String(userId), user_info: member?.user_info })
  }

  async #add(connection: LiveConnection, channel: string, member: Member | null) {
    connection.channels.set(channel, member)
    let first = false
    let members: Member[] = []
    if (member) {
      try {
        ;({ first, members } = await this.presence.join(channel, connection.id, member))
      } catch (err) {
        connection.channels.delete(channel)
        this.log.error({ err }, 'presence join failed')
        return connection.sendError(null, `Could not join ${channel}; try again`)
      }
      // The socket may have gone, or unsubscribed, while we waited: its goodbye ran without this join.
      if (connection.isClosed || connection.channels.get(channel) !== member) {
        await this.presence.leave(channel, connection.id, member.user_id)
        return
      }
    }
    const subscribers = this.#channels.get(channel) ?? new Set()
    this.#channels.set(channel, subscribers)
    subscribers.add(connection)
    this.#succeeded(connection, channel, member ? members : undefined)
    if (member && first) {
      this.publish({
        channel,
        event: 'pusher_internal:member_added',
        data: JSON.stringify(member),
        except: connection.id,
      })
    }
  }

  #succeeded(connection: LiveConnection, channel: string, members?: Member[]) {
    const presence = members && {
      presence: {
        ids: members.map((m) => m.user_id),
        hash: Object.fromEntries(members.map((m) => [m.user_id, m.user_info ?? null])),
        count: members.length,
      },
    }
    connection.send(encode('pusher_internal:subscription_succeeded', presence ?? {}, channel))
  }

  async unsubscribe(connection: LiveConnection, channel: string) {
    if (!connection.channels.has(channel)) return
    const member = connection.channels.get(channel)
    connection.channels.delete(channel)
    const subscribers = this.#channels.get(channel)
    subscribers?.delete(connection)
    if (subscribers?.size === 0) this.#channels.delete(channel)
    if (!member) return
    const { last } = await this.presence.leave(channel, connection.id, member.user_id)
    if (last) {
      this.publish({
        channel,
        event: 'pusher_internal:member_removed',
        data: JSON.stringify({ user_id: member.user_id }),
      })
    }
  }
}
