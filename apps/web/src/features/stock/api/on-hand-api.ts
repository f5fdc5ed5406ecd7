import { listResponseSchema, stockMovementSchema, stockSchema } from '@sms/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api/api.ts'
import { stockKeys } from './stock-keys.ts'

/** `GET /api/stocks` with the list convention's query. */
export function useOnHand(query: string, enabled = true) {
  return useQuery({
    queryKey: [...stockKeys.onHand, query],
    queryFn: ({ signal }) => api.get(`/stocks?${query}`, listResponseSchema(stockSchema), { signal }),
    placeholderData: keepPreviousData,
    enabled,
  })
}

/** `GET /api/stock-movements` with the list convention's query. */
export function useMovements(query: string, enabled = true) {
  return useQuery({
    queryKey: [...stockKeys.movements, query],
    queryFn: ({ signal }) =>
      api.get(`/stock-movements?${query}`, listResponseSchema(stockMovementSchema), { signal }),
    placeholderData: keepPreviousData,
    enabled,
  })
}
