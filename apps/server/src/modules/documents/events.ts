import type { LiveEvent } from '@sms/contract'

/**
 * What documents announce after their commit: the contract's live events, which the live layer turns into
 * channel messages as they are, and one of the server's own that never leaves it. An event the contract does not
 * declare is refused by the typecheck.
 */
export type DocumentEvent =
  | LiveEvent
  /**
   * Some sessions of a user may have ended (signed out, a stolen refresh token, a password change, the user
   * edited, disabled or deleted): the live layer closes the sockets those sessions authorised. Not broadcast.
   */
  | { type: 'sessions.ended'; user_id: number }

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
