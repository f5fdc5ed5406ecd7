import type { CurrentExchangeRate, PublicSettings } from '@sms/contract'
import type { QueryClient } from '@tanstack/react-query'

/**
 * The query keys of what the settings, the riel rate and the notifications show, and what the live layer calls
 * when an event arrives. Only types are imported here, so anything (the sign-in page included) may use it.
 *
 * Event → function: `settings.updated` → applyAppearance, `exchange-rate.updated` → applyExchangeRate,
 * `notification.created` → applyNotificationCreated, `notification.read` → applyNotificationsRead; after a
 * reconnect, refetchAfterReconnect.
 */
export const LIVE_KEYS = {
  /** `GET /api/settings/public`: the appearance every page is drawn with. */
  appearance: ['settings', 'public'],
  /** `GET /api/settings`: the settings screen. */
  settings: ['settings', 'all'],
  /** `GET /api/exchange-rates/current`: the menubar's rate. */
  exchangeRate: ['exchange-rates', 'current'],
  /** `GET /api/exchange-rates`: the history on the settings screen (followed by its list parameters). */
  exchangeRates: ['exchange-rates', 'history'],
  /** Everything about notifications: the lists and the unread count start with this. */
  notifications: ['notifications'],
  /** `GET /api/notifications` (followed by its list parameters). */
  notificationList: ['notifications', 'list'],
  /** `GET /api/notifications/unread-count`: the bell's badge. */
  unreadCount: ['notifications', 'unread-count'],
} as const

/** The public payload of `settings.updated`, with or without the event's `type`. */
type AppearancePayload = PublicSettings & { type?: string }

const withoutType = <T extends { type?: string }>({ type: _type, ...rest }: T) => rest

/** A new appearance: drawn at once from the payload (no request), and the settings screen reloads. */
export async function applyAppearance(client: QueryClient, appearance?: AppearancePayload): Promise<void> {
  if (appearance) client.setQueryData(LIVE_KEYS.appearance, withoutType(appearance))
  else await client.invalidateQueries({ queryKey: LIVE_KEYS.appearance })
  await client.invalidateQueries({ queryKey: LIVE_KEYS.settings })
}

/** A new rate in force: the menubar shows it at once, the history reloads where it is open. */
export async function applyExchangeRate(
  client: QueryClient,
  rate?: CurrentExchangeRate & { type?: string },
): Promise<void> {
  if (rate) client.setQueryData(LIVE_KEYS.exchangeRate, withoutType(rate))
  else await client.invalidateQueries({ queryKey: LIVE_KEYS.exchangeRate })
  await client.invalidateQueries({ queryKey: LIVE_KEYS.exchangeRates })
}

/** A notification for the signed-in user: the badge and the open list reload. */
export function applyNotificationCreated(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: LIVE_KEYS.notifications })
}

/** Some of the user's notifications were read (maybe in another tab): the badge and the list reload. */
export function applyNotificationsRead(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: LIVE_KEYS.notifications })
}

/** After the live connection came back: whatever may have changed meanwhile is asked for again. */
export async function refetchAfterReconnect(client: QueryClient): Promise<void> {
  await Promise.all(
    [['settings'], ['exchange-rates'], LIVE_KEYS.notifications].map((queryKey) =>
      client.invalidateQueries({ queryKey }),
    ),
  )
}
