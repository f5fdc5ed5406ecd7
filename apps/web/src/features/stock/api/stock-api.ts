import { stockRoutes } from '@sms/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api/api.ts'

export { findProductsByCode, searchProducts } from '../../../components/product-scan/product-search.ts'

/** The active stores the signed-in user works in (all for administrators). */
export function useWorkStores() {
  return useQuery({
    queryKey: ['me', 'stores'],
    queryFn: async ({ signal }) => (await api.call(stockRoutes.workStores, { signal })).data,
    staleTime: 60_000,
  })
}
