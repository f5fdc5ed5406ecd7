import { liveChannels } from '@sms/contract'
import type { DocumentEvent } from '../documents/events.ts'

type EventOf<T extends DocumentEvent['type']> = Extract<DocumentEvent, { type: T }>
type Routes = { [T in DocumentEvent['type']]: (event: EventOf<T>) => string[] }

const store = (id: number) => liveChannels.store(id)

/**
 * Which channels hear each bus event (the event's type is its name there, the whole event its data). Every
 * event type the bus carries must have a route, and only those (the type says so).
 */
export const EVENT_CHANNELS: Routes = {
  'stock.changed': (event) => [store(event.store_id)],
  'stock-adjustment.changed': (event) => [store(event.store_id)],
  'stock-transfer.changed': (event) => [...new Set([store(event.from_store_id), store(event.to_store_id)])],
  'stock-count.changed': (event) => [store(event.store_id)],
  'purchase-order.changed': (event) => [store(event.store_id)],
  'stock-receipt.created': (event) => [store(event.store_id)],
  'settings.updated': () => [liveChannels.settings],
  'exchange-rate.updated': () => [liveChannels.settings],
  'notification.created': (event) => [liveChannels.user(event.user_id)],
  'notification.read': (event) => [liveChannels.user(event.user_id)],
  'shift.opened': (event) => [store(event.store_id)],
  'shift.closed': (event) => [store(event.store_id)],
  'held-cart.changed': (event) => [store(event.store_id)],
  // Not on the store's channel: its stock keepers may not see takings; the sale's stock moves say stock.changed.
  'order.created': (event) => [liveChannels.orders(event.store_id)],
  'order.changed': (event) => [liveChannels.orders(event.store_id)],
  // Never broadcast: live.ts closes the sockets of the user's sessions that ended.
  'sessions.ended': () => [],
  'till-display.updated': (event) => [liveChannels.tillDisplay(event.till_id)],
  // On the store's channel, which the till already hears: a till that joined one more channel per display
  // would subscribe while its shift dialog opens. The request carries the till's id and nothing else.
  'till-display.requested': (event) => [store(event.store_id)],
}

/**
 * The channels of one event; the table is indexed by the event's own type, so its route takes it. Undefined only
 * for a type the typecheck never saw (a cast), which the live layer logs rather than broadcast by guess.
 */
export const channelsForEvent = <E extends DocumentEvent>(event: E): string[] | undefined =>
  (EVENT_CHANNELS[event.type] as ((event: E) => string[]) | undefined)?.(event)
