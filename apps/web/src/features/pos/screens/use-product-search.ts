import { useMemo, useState } from 'react'
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts'
import { useTillStock } from '../api/pos-api.ts'
import { useTillProducts } from '../api/product-lookup.ts'
import type { CartProduct } from '../cart/cart-math.ts'
import { MULTIPLIER } from './till-products.ts'
import type { TillNotice } from './till-screen-state.ts'
import { useAddByCode } from './use-add-by-code.ts'
import { useSearchKeys } from './use-search-keys.ts'

/**
 * The till's product side: the search field and its keys, the category, grid or list, the products found (with
 * their stock at the store in the list view) and the scan or typed code that adds a line.
 */
export function useProductSearch(options: {
  storeId: number | null
  add: (product: CartProduct, quantity?: string) => void
  setNotice: (notice: TillNotice | null) => void
}) {
  const { storeId, add, setNotice } = options
  const [search, setSearch] = useState('')
  const [categoryId, setCategoryId] = useState<number | null>(null)
  const [view, setView] = useState<'grid' | 'list'>('grid')
  const query = useDebouncedValue(MULTIPLIER.test(search.trim()) ? '' : search.trim(), 150)
  const products = useTillProducts(storeId, query, categoryId)
  const shownIds = useMemo(
    () => (view === 'list' ? (products.data ?? []).map((p) => p.id) : []),
    [view, products.data],
  )
  const stock = useTillStock(storeId, shownIds)
  const { addByCode, flash } = useAddByCode({ storeId, search, setSearch, add, setNotice })
  const searchKeys = useSearchKeys({
    storeId,
    search,
    setSearch,
    products: products.data ?? [],
    answered: query === search.trim() && !products.isPlaceholderData && !products.isFetching,
    add,
    addByCode: (code) => void addByCode(code),
    setNotice,
  })
  return {
    search,
    setSearch,
    categoryId,
    setCategoryId,
    view,
    setView,
    products,
    stock,
    addByCode,
    flash,
    searchKeys,
    /** `n*` typed before a code: shown beside the field until the code comes. */
    multiplier: MULTIPLIER.exec(search.trim())?.[1] ?? null,
  }
}
