import { type DisplayState, displayStateSchema, liveChannels } from '@sms/contract'
import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { followChannel } from '../../../lib/live/followed-channels.ts'
import { askTillDisplay } from '../api/pos-api.ts'

/** `?till=12`: the till a tablet's display follows; null on the till's own machine (no parameter). */
export function useFollowedTillId(): number | null {
  const [params] = useSearchParams()
  const id = Number(params.get('till'))
  return Number.isInteger(id) && id > 0 ? id : null
}

/**
 * A tablet's display (decision 0042): the till's states as the server relays them on the till's private
 * channel, which the server lets only users of that till's store join. Checked with the contract's schema. On
 * joining (and on joining again after a lost connection) it asks the till for the sale as it is now, so a tablet
 * switched on mid-sale shows it at once.
 */
export function useFollowedTill(tillId: number | null, onState: (state: DisplayState) => void) {
  useEffect(() => {
    if (tillId === null) return
    return followChannel(
      liveChannels.tillDisplay(tillId),
      (event, data) => {
        if (event !== 'till-display.updated') return
        const parsed = displayStateSchema.safeParse(data)
        if (parsed.success) onState(parsed.data)
      },
      () => void askTillDisplay(tillId).catch(() => undefined),
    )
  }, [tillId, onState])
}
