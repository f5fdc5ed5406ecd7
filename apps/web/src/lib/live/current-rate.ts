import { exchangeRateRoutes } from '@sms/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../api/api.ts'
import { LIVE_KEYS } from './live-keys.ts'

/**
 * Today's riel rate, for the menubar and the till. A new rate arrives through the live layer
 * (`exchange-rate.updated`); without it the rate is asked for again every few minutes.
 */
export function useCurrentRate(enabled = true) {
  return useQuery({
    queryKey: LIVE_KEYS.exchangeRate,
    queryFn: async ({ signal }) => (await api.call(exchangeRateRoutes.current, { signal })).data,
    refetchInterval: 5 * 60 * 1000,
    enabled,
  })
}
