import { auditLogsResource, type LiveEventName } from '@sms/contract'
import { resourceKeys } from '../../components/resource/resource-api.ts'
import { orderKeys } from '../../features/orders/api/order-keys.ts'
import { stockKeys } from '../../features/stock/api/stock-keys.ts'
import { invalidates, onLiveEvent } from '../../lib/live/live-handlers.ts'
import {
  applyAppearance,
  applyExchangeRate,
  applyNotificationCreated,
  applyNotificationsRead,
} from '../../lib/live/live-keys.ts'
import { reportKeys } from '../../lib/reports/report-api.ts'

/** Every stock document's event: on hand, the ledger, low and expired stock and the documents' own pages. */
const STOCK_EVENTS = [
  'stock.changed',
  'stock-adjustment.changed',
  'stock-transfer.changed',
  'stock-count.changed',
  'purchase-order.changed',
  'stock-receipt.created',
] as const satisfies readonly LiveEventName[]

/** Every order event (created, approved, stage changed, paid, returned, cancelled, invoiced) on `private-orders.{store}`. */
const ORDER_EVENTS = ['order.created', 'order.changed'] as const satisfies readonly LiveEventName[]

/**
 * What each server event makes stale or replaces. The server publishes after its transaction commits (decision
 * 0018), so a refetch always sees the change; after a reconnect every query refetches (live-client.ts).
 */
export function registerLiveEvents() {
  // Every stock screen keeps its data under `stockKeys.all`, so one key covers the lists and pages in view.
  const stock = invalidates(stockKeys.all, resourceKeys.all(auditLogsResource), reportKeys.all)
  return [
    ...STOCK_EVENTS.map((event) => onLiveEvent(event, stock)),
    // A sale or a return moves stock and the dashboard's and reports' figures: those screens reload.
    ...ORDER_EVENTS.map((event) =>
      onLiveEvent(event, invalidates(orderKeys.all, stockKeys.all, reportKeys.all)),
    ),
    onLiveEvent('settings.updated', (data, { queryClient }) => {
      void applyAppearance(queryClient, data)
    }),
    onLiveEvent('exchange-rate.updated', (data, { queryClient }) => {
      void applyExchangeRate(queryClient, data)
    }),
    onLiveEvent('notification.created', (_data, { queryClient }) => {
      void applyNotificationCreated(queryClient)
    }),
    onLiveEvent('notification.read', (_data, { queryClient }) => {
      void applyNotificationsRead(queryClient)
    }),
  ]
}
