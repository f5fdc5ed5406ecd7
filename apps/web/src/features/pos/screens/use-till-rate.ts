import { useEffect, useState } from 'react'
import { useCurrentRate } from '../../../lib/live/current-rate.ts'
import { readValue, writeValue } from '../offline/till-state-db.ts'

const KEPT_RATE = 'rate'

/**
 * Today's riel rate for the till: the server's, kept on the device as it arrives, so a till opened with the
 * server away still sells at the last rate it knew (an offline sale records the rate it used).
 */
export function useTillRate(): number | null {
  const rate = useCurrentRate()
  const live = rate.data?.rate ?? null
  const [kept, setKept] = useState<number | null>(null)
  useEffect(() => {
    if (live !== null) void writeValue(KEPT_RATE, live).catch(() => undefined)
    else
      void readValue<number>(KEPT_RATE).then(
        (value) => setKept(value ?? null),
        () => undefined,
      )
  }, [live])
  return live ?? kept
}
