import { stockCountRoutes as routes, type StockCountInput, type StockCountLinesInput } from '@sms/contract'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api/api.ts'
import { searchQuery } from '../../../lib/api/api-client.ts'
import { stockKeys } from './stock-keys.ts'

export function useCountList(query: string) {
  return useQuery({
    queryKey: [...stockKeys.counts, 'list', query],
    queryFn: ({ signal }) => api.call(routes.list, { query: searchQuery(query), signal }),
    placeholderData: keepPreviousData,
  })
}

export function useCount(id: number) {
  return useQuery({
    queryKey: [...stockKeys.counts, 'record', id],
    queryFn: async ({ signal }) => (await api.call(routes.get, { params: { id }, signal })).data,
    enabled: Number.isInteger(id) && id > 0,
  })
}

function useStockInvalidation() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: stockKeys.all })
}

/** Starts a count (the snapshot); the key is made once per form. */
export function useStartCount() {
  const invalidate = useStockInvalidation()
  return useMutation({
    mutationFn: async ({ body, key }: { body: StockCountInput; key: string }) =>
      (await api.call(routes.create, { body, headers: { 'Idempotency-Key': key } })).data,
    onSuccess: invalidate,
  })
}

/** Saves counted quantities (replacing earlier ones of the same product and lot). */
export function useSaveCountLines(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ body, key }: { body: StockCountLinesInput; key: string }) =>
      (await api.call(routes.lines, { params: { id }, body, headers: { 'Idempotency-Key': key } })).data,
    onSuccess: (count) => queryClient.setQueryData([...stockKeys.counts, 'record', id], count),
  })
}

/** post (books the differences) or cancel. */
export function useCountStep(id: number) {
  const invalidate = useStockInvalidation()
  return useMutation({
    mutationFn: async ({ step, key }: { step: 'post' | 'cancel'; key: string }) =>
      (await api.call(routes[step], { params: { id }, headers: { 'Idempotency-Key': key } })).data,
    onSuccess: invalidate,
  })
}
