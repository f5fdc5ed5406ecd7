import {
  type CheckoutRequest,
  type cashMoveSchema,
  customerSchema,
  type DisplayState,
  type DrawerOpeningInput,
  discountSchema,
  type heldCartInputSchema,
  heldCartRoutes,
  khqrRoutes,
  listResponseSchema,
  orderRoutes,
  productSchema,
  type ReturnRequest,
  recordResponseSchema,
  settingsRoutes,
  shiftRoutes,
  stockRoutes,
  tillRoutes,
} from '@sms/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../../../lib/api/api.ts'
import { isApiError } from '../../../lib/api/api-error.ts'
import { rememberedRead } from '../offline/last-answers.ts'

/** The till's calls, shaped by the contract (packages/contract/src/sales.ts and its route table). */

const discountList = listResponseSchema(discountSchema)
const customerList = listResponseSchema(customerSchema)

export const POS_KEYS = {
  shift: (storeId: number) => ['pos', 'shift', storeId] as const,
  heldCarts: (storeId: number) => ['pos', 'held-carts', storeId] as const,
  discounts: ['pos', 'discounts'] as const,
  settings: ['pos', 'settings'] as const,
  stock: ['pos', 'stock'] as const,
}

/** The stock at the till's store of the products on screen (the list view shows it), product id → on hand. */
export function useTillStock(storeId: number | null, productIds: readonly number[]) {
  return useQuery({
    queryKey: [...POS_KEYS.stock, storeId, productIds],
    queryFn: async ({ signal }) => {
      const query = { store_id: storeId ?? 0, product_ids: productIds.join(',') }
      const levels = (await api.call(tillRoutes.stock, { query, signal })).data
      return new Map(levels.map((level) => [level.product_id, level.on_hand]))
    },
    enabled: storeId !== null && productIds.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  })
}

export function useCategories() {
  const categoryList = listResponseSchema(
    z.object({ id: z.number(), name_en: z.string(), name_kh: z.string().nullable() }),
  )
  return useQuery({
    queryKey: ['pos', 'categories'],
    queryFn: ({ signal }) =>
      rememberedRead(
        'categories',
        async () =>
          (await api.get('/categories?page=1&per_page=100&status=active', categoryList, { signal })).data,
      ),
    staleTime: 5 * 60_000,
    networkMode: 'always',
  })
}

export function useDiscounts() {
  return useQuery({
    queryKey: POS_KEYS.discounts,
    queryFn: ({ signal }) =>
      rememberedRead(
        'discounts',
        async () =>
          (await api.get('/discounts?page=1&per_page=100&status=active', discountList, { signal })).data,
      ),
    staleTime: 60_000,
    networkMode: 'always',
  })
}

export async function searchCustomers(q: string, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: '1', per_page: '10', q })
  return (await api.get(`/customers?${params}`, customerList, { signal })).data
}

/** One customer by id, for a held cart that kept only the id. */
export async function customerById(id: number, signal?: AbortSignal) {
  return (await api.get(`/customers/${id}`, recordResponseSchema(customerSchema), { signal })).data
}

export async function createCustomer(name: string, phone: string | null) {
  return (
    await api.post('/customers', recordResponseSchema(customerSchema), {
      body: { name, phone, status: true },
    })
  ).data
}

/** The shop's VAT, riel rounding and identity for receipts (`GET /api/settings/sale`, any signed-in user). */
export function useTillSettings() {
  return useQuery({
    queryKey: POS_KEYS.settings,
    queryFn: ({ signal }) =>
      rememberedRead('settings', async () => (await api.call(settingsRoutes.sale, { signal })).data),
    staleTime: 5 * 60_000,
    networkMode: 'always',
  })
}

export function checkout(body: CheckoutRequest, idempotencyKey: string, signal: AbortSignal) {
  return api
    .call(tillRoutes.checkout, { body, signal, headers: { 'Idempotency-Key': idempotencyKey } })
    .then((answer) => answer.data)
}

/** Registers this device as one of the store's tills (decision 0031), once, while online. */
export async function registerTill(storeId: number) {
  // A name the manager recognises in the till list: the device's platform and the day it joined.
  const name = `${navigator.platform || 'Till'} ${new Date().toISOString().slice(0, 10)}`.slice(0, 60)
  return (await api.call(tillRoutes.register, { body: { store_id: storeId, name } })).data
}

/** What the till's customer display shows, relayed by the server to a tablet following the till (decision 0042). */
export function sendTillDisplay(tillId: number, state: DisplayState) {
  return api.call(tillRoutes.display, { params: { id: tillId }, body: state })
}

/** A tablet's display that joined the till's channel asks the till for what it shows now (decision 0042). */
export function askTillDisplay(tillId: number) {
  return api.call(tillRoutes.askDisplay, { params: { id: tillId } })
}

export async function fetchOrder(id: number) {
  return (await api.call(orderRoutes.get, { params: { id } })).data
}

export function useCurrentShift(storeId: number | null) {
  return useQuery({
    queryKey: POS_KEYS.shift(storeId ?? 0),
    enabled: storeId !== null,
    queryFn: ({ signal }) =>
      rememberedRead(`shift:${storeId}`, async () => {
        try {
          return (await api.call(shiftRoutes.current, { query: { store_id: storeId ?? 0 }, signal })).data
        } catch (error) {
          if (isApiError(error) && error.status === 404) return null
          throw error
        }
      }),
    networkMode: 'always',
  })
}

export async function openShift(body: { store_id: number; float_usd: number; float_khr: number }) {
  return (await api.call(shiftRoutes.open, { body })).data
}

export async function moveCash(shiftId: number, body: z.input<typeof cashMoveSchema>) {
  return api.call(shiftRoutes.moveCash, { params: { id: shiftId }, body })
}

/** Alt+D: may the drawer open without a sale? The answer is logged; the till then prints its "no sale" slip. */
export async function openDrawer(body: DrawerOpeningInput) {
  return (await api.call(tillRoutes.drawer, { body })).data
}

export async function closeShift(
  shiftId: number,
  body: { counted_usd: number; counted_khr: number; note?: string },
) {
  return (await api.call(shiftRoutes.close, { params: { id: shiftId }, body })).data
}

export function useHeldCarts(storeId: number | null) {
  return useQuery({
    queryKey: POS_KEYS.heldCarts(storeId ?? 0),
    enabled: storeId !== null,
    queryFn: ({ signal }) =>
      rememberedRead(
        `held:${storeId}`,
        async () => (await api.call(heldCartRoutes.list, { query: { store_id: storeId ?? 0 }, signal })).data,
      ),
    networkMode: 'always',
  })
}

export async function holdCart(body: z.input<typeof heldCartInputSchema>) {
  return (await api.call(heldCartRoutes.hold, { body })).data
}

export async function discardHeldCart(id: number) {
  await api.call(heldCartRoutes.discard, { params: { id } })
}

/**
 * A dynamic KHQR for the exact amount due; the server builds it with the shop's Bakong account. The sale has no
 * receipt number yet, so the bill number is the till's own reference for it.
 */
export async function requestKhqr(body: {
  store_id: number
  amount: number
  currency: 'USD' | 'KHR'
  bill_number: string
}) {
  return (await api.call(khqrRoutes.create, { body })).data
}

/** The products of a held cart's lines, to show them again (one call each: the list has no id filter). */
export async function productsByIds(ids: number[]) {
  const answer = recordResponseSchema(productSchema)
  return Promise.all(ids.map(async (id) => (await api.get(`/products/${id}`, answer)).data))
}

/** The active stores the signed-in user works in: the till sells in one of them. */
export function useTillStores() {
  return useQuery({
    queryKey: ['me', 'stores'],
    queryFn: ({ signal }) =>
      rememberedRead('stores', async () => (await api.call(stockRoutes.workStores, { signal })).data),
    staleTime: 60_000,
    networkMode: 'always',
  })
}

/** The order of a receipt number (scanned from its barcode or typed): null when no order has it. */
export async function orderByNumber(number: string, signal?: AbortSignal) {
  const query = { page: 1, per_page: 1, 'filter[number][equals]': number }
  const found = (await api.call(orderRoutes.list, { query, signal })).data[0]
  if (!found) return null
  return (await api.call(orderRoutes.get, { params: { id: found.id }, signal })).data
}

/** `POST /api/orders/{id}/returns`: answered with the order, its new credit note last among its returns. */
export async function postReturn(orderId: number, body: ReturnRequest, key: string) {
  return (
    await api.call(orderRoutes.return, { params: { id: orderId }, body, headers: { 'Idempotency-Key': key } })
  ).data
}
