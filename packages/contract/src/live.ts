import { z } from 'zod'

/**
 * Live events speak the Pusher Channels protocol 7 (docs/decisions/0018-live-events.md): the server is its own
 * Pusher-compatible broadcaster at `/app/{key}`, so `pusher-js` and `laravel-echo` connect unmodified.
 */

/** Seconds of silence after which either side pings (sent in the handshake; the spec's 120000 ms). */
export const LIVE_ACTIVITY_TIMEOUT_SECONDS = 120
/** The largest message a client may send and the largest event data the HTTP API accepts (Pusher's 10 KB). */
export const LIVE_MAX_PAYLOAD_BYTES = 10_240
/** The broadcasters the web client knows how to talk to (the spec's list). */
export const LIVE_BROADCASTERS = ['pusher', 'reverb'] as const

/** The channels the server publishes on, and who may join them (checked at every authorisation). */
export const liveChannels = {
  /** Public: appearance settings and the riel rate. */
  settings: 'settings',
  /** The orders of one store (sales, changes), for the users of that store who may list orders. */
  orders: (storeId: number) => `private-orders.${storeId}`,
  /** Stock levels, adjustments, transfers and counts of one store, for the users of that store. */
  store: (storeId: number) => `private-store.${storeId}`,
  /** One user's notifications, for that user only. */
  user: (userId: number) => `private-user.${userId}`,
  /** Who is at which till, with name and picture. */
  pos: (storeId: number) => `presence-pos.${storeId}`,
  /** What one till's customer display shows, for the users of that till's store (decision 0042). */
  tillDisplay: (tillId: number) => `private-till-display.${tillId}`,
} as const

/** Pusher's socket id: two numbers joined by a dot. */
export const socketIdSchema = z.string().regex(/^\d{1,20}\.\d{1,20}$/, 'socket_id')
/** Pusher's channel names: letters, digits and `_-=@,.;`, at most 164 characters. */
export const channelNameSchema = z
  .string()
  .max(164)
  .regex(/^#?[A-Za-z0-9_\-=@,.;]+$/, 'channel_name')

/** `POST /broadcasting/auth`, as a form (pusher-js) or JSON (the spec's client). */
export const channelAuthRequestSchema = z.object({
  socket_id: socketIdSchema,
  channel_name: channelNameSchema,
})
export const channelAuthResponseSchema = z.object({
  /** `{key}:{HMAC-SHA256 hex}` over `socket_id:channel_name[:channel_data]`. */
  auth: z.string(),
  /** Presence channels only: the member as the channel's other subscribers see it. */
  channel_data: z.string().optional(),
})

/** `POST /broadcasting/user-auth`, for `pusher.signin()`. */
export const userAuthRequestSchema = z.object({ socket_id: socketIdSchema })
export const userAuthResponseSchema = z.object({ auth: z.string(), user_data: z.string() })

/** A presence member's public face: `user_info` in the channel data. */
export const liveMemberInfoSchema = z.object({ name: z.string(), picture: z.string().nullable() })
export type LiveMemberInfo = z.infer<typeof liveMemberInfoSchema>

/** `GET /api/live`: how the signed-in user's browser connects, and the channels it may join. */
export const liveConfigSchema = z.object({
  /** The client refuses anything but `pusher` or `reverb` ("Unsupported broadcaster"). */
  broadcaster: z.string(),
  /** The app key: the WebSocket is `/app/{key}` on the page's own origin. */
  key: z.string(),
  auth_endpoint: z.string(),
  user_auth_endpoint: z.string(),
  activity_timeout: z.number().int(),
  channels: z.array(z.string()),
})
export type LiveConfig = z.infer<typeof liveConfigSchema>

/** Pusher HTTP API `POST /apps/{app_id}/events`: one event on up to 100 channels. */
export const triggerEventSchema = z
  .object({
    name: z.string().min(1).max(200),
    data: z.string(),
    channels: z.array(channelNameSchema).min(1).max(100).optional(),
    channel: channelNameSchema.optional(),
    socket_id: socketIdSchema.optional(),
    info: z.string().max(200).optional(),
  })
  .refine((event) => Boolean(event.channels) !== Boolean(event.channel), {
    message: 'channels_or_channel',
    path: ['channels'],
  })
/** Pusher HTTP API `POST /apps/{app_id}/batch_events`: up to 10 events, one channel each. */
export const triggerBatchSchema = z.object({
  batch: z
    .array(
      z.object({
        name: z.string().min(1).max(200),
        data: z.string(),
        channel: channelNameSchema,
        socket_id: socketIdSchema.optional(),
        info: z.string().max(200).optional(),
      }),
    )
    .min(1)
    .max(10),
})
