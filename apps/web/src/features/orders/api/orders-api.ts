import {
  customerSchema,
  type IssueInvoiceRequest,
  invoiceRoutes,
  listResponseSchema,
  type OpenOrderRequest,
  type OrderPaymentRequest,
  orderRoutes,
  type ReturnRequest,
  settingsRoutes,
  stockRoutes,
  type TransitionRequest,
} from '@sms/contract'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api/api.ts'
import { searchQuery } from '../../../lib/api/api-client.ts'
import { orderKeys } from './order-keys.ts'

export function useOrderList(query: string) {
  return useQuery({
    queryKey: orderKeys.list(query),
    queryFn: ({ signal }) => api.call(orderRoutes.list, { query: searchQuery(query), signal }),
    placeholderData: keepPreviousData,
  })
}

export function useOrder(id: number) {
  return useQuery({
    queryKey: orderKeys.record(id),
    queryFn: async ({ signal }) => (await api.call(orderRoutes.get, { params: { id }, signal })).data,
    enabled: Number.isInteger(id) && id > 0,
  })
}

export function useInvoiceList(query: string) {
  return useQuery({
    queryKey: orderKeys.invoices(query),
    queryFn: ({ signal }) => api.call(invoiceRoutes.list, { query: searchQuery(query), signal }),
    placeholderData: keepPreviousData,
  })
}

export function useInvoice(id: number) {
  return useQuery({
    queryKey: orderKeys.invoice(id),
    queryFn: async ({ signal }) => (await api.call(invoiceRoutes.get, { params: { id }, signal })).data,
    enabled: Number.isInteger(id) && id > 0,
  })
}

export function useCreditNoteList(query: string) {
  return useQuery({
    queryKey: orderKeys.creditNotes(query),
    queryFn: ({ signal }) => api.call(invoiceRoutes.creditNotes, { query: searchQuery(query), signal }),
    placeholderData: keepPreviousData,
  })
}

export function useCreditNote(id: number) {
  return useQuery({
    queryKey: orderKeys.creditNote(id),
    queryFn: async ({ signal }) =>
      (await api.call(invoiceRoutes.creditNote, { params: { id }, signal })).data,
    enabled: Number.isInteger(id) && id > 0,
  })
}

/** The actions on an order, each answered with the order as it is now. */
export type OrderCommand =
  | { kind: 'approve' }
  | { kind: 'transition'; body: TransitionRequest }
  | { kind: 'cancel'; body: { reason: string } }
  | { kind: 'payment'; body: OrderPaymentRequest }
  | { kind: 'invoice'; body: IssueInvoiceRequest }
  | { kind: 'return'; body: ReturnRequest }

/** Sends one action with its key; each is checked against its own route's answer. */
function sendAction(id: number, action: OrderCommand, key: string) {
  const init = { params: { id }, headers: { 'Idempotency-Key': key } }
  switch (action.kind) {
    case 'approve':
      return api.call(orderRoutes.approve, init)
    case 'transition':
      return api.call(orderRoutes.transition, { ...init, body: action.body })
    case 'cancel':
      return api.call(orderRoutes.cancel, { ...init, body: action.body })
    case 'payment':
      return api.call(orderRoutes.pay, { ...init, body: action.body })
    case 'invoice':
      return api.call(orderRoutes.invoice, { ...init, body: action.body })
    case 'return':
      return api.call(orderRoutes.return, { ...init, body: action.body })
  }
}

/**
 * One action on an order. The Idempotency-Key is made per click and kept through retries of that click, so a
 * double click or a lost answer never pays or returns twice. Whatever the answer's shape (the order, the
 * invoice, the credit note), the order and the lists are read again.
 */
export function useOrderAction(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ action, key }: { action: OrderCommand; key: string }) => sendAction(id, action, key),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  })
}

/** `POST /api/orders`: an open order, waiting for approval. */
export function useCreateOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ body, key }: { body: OpenOrderRequest; key: string }) =>
      (await api.call(orderRoutes.create, { body, headers: { 'Idempotency-Key': key } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  })
}

/** The shop's identity and VAT rate (`GET /api/settings/sale`): the seller on a credit note without invoice. */
export function useSaleSettings() {
  return useQuery({
    queryKey: [...orderKeys.all, 'sale-settings'],
    queryFn: async ({ signal }) => (await api.call(settingsRoutes.sale, { signal })).data,
    staleTime: 5 * 60_000,
  })
}

/** Approving an open order from the review list (its stock is taken then). */
export function useApproveOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, key }: { id: number; key: string }) =>
      api.call(orderRoutes.approve, { params: { id }, headers: { 'Idempotency-Key': key } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  })
}

/** The active stores the signed-in user works in: an order is opened in one of them. */
export function useMyStores() {
  return useQuery({
    queryKey: ['me', 'stores'],
    queryFn: async ({ signal }) => (await api.call(stockRoutes.workStores, { signal })).data,
    staleTime: 60_000,
  })
}

/** On hand at the order's store of the products on the order form (product id → on hand), for its warning. */
export function useOrderStock(storeId: number | null, productIds: readonly number[]) {
  return useQuery({
    queryKey: ['orders', 'stock', storeId, productIds],
    queryFn: async ({ signal }) => {
      const query = { store_id: storeId ?? 0, product_ids: productIds.join(',') }
      const levels = (await api.call(orderRoutes.stock, { query, signal })).data
      return new Map(levels.map((level) => [level.product_id, level.on_hand]))
    },
    enabled: storeId !== null && productIds.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  })
}

/** Customers whose name or phone contains `q`, for the order form's customer field. */
export function useCustomerSearch(q: string) {
  return useQuery({
    queryKey: ['orders', 'customers', q],
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ page: '1', per_page: '10', q })
      return (await api.get(`/customers?${params}`, listResponseSchema(customerSchema), { signal })).data
    },
    staleTime: 30_000,
  })
}

/** `GET /api/orders/review`: open orders waiting for approval, oldest first. */
export function useReviewList() {
  return useQuery({
    queryKey: [...orderKeys.all, 'review'],
    queryFn: ({ signal }) => api.call(orderRoutes.review, { query: { page: 1, per_page: 100 }, signal }),
  })
}
