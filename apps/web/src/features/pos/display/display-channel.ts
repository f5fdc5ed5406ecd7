import type { DisplayState } from './display-state.ts'

/**
 * The same-machine link between the till and its customer display (decision 0042): a BroadcastChannel, so it
 * works with the server away. The till says its state on every change; a display that opens asks for it
 * (`hello`) and the till answers at once, so a display opened mid-sale shows the sale straight away.
 */
export const DISPLAY_CHANNEL = 'sms-customer-display'

type DisplayMessage = { kind: 'state'; state: DisplayState } | { kind: 'hello' }

const isMessage = (data: unknown): data is DisplayMessage =>
  typeof data === 'object' &&
  data !== null &&
  ((data as DisplayMessage).kind === 'hello' ||
    ((data as DisplayMessage).kind === 'state' && typeof (data as { state?: unknown }).state === 'object'))

/** The till's side: `say` sends a state; `current` is answered to every display that says hello. */
export function openTillSide(current: () => DisplayState | null) {
  const channel = new BroadcastChannel(DISPLAY_CHANNEL)
  const say = (state: DisplayState) => channel.postMessage({ kind: 'state', state } satisfies DisplayMessage)
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const state = current()
    if (isMessage(event.data) && event.data.kind === 'hello' && state) say(state)
  }
  return { say, close: () => channel.close() }
}

/** The display's side: hears every state the till says, and asks for the current one when it opens. */
export function openDisplaySide(onState: (state: DisplayState) => void) {
  const channel = new BroadcastChannel(DISPLAY_CHANNEL)
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (isMessage(event.data) && event.data.kind === 'state') onState(event.data.state)
  }
  channel.postMessage({ kind: 'hello' } satisfies DisplayMessage)
  return () => channel.close()
}
