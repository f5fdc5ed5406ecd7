import { stockAdjustmentRoutes as routes, type StockAdjustmentInput } from '@sms/contract'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api/api.ts'
import { searchQuery } from '../../../lib/api/api-client.ts'
import { stockKeys } from './stock-keys.ts'

export function useAdjustmentList(query: string) {
  return useQuery({
    queryKey: [...stockKeys.adjustments, 'list', query],
    queryFn: ({ signal }) => api.call(routes.list, { query: searchQuery(query), signal }),
    placeholderData: keepPreviousData,
  })
}

export function useAdjustment(id: number) {
  return useQuery({
    queryKey: [...stockKeys.adjustments, 'record', id],
    queryFn: async ({ signal }) => (await api.call(routes.get, { params: { id }, signal })).data,
    enabled: Number.isInteger(id) && id > 0,
  })
}

/** Writing an adjustment may move stock: on-hand lists and ledgers are refreshed with the adjustments. */
function useStockInvalidation() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: stockKeys.all })
}

/**
 * Creates an adjustment. The key is made once per form, so a retry after a lost answer (a click again, a
 * flaky connection) returns the adjustment already made instead of making a second one.
 */
export function useCreateAdjustment() {
  const invalidate = useStockInvalidation()
  return useMutation({
    mutationFn: async ({ body, key }: { body: StockAdjustmentInput; key: string }) =>
      (await api.call(routes.create, { body, headers: { 'Idempotency-Key': key } })).data,
    onSuccess: invalidate,
  })
}

export function useDecideAdjustment(id: number) {
  const invalidate = useStockInvalidation()
  return useMutation({
    mutationFn: async (decision: 'approve' | 'reject') =>
      (await api.call(routes[decision], { params: { id } })).data,
    onSuccess: invalidate,
  })
}
