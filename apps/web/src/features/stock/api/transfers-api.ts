import {
  stockTransferRoutes as routes,
  type StockTransferInput,
  type StockTransferReceiveInput,
} from '@sms/contract'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api/api.ts'
import { searchQuery } from '../../../lib/api/api-client.ts'
import { stockKeys } from './stock-keys.ts'

export function useTransferList(query: string) {
  return useQuery({
    queryKey: [...stockKeys.transfers, 'list', query],
    queryFn: ({ signal }) => api.call(routes.list, { query: searchQuery(query), signal }),
    placeholderData: keepPreviousData,
  })
}

export function useTransfer(id: number) {
  return useQuery({
    queryKey: [...stockKeys.transfers, 'record', id],
    queryFn: async ({ signal }) => (await api.call(routes.get, { params: { id }, signal })).data,
    enabled: Number.isInteger(id) && id > 0,
  })
}

/** A dispatch or receipt moves stock: on-hand lists, ledgers and transfers are all refreshed. */
function useStockInvalidation() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: stockKeys.all })
}

/** Creates a transfer; the key is made once per form, so a retry cannot make a second transfer. */
export function useCreateTransfer() {
  const invalidate = useStockInvalidation()
  return useMutation({
    mutationFn: async ({ body, key }: { body: StockTransferInput; key: string }) =>
      (await api.call(routes.create, { body, headers: { 'Idempotency-Key': key } })).data,
    onSuccess: invalidate,
  })
}

/**
 * approve, dispatch or cancel. Each click gets its own key, kept while it is retried: a double click or a
 * retry after a lost answer dispatches once.
 */
export function useTransferStep(id: number) {
  const invalidate = useStockInvalidation()
  return useMutation({
    mutationFn: async ({ step, key }: { step: 'approve' | 'dispatch' | 'cancel'; key: string }) =>
      (await api.call(routes[step], { params: { id }, headers: { 'Idempotency-Key': key } })).data,
    onSuccess: invalidate,
  })
}

export function useReceiveTransfer(id: number) {
  const invalidate = useStockInvalidation()
  return useMutation({
    mutationFn: async ({ body, key }: { body: StockTransferReceiveInput; key: string }) =>
      (await api.call(routes.receive, { params: { id }, body, headers: { 'Idempotency-Key': key } })).data,
    onSuccess: invalidate,
  })
}
