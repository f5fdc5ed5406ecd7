import {
  type DraftsFromLowStockInput,
  expiredStockRoutes,
  lowStockRoutes,
  purchaseOrderRoutes as orders,
  type PurchaseOrderInput,
  type ReceiveInput,
  stockReceiptRoutes,
  type ThresholdInput,
  type WriteOffInput,
} from '@sms/contract'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api/api.ts'
import { searchQuery } from '../../../lib/api/api-client.ts'
import { stockKeys } from './stock-keys.ts'

/** Under `['stock']`, so any document that moved stock refreshes these too. */
const keys = {
  orders: [...stockKeys.all, 'purchase-orders'] as const,
  receipts: [...stockKeys.all, 'receipts'] as const,
  low: [...stockKeys.all, 'low'] as const,
  expired: [...stockKeys.all, 'expired'] as const,
}

export function usePurchaseOrderList(query: string) {
  return useQuery({
    queryKey: [...keys.orders, 'list', query],
    queryFn: ({ signal }) => api.call(orders.list, { query: searchQuery(query), signal }),
    placeholderData: keepPreviousData,
  })
}

export function usePurchaseOrder(id: number) {
  return useQuery({
    queryKey: [...keys.orders, 'record', id],
    queryFn: async ({ signal }) => (await api.call(orders.get, { params: { id }, signal })).data,
    enabled: Number.isInteger(id) && id > 0,
  })
}

export function useReceipt(id: number) {
  return useQuery({
    queryKey: [...keys.receipts, id],
    queryFn: async ({ signal }) => (await api.call(stockReceiptRoutes.get, { params: { id }, signal })).data,
    enabled: Number.isInteger(id) && id > 0,
  })
}

export function useLowStock(query: string) {
  return useQuery({
    queryKey: [...keys.low, query],
    queryFn: ({ signal }) => api.call(lowStockRoutes.list, { query: searchQuery(query), signal }),
    placeholderData: keepPreviousData,
  })
}

export function useExpiredStock(query: string) {
  return useQuery({
    queryKey: [...keys.expired, query],
    queryFn: ({ signal }) => api.call(expiredStockRoutes.list, { query: searchQuery(query), signal }),
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
      (await api.call(orders.create, { body, headers: withKey(key) })).data,
  )

export const useEditPurchaseOrder = (id: number) =>
  useStockWrite(
    async (body: PurchaseOrderInput, key: string) =>
      (await api.call(orders.edit, { params: { id }, body, headers: withKey(key) })).data,
  )

/** `order` sends a draft; `cancel` closes an order nothing was received on. */
export const usePurchaseOrderAction = (id: number) =>
  useStockWrite(
    async (action: 'order' | 'cancel', key: string) =>
      (await api.call(orders[action], { params: { id }, headers: withKey(key) })).data,
  )

export const useReceive = (id: number) =>
  useStockWrite(
    async (body: ReceiveInput, key: string) =>
      (await api.call(orders.receive, { params: { id }, body, headers: withKey(key) })).data,
  )

/** A product's threshold at one store. */
type ThresholdAt = { store_id: number; product_id: number } & ThresholdInput

export const useSetThreshold = () =>
  useStockWrite(
    async ({ store_id, product_id, ...body }: ThresholdAt, key: string) =>
      (
        await api.call(lowStockRoutes.setThreshold, {
          params: { store_id, product_id },
          body,
          headers: withKey(key),
        })
      ).data,
  )

export const useDraftsFromLowStock = () =>
  useStockWrite(
    async (body: DraftsFromLowStockInput, key: string) =>
      (await api.call(orders.draftsFromLowStock, { body, headers: withKey(key) })).data,
  )

export const useWriteOff = () =>
  useStockWrite(
    async (body: WriteOffInput, key: string) =>
      (await api.call(expiredStockRoutes.writeOff, { body, headers: withKey(key) })).data,
  )
