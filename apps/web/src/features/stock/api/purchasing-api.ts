import {
  type DraftsFromLowStockInput,
  draftsFromLowStockSchema,
  expiredStockSchema,
  listResponseSchema,
  lowStockSchema,
  type PurchaseOrderInput,
  purchaseOrderSchema,
  purchaseOrderSummarySchema,
  type ReceiveInput,
  recordResponseSchema,
  stockAdjustmentSchema,
  stockReceiptSchema,
  thresholdSchema,
  type WriteOffInput,
} from '@sms/contract'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api/api.ts'
import { stockKeys } from './stock-keys.ts'

/** Under `['stock']`, so any document that moved stock refreshes these too. */
const keys = {
  orders: [...stockKeys.all, 'purchase-orders'] as const,
  receipts: [...stockKeys.all, 'receipts'] as const,
  low: [...stockKeys.all, 'low'] as const,
  expired: [...stockKeys.all, 'expired'] as const,
}

const order = recordResponseSchema(purchaseOrderSchema)

export function usePurchaseOrderList(query: string) {
  return useQuery({
    queryKey: [...keys.orders, 'list', query],
    queryFn: ({ signal }) =>
      api.get(`/purchase-orders?${query}`, listResponseSchema(purchaseOrderSummarySchema), { signal }),
    placeholderData: keepPreviousData,
  })
}

export function usePurchaseOrder(id: number) {
  return useQuery({
    queryKey: [...keys.orders, 'record', id],
    queryFn: async ({ signal }) => (await api.get(`/purchase-orders/${id}`, order, { signal })).data,
    enabled: Number.isInteger(id) && id > 0,
  })
}

export function useReceipt(id: number) {
  return useQuery({
    queryKey: [...keys.receipts, id],
    queryFn: async ({ signal }) =>
      (await api.get(`/stock-receipts/${id}`, recordResponseSchema(stockReceiptSchema), { signal })).data,
    enabled: Number.isInteger(id) && id > 0,
  })
}

export function useLowStock(query: string) {
  return useQuery({
    queryKey: [...keys.low, query],
    queryFn: ({ signal }) => api.get(`/stocks/low?${query}`, listResponseSchema(lowStockSchema), { signal }),
    placeholderData: keepPreviousData,
  })
}

export function useExpiredStock(query: string) {
  return useQuery({
    queryKey: [...keys.expired, query],
    queryFn: ({ signal }) =>
      api.get(`/products/expired?${query}`, listResponseSchema(expiredStockSchema), { signal }),
    placeholderData: keepPreviousData,
  })
}

/**
 * A write that may move stock or cost: every stock list and the products (their cost changes on receipt) are
 * read again. Each write carries the Idempotency-Key its form made once, so a retry after a lost answer never
 * writes twice.
 */
function useStockWrite<Body, Answer>(send: (body: Body, key: string) => Promise<Answer>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ body, key }: { body: Body; key: string }) => send(body, key),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: stockKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['resource', 'products'] }),
      ]),
  })
}

const withKey = (key: string) => ({ 'Idempotency-Key': key })

export const useCreatePurchaseOrder = () =>
  useStockWrite(
    async (body: PurchaseOrderInput, key: string) =>
      (await api.post('/purchase-orders', order, { body, headers: withKey(key) })).data,
  )

export const useEditPurchaseOrder = (id: number) =>
  useStockWrite(
    async (body: PurchaseOrderInput, key: string) =>
      (await api.post(`/purchase-orders/${id}/edit`, order, { body, headers: withKey(key) })).data,
  )

/** `order` sends a draft; `cancel` closes an order nothing was received on. */
export const usePurchaseOrderAction = (id: number) =>
  useStockWrite(
    async (action: 'order' | 'cancel', key: string) =>
      (await api.post(`/purchase-orders/${id}/${action}`, order, { headers: withKey(key) })).data,
  )

export const useReceive = (id: number) =>
  useStockWrite(
    async (body: ReceiveInput, key: string) =>
      (await api.post(`/purchase-orders/${id}/receive`, order, { body, headers: withKey(key) })).data,
  )

export const useSetThreshold = () =>
  useStockWrite(
    async (body: { store_id: number; product_id: number; low_stock_threshold: number | null }, key: string) =>
      (
        await api.put(
          `/stocks/${body.store_id}/${body.product_id}/threshold`,
          recordResponseSchema(thresholdSchema),
          { body: { low_stock_threshold: body.low_stock_threshold }, headers: withKey(key) },
        )
      ).data,
  )

export const useDraftsFromLowStock = () =>
  useStockWrite(
    async (body: DraftsFromLowStockInput, key: string) =>
      (
        await api.post(
          '/purchase-orders/drafts-from-low-stock',
          recordResponseSchema(draftsFromLowStockSchema),
          {
            body,
            headers: withKey(key),
          },
        )
      ).data,
  )

export const useWriteOff = () =>
  useStockWrite(
    async (body: WriteOffInput, key: string) =>
      (
        await api.post('/products/expired/write-off', recordResponseSchema(stockAdjustmentSchema), {
          body,
          headers: withKey(key),
        })
      ).data,
  )
