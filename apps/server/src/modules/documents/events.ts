import type {
  AdjustmentStatus,
  CountStatus,
  CurrentExchangeRate,
  DisplayState,
  Notification,
  OrderChangedEvent,
  PublicSettings,
  PurchaseOrderStatus,
  TransferStatus,
} from '@sms/contract'

/** What documents announce after their commit; the live layer turns these into channel messages. */
export type DocumentEvent =
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
  /** A notification row was written for one user (low stock, expiry, …); the live layer pushes it. */
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
  /**
   * Some sessions of a user may have ended (signed out, a stolen refresh token, a password change, the user
   * edited, disabled or deleted): the live layer closes the sockets those sessions authorised. Not broadcast.
   */
  | { type: 'sessions.ended'; user_id: number }
  /** What a till's customer display shows now, for a tablet following that till (decision 0042). Kept nowhere. */
  | ({ type: 'till-display.updated'; till_id: number; store_id: number } & DisplayState)
  /** A display joined the till's channel and asks for what it shows now; the till answers with an update. */
  | { type: 'till-display.requested'; till_id: number; store_id: number }

export type EventListener = (event: DocumentEvent) => void

/**
 * A tiny in-process bus. Listeners run after the response's transaction committed; one that throws is
 * reported and never affects the writer or the other listeners.
 */
export class EventBus {
  readonly #listeners = new Set<EventListener>()

  constructor(private readonly onListenerError: (err: unknown) => void = () => {}) {}

  /** Returns the function that unsubscribes. */
  subscribe(listener: EventListener) {
    this.#listeners.add(listener)
    return () => {
      this.#listeners.delete(listener)
    }
  }

  publish(events: readonly DocumentEvent[]) {
    for (const event of events) {
      for (const listener of this.#listeners) {
        try {
          listener(event)
        } catch (err) {
          this.onListenerError(err)
        }
      }
    }
  }
}
