import { useEffect } from 'react'
import { onLiveEvent } from '../../../lib/live/live-handlers.ts'
import { followStockChange, refreshCatalogue } from './device-catalogue.ts'

/**
 * Price and name changes reach the device within this time; stock follows the live events at once. A delta
 * read of a quiet shop is a few rows, so a short period costs little.
 */
const REFRESH_MS = 2 * 60_000

/** Keeps the device's copy of the store's catalogue fresh while the till is open at that store. */
export function useDeviceCatalogue(storeId: number | null) {
  useEffect(() => {
    if (storeId === null) return
    const refresh = () => void refreshCatalogue(storeId)
    refresh()
    const timer = setInterval(refresh, REFRESH_MS)
    window.addEventListener('online', refresh)
    const stopFollowing = onLiveEvent('stock.changed', (data) => void followStockChange(storeId, data))
    return () => {
      clearInterval(timer)
      window.removeEventListener('online', refresh)
      stopFollowing()
    }
  }, [storeId])
}
