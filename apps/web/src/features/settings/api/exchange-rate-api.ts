import {
  type ExchangeRateInput,
  exchangeRateSchema,
  listResponseSchema,
  type NbcImportInput,
  nbcImportResultSchema,
  recordResponseSchema,
} from '@sms/contract'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api/api.ts'
import { LIVE_KEYS } from '../../../lib/live/live-keys.ts'

const historyAnswer = listResponseSchema(exchangeRateSchema)

export function useRateHistory(page: number, perPage: number, enabled = true) {
  const query = `page=${page}&per_page=${perPage}`
  return useQuery({
    queryKey: [...LIVE_KEYS.exchangeRates, query],
    queryFn: ({ signal }) => api.get(`/exchange-rates?${query}`, historyAnswer, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  })
}

/** `POST /api/exchange-rates` with the action's Idempotency-Key: a repeated click or retry sets the rate once. */
export function useSetRate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ body, key }: { body: ExchangeRateInput; key: string }) =>
      api.post('/exchange-rates', recordResponseSchema(exchangeRateSchema), {
        body,
        headers: { 'Idempotency-Key': key },
      }),
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
    mutationFn: ({ body, key }: { body: NbcImportInput | null; key: string }) =>
      api.post(
        body ? '/exchange-rates/nbc' : '/exchange-rates/nbc/fetch',
        recordResponseSchema(nbcImportResultSchema),
        {
          ...(body && { body }),
          headers: { 'Idempotency-Key': key },
        },
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: LIVE_KEYS.exchangeRate }),
        queryClient.invalidateQueries({ queryKey: LIVE_KEYS.exchangeRates }),
      ]),
  })
}
