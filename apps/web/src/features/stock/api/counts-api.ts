import {
  listResponseSchema,
  recordResponseSchema,
  type StockCountInput,
  type StockCountLinesInput,
  stockCountSchema,
  stockCountSummarySchema,
} from '@sms/contract'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api/api.ts'
import { stockKeys } from './stock-keys.ts'

const one = recordResponseSchema(stockCountSchema)

export function useCountList(query: string) {
  return useQuery({
    queryKey: [...stockKeys.counts, 'list', query],
    queryFn: ({ signal }) =>
      api.get(`/stock-counts?${query}`, listResponseSchema(stockCountSummarySchema), { signal }),
    placeholderData: keepPreviousData,
  })
}

export function useCount(id: number) {
  return useQuery({
    queryKey: [...stockKeys.counts, 'record', id],
    queryFn: async ({ signal }) => (await api.get(`/stock-counts/${id}`, one, { signal })).data,
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
      (await api.post('/stock-counts', one, { body, headers: { 'Idempotency-Key': key } })).data,
    onSuccess: invalidate,
  })
}

/** Saves counted quantities (replacing earlier ones of the same product and lot). */
export function useSaveCountLines(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ body, key }: { body: StockCountLinesInput; key: string }) =>
      (await api.post(`/stock-counts/${id}/lines`, one, { body, headers: { 'Idempotency-Key': key } })).data,
    onSuccess: (count) => queryClient.setQueryData([...stockKeys.counts, 'record', id], count),
  })
}

/** post (books the differences) or cancel. */
export function useCountStep(id: number) {
  const invalidate = useStockInvalidation()
  return useMutation({
    mutationFn: async ({ step, key }: { step: 'post' | 'cancel'; key: string }) =>
      (await api.post(`/stock-counts/${id}/${step}`, one, { headers: { 'Idempotency-Key': key } })).data,
    onSuccess: invalidate,
  })
}
