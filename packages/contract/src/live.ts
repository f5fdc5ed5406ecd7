import { z } from 'zod'
import type { PublicSettings } from './appearance.ts'
import type { DisplayState } from './customer-display.ts'
import type { CurrentExchangeRate } from './exchange-rates.ts'
import type { Notification } from './notifications.ts'
import type { OrderChangedEvent } from './orders.ts'
import type { AdjustmentStatus, CountStatus, PurchaseOrderStatus, TransferStatus } from './stock.ts'

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

/**
 * Every event the server broadcasts on its channels, after the write's transaction committed (decision 0018). On
 * the wire the Pusher event's name is `type` and its data the whole event as JSON. The server's bus publishes
 * only these (and one event of its own that never leaves the server); the web's handlers key off `type`.
 */
export type LiveEvent =
  | {
      type: 'stock.changed'
      store_id: number
      product_id: number
      lot_id: number | null
      on_hand: number
    }
  | { type: 'stock-adjustment.changed'; id: number; store_id: number; status: AdjustmentStatus }
  | { type: 'purchase-order.changed'; id: number; store_id: number; status: PurchaseOrderStatus }
  | { type: 'stock-receipt.created'; id: number; store_id: number; purchase_order_id: number | null }
  | {
      type: 'stock-transfer.changed'
      id: number
      from_store_id: number
      to_store_id: number
      status: TransferStatus
    }
  | { type: 'stock-count.changed'; id: number; store_id: number; status: CountStatus }
  /** The appearance changed: everyone may see it (the sign-in page too). */
  | ({ type: 'settings.updated' } & PublicSettings)
  /** The rate in force, after a new entry. */
  | ({ type: 'exchange-rate.updated' } & CurrentExchangeRate)
  /** A notification row was written for one user (low stock, expiry, …). */
  | ({ type: 'notification.created'; user_id: number } & Notification)
  /** Some of a user's notifications were marked read; their unread count changed. */
  | { type: 'notification.read'; user_id: number }
  /** A till opened or closed at a store: the store's screens update their shift lists and the till's top bar. */
  | { type: 'shift.opened'; id: number; store_id: number; user_id: number }
  | { type: 'shift.closed'; id: number; store_id: number; user_id: number }
  /** A cart was parked or taken back at a store: every till there updates its held count. */
  | { type: 'held-cart.changed'; id: number; store_id: number; action: 'held' | 'discarded'; count: number }
  /** A sale was completed at a till (or an order created): its header, for lists and dashboards. */
  | {
      type: 'order.created'
      id: number
      number: string | null
      store_id: number
      shift_id: number | null
      cashier_id: number | null
      total_usd: number
      total_khr: number
      created_at: string
    }
  /** An order was approved, moved, paid, returned, cancelled or invoiced (decision 0022). */
  | OrderChangedEvent
  /** What a till's customer display shows now, for a tablet following that till (decision 0042). Kept nowhere. */
  | ({ type: 'till-display.updated'; till_id: number; store_id: number } & DisplayState)
  /** A display joined the till's channel and asks for what it shows now; the till answers with an update. */
  | { type: 'till-display.requested'; till_id: number; store_id: number }

/** A live event's name: the Pusher event the web binds. */
export type LiveEventName = LiveEvent['type']
/** The event of one name, as its handler receives it. */
export type LiveEventOf<N extends LiveEventName> = Extract<LiveEvent, { type: N }>

/** Every name, once (the typecheck refuses a missing or unknown one): what the web checks a wire name against. */
const LIVE_EVENT_NAMES = {
  'stock.changed': true,
  'stock-adjustment.changed': true,
  'purchase-order.changed': true,
  'stock-receipt.created': true,
  'stock-transfer.changed': true,
  'stock-count.changed': true,
  'settings.updated': true,
  'exchange-rate.updated': true,
  'notification.created': true,
  'notification.read': true,
  'shift.opened': true,
  'shift.closed': true,
  'held-cart.changed': true,
  'order.created': true,
  'order.changed': true,
  'till-display.updated': true,
  'till-display.requested': true,
} as const satisfies Record<LiveEventName, true>

/** Whether a name heard on a channel is one of the server's events (not `pusher:…`, a whisper or a stranger). */
export const isLiveEventName = (name: string): name is LiveEventName => Object.hasOwn(LIVE_EVENT_NAMES, name)
