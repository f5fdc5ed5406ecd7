import type { AdjustmentStatus } from '@sms/contract'

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
