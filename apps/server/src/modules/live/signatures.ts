import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

/** Pusher's signatures: HMAC-SHA256 over a string, hex encoded, with the app secret. */
export const sign = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex')

/** Compares in constant time, so a guessed signature learns nothing from how long the refusal took. */
export function sameText(a: string, b: string) {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/** `{key}:{signature}` for a private (`socket:channel`) or presence (`socket:channel:data`) subscription. */
export function channelAuth(
  app: { key: string; secret: string },
  socketId: string,
  channel: string,
  data?: string,
) {
  const text = data === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${data}`
  return `${app.key}:${sign(app.secret, text)}`
}

/** `{key}:{signature}` over `socket::user::user_data`, for `pusher:signin`. */
export const userAuth = (app: { key: string; secret: string }, socketId: string, userData: string) =>
  `${app.key}:${sign(app.secret, `${socketId}::user::${userData}`)}`

export const md5 = (text: string) => createHash('md5').update(text).digest('hex')

/**
 * What a Pusher HTTP API call signs: the method, the path and the query without `auth_signature`, its keys
 * lower-cased and sorted, `key=value` joined by `&` (values as sent, not re-encoded).
 */
export function requestSigningText(method: string, path: string, query: Record<string, string>) {
  const pairs = Object.entries(query)
    .filter(([key]) => key !== 'auth_signature')
    .map(([key, value]) => [key.toLowerCase(), value] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
  return `${method.toUpperCase()}\n${path}\n${pairs.join('&')}`
}
