import {
  currentExchangeRateSchema,
  type ExchangeRateInput,
  exchangeRateSchema,
  listResponseSchema,
  recordResponseSchema,
} from '@sms/contract'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api/api.ts'
import { LIVE_KEYS } from '../live-keys.ts'

const currentAnswer = recordResponseSchema(currentExchangeRateSchema)
const historyAnswer = listResponseSchema(exchangeRateSchema)

/** Today's rate for the menubar. Without the live layer it is asked for again every few minutes. */
export function useCurrentRate(enabled = true) {
  return useQuery({
    queryKey: LIVE_KEYS.exchangeRate,
    queryFn: async ({ signal }) => (await api.get('/exchange-rates/current', currentAnswer, { signal })).data,
    refetchInterval: 5 * 60 * 1000,
    enabled,
  })
}

export function useRateHistory(page: number, perPage: number, enabled = true) {
  const query = `page=${page}&per_page=${perPage}`
  return useQuery({
    queryKey: [...LIVE_KEYS.exchangeRates, query],
    queryFn: ({ signal }) => api.get(`/exchange-rates?${query}`, historyAnswer, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  })
}

export function useSetRate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ExchangeRateInput) =>
      api.post('/exchange-rates', recordResponseSchema(exchangeRateSchema), { body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: LIVE_KEYS.exchangeRate }),
        queryClient.invalidateQueries({ queryKey: LIVE_KEYS.exchangeRates }),
      ]),
  })
}
