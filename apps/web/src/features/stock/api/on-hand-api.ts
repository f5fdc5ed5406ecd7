import { stockRoutes } from '@sms/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api/api.ts'
import { searchQuery } from '../../../lib/api/api-client.ts'
import { stockKeys } from './stock-keys.ts'

/** `GET /api/stocks` with the list convention's query. */
export function useOnHand(query: string, enabled = true) {
  return useQuery({
    queryKey: [...stockKeys.onHand, query],
    queryFn: ({ signal }) => api.call(stockRoutes.list, { query: searchQuery(query), signal }),
    placeholderData: keepPreviousData,
    enabled,
  })
}

/** `GET /api/stock-movements` with the list convention's query. */
export function useMovements(query: string, enabled = true) {
  return useQuery({
    queryKey: [...stockKeys.movements, query],
    queryFn: ({ signal }) => api.call(stockRoutes.movements, { query: searchQuery(query), signal }),
    placeholderData: keepPreviousData,
    enabled,
  })
}
