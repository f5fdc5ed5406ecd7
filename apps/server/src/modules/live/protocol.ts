/** Pusher protocol 7 pieces the server sends: close codes, message encoding, channel kinds. */

/** Pusher's error codes. 4000–4099: do not reconnect; 4100–4199: reconnect later; 4200–4299: reconnect now. */
export const PUSHER_CODES = {
  unknownApp: 4001,
  unsupportedProtocol: 4007,
  noProtocol: 4008,
  unauthorized: 4009,
  overCapacity: 4100,
  reconnect: 4200,
  pongTimeout: 4201,
  clientEventRateLimit: 4301,
} as const

/** Protocol versions whose messages this server speaks (pusher-js 8 sends 7). */
export const SUPPORTED_PROTOCOLS = new Set(['5', '6', '7'])

/** Something sent to every subscriber of a channel (but `except`), on this process and the others. */
export type Broadcast = {
  channel: string
  event: string
  /** Already JSON text, as Pusher carries event data. */
  data: string
  /** The socket that caused it (a client event, or the HTTP API's `socket_id`), which does not get it back. */
  except?: string
  /** On presence channels, who sent a client event. */
  userId?: string
}

/**
 * What processes tell each other besides broadcasts: which user and session authorised channels on a socket
 * (whichever process answered the authorisation), and which user's sockets to check for ended sessions.
 */
export type LiveControl =
  | { control: 'bind'; socketId: string; userId: number; sessionId: string }
  | { control: 'recheck'; userId: number }

/** Everything the fan-out carries between processes. */
export type FanoutMessage = Broadcast | LiveControl

/** A server message; `data` objects become JSON text as Pusher sends them (pusher:error keeps an object). */
export function encode(event: string, data?: unknown, channel?: string) {
  const text = data === undefined || typeof data === 'string' ? data : JSON.stringify(data)
  return JSON.stringify({
    event,
    ...(channel !== undefined && { channel }),
    ...(text !== undefined && { data: text }),
  })
}

export const encodeBroadcast = (message: Broadcast) =>
  JSON.stringify({
    event: message.event,
    channel: message.channel,
    data: message.data,
    ...(message.userId !== undefined && { user_id: message.userId }),
  })

export const encodeError = (code: number | null, message: string) =>
  JSON.stringify({ event: 'pusher:error', data: { code, message } })

export type ChannelKind = 'public' | 'private' | 'presence' | 'user'

/** Pusher's channel-name rule: letters, digits and `_-=@,.;`, at most 164 characters. */
const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,164}$/
/** The channel pusher-js subscribes to after `signin()`: events for one user on every socket. */
export const SERVER_TO_USER_PREFIX = '#server-to-user-'

/** A channel's kind from its name; null for a name Pusher refuses or encrypted channels (not offered). */
export function channelKind(name: string): ChannelKind | null {
  if (name.startsWith(SERVER_TO_USER_PREFIX)) {
    return CHANNEL_NAME.test(name.slice(SERVER_TO_USER_PREFIX.length)) ? 'user' : null
  }
  if (!CHANNEL_NAME.test(name)) return null
  if (name.startsWith('private-encrypted-')) return null
  if (name.startsWith('private-')) return 'private'
  if (name.startsWith('presence-')) return 'presence'
  return 'public'
}
