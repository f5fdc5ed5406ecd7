import { liveChannels } from '@sms/contract'
import type { DocumentEvent } from '../documents/events.ts'

type BusEvent = { type: string } & Record<string, unknown>
type Route = (event: BusEvent) => string[]

const store = (id: unknown) => liveChannels.store(Number(id))

/**
 * Which channels hear each bus event (the event's type is its name there, the whole event its data). Every
 * event type the bus carries must have a route (the type says so); other modules' events are listed here as
 * they arrive, and an event without a route is logged, never broadcast by guess.
 */
export const EVENT_CHANNELS: Record<DocumentEvent['type'], Route> & Record<string, Route> = {
  'stock.changed': (event) => [store(event.store_id)],
  'stock-adjustment.changed': (event) => [store(event.store_id)],
  'stock-transfer.changed': (event) => [...new Set([store(event.from_store_id), store(event.to_store_id)])],
  'stock-count.changed': (event) => [store(event.store_id)],
  'purchase-order.changed': (event) => [store(event.store_id)],
  'stock-receipt.created': (event) => [store(event.store_id)],
  'settings.updated': () => [liveChannels.settings],
  'exchange-rate.updated': () => [liveChannels.settings],
  'notification.created': (event) => [liveChannels.user(Number(event.user_id))],
  'notification.read': (event) => [liveChannels.user(Number(event.user_id))],
  'shift.opened': (event) => [store(event.store_id)],
  'shift.closed': (event) => [store(event.store_id)],
  'held-cart.changed': (event) => [store(event.store_id)],
  // Not on the store's channel: its stock keepers may not see takings; the sale's stock moves say stock.changed.
  // Never broadcast: live.ts closes the sockets of the user's sessions that ended.
  'sessions.ended': () => [],
  'order.created': (event) => [liveChannels.orders(Number(event.store_id))],
  'order.changed': (event) => [liveChannels.orders(Number(event.store_id))],
  'till-display.updated': (event) => [liveChannels.tillDisplay(Number(event.till_id))],
  // On the store's channel, which the till already hears: a till that joined one more channel per display
  // would subscribe while its shift dialog opens. The request carries the till's id and nothing else.
  'till-display.requested': (event) => [store(event.store_id)],
}

export const channelsForEvent = (event: BusEvent) => EVENT_CHANNELS[event.type]?.(event)
