import { type ExchangeRateInput, exchangeRateRoutes, type NbcImportInput } from '@sms/contract'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api/api.ts'
import { LIVE_KEYS } from '../../../lib/live/live-keys.ts'

export function useRateHistory(page: number, perPage: number, enabled = true) {
  return useQuery({
    queryKey: [...LIVE_KEYS.exchangeRates, page, perPage],
    queryFn: ({ signal }) =>
      api.call(exchangeRateRoutes.list, { query: { page, per_page: perPage }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  })
}

/** `POST /api/exchange-rates` with the action's Idempotency-Key: a repeated click or retry sets the rate once. */
export function useSetRate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ body, key }: { body: ExchangeRateInput; key: string }) =>
      api.call(exchangeRateRoutes.create, { body, headers: { 'Idempotency-Key': key } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: LIVE_KEYS.exchangeRate }),
        queryClient.invalidateQueries({ queryKey: LIVE_KEYS.exchangeRates }),
      ]),
  })
}

/**
 * The NBC's daily figures into the history (decision 0039): the feed's text pasted or read from a file, or
 * (`xml` absent) fetched by the server from the address in the settings. One Idempotency-Key per action.
 */
export function useImportNbcRate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ body, key }: { body: NbcImportInput | null; key: string }) => {
      const headers = { 'Idempotency-Key': key }
      return body
        ? api.call(exchangeRateRoutes.importNbc, { body, headers })
        : api.call(exchangeRateRoutes.fetchNbc, { headers })
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: LIVE_KEYS.exchangeRate }),
        queryClient.invalidateQueries({ queryKey: LIVE_KEYS.exchangeRates }),
      ]),
  })
}
