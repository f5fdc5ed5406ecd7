import { listResponseSchema, productSchema } from '@sms/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api/api.ts'
import type { CartProduct } from '../cart/cart-math.ts'
import { codeOnDevice, searchOnDevice } from '../offline/device-catalogue.ts'
import { readOrOffline } from '../offline/last-answers.ts'

/** The till's product lookups: the search under the field and the scan's exact code, online or on the device. */

const productList = listResponseSchema(productSchema)

/**
 * Active products of the till's store whose name (either language), SKU or barcode contains `q`; an empty `q`
 * lists a category. The server answers; with the server away, the device's catalogue.
 */
export function searchTillProducts(
  query: { storeId: number | null; q: string; categoryId: number | null; perPage: number },
  signal?: AbortSignal,
): Promise<CartProduct[]> {
  const { storeId, q, categoryId, perPage } = query
  return readOrOffline<CartProduct[]>(
    async () => {
      const params = new URLSearchParams({ page: '1', per_page: String(perPage), status: 'active' })
      if (q) params.set('q', q)
      if (categoryId !== null) params.set('filter[category_id][equals]', String(categoryId))
      return (await api.get(`/products?${params}`, productList, { signal })).data
    },
    async () => (storeId === null ? undefined : searchOnDevice(storeId, { q, categoryId, limit: perPage })),
  )
}

export function useTillProducts(storeId: number | null, q: string, categoryId: number | null) {
  return useQuery({
    queryKey: ['pos', 'products', storeId, q, categoryId],
    queryFn: ({ signal }) => searchTillProducts({ storeId, q, categoryId, perPage: 48 }, signal),
    placeholderData: keepPreviousData,
    networkMode: 'always',
    staleTime: 30_000,
  })
}

/** The one active product with exactly this barcode, else this SKU; null when none (the device's, offline). */
export function productByCode(storeId: number | null, code: string, signal?: AbortSignal) {
  return readOrOffline<CartProduct | null>(
    () => productByCodeOnline(code, signal),
    async () => (storeId === null ? undefined : codeOnDevice(storeId, code)),
  )
}

async function productByCodeOnline(code: string, signal?: AbortSignal) {
  for (const field of ['barcode', 'sku'] as const) {
    const params = new URLSearchParams({ page: '1', per_page: '2', status: 'active' })
    params.set(`filter[${field}][equals]`, code)
    const found = (await api.get(`/products?${params}`, productList, { signal })).data
    if (found.length === 1) return found[0] ?? null
  }
  return null
}
