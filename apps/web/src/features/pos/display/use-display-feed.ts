import type { CashRounding } from '@sms/contract'
import { useEffect, useMemo, useRef } from 'react'
import { onLiveEvent } from '../../../lib/live/live-handlers.ts'
import { sendTillDisplay } from '../api/pos-api.ts'
import type { CartTotals } from '../cart/cart-math.ts'
import { readTill } from '../offline/till-device.ts'
import type { ReceiptData } from '../receipt/receipt-data.ts'
import type { TillDraft } from '../screens/till-draft.tsx'
import { openTillSide } from './display-channel.ts'
import { type DisplayState, displayStateOf, forTablet } from './display-state.ts'
import { useKhqrOnScreen } from './khqr-on-screen.ts'
import { throttledSender } from './throttled-sender.ts'

/** A tablet hears of the sale at most about three times a second. */
const TABLET_GAP_MS = 300
const REGISTRATION_RETRY_MS = 10_000

/**
 * The till's side of the customer display (decision 0042): the display state of the sale in progress, said on
 * every change on the same-machine channel (answered to every display that opens there too), and sent to the
 * server for a tablet following this till, once the device is a registered till of the store.
 */
export function useDisplayFeed(feed: {
  draft: TillDraft
  totals: CartTotals | null
  rate: number | null
  rounding: CashRounding | null
  done: ReceiptData | null
  storeId: number | null
}) {
  const { totals, rate, rounding, done, storeId } = feed
  const { cart, tenders, changeMode, paying } = feed.draft
  const khqr = useKhqrOnScreen()
  const state = useMemo(
    () =>
      totals && rate !== null && rounding
        ? displayStateOf({ cart, tenders, changeMode, paying, totals, rate, rounding, done, khqr })
        : null,
    [cart, tenders, changeMode, paying, totals, rate, rounding, done, khqr],
  )
  const latest = useRef<DisplayState | null>(state)
  latest.current = state
  const channel = useRef<ReturnType<typeof openTillSide> | null>(null)
  const tablet = useRef<ReturnType<typeof throttledSender<DisplayState>> | null>(null)
  // The till redraws far more often than the sale changes (its rounding is a new object each time): only a
  // different state is sent.
  const sent = useRef('')

  useEffect(() => {
    // Browsers without BroadcastChannel simply have no same-machine display; the till sells as before.
    if (typeof BroadcastChannel === 'undefined') return
    const side = openTillSide(() => latest.current)
    channel.current = side
    return () => {
      channel.current = null
      side.close()
    }
  }, [])
  useEffect(() => {
    if (storeId === null) return
    let stopped = false
    let retry: ReturnType<typeof setTimeout> | undefined
    let stopHearing: (() => void) | undefined
    // A device registers as the store's till on its first visit (use-till-setup): until then, look again.
    const connect = () =>
      void readTill(storeId)
        .then((till) => {
          if (stopped) return
          if (!till) {
            retry = setTimeout(connect, REGISTRATION_RETRY_MS)
            return
          }
          const send = (next: DisplayState) => sendTillDisplay(till.id, forTablet(next))
          tablet.current = throttledSender(send, TABLET_GAP_MS)
          if (latest.current) tablet.current.push(latest.current)
          // A tablet that joins mid-sale asks, on the store's channel, for the sale as it is now: it is sent
          // again, unchanged or not.
          stopHearing = onLiveEvent('till-display.requested', (data) => {
            if (data.till_id === till.id && latest.current) tablet.current?.push(latest.current)
          })
        })
        .catch(() => undefined)
    connect()
    return () => {
      stopped = true
      clearTimeout(retry)
      stopHearing?.()
      tablet.current?.stop()
      tablet.current = null
    }
  }, [storeId])
  useEffect(() => {
    const text = JSON.stringify(state)
    if (!state || text === sent.current) return
    sent.current = text
    channel.current?.say(state)
    tablet.current?.push(state)
  }, [state])
}
