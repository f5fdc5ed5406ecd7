import { type KeyboardEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { searchTillProducts } from '../api/product-lookup.ts'
import type { CartProduct } from '../cart/cart-math.ts'
import { useArrowList } from '../keyboard/arrow-list.ts'
import { MULTIPLIER, toCartProduct } from './till-products.ts'
import type { TillNotice } from './till-screen-state.ts'

type Options = {
  search: string
  setSearch: (search: string) => void
  /** The products on screen, and whether they answer the field's text as it is now (not an older search). */
  storeId: number | null
  products: readonly CartProduct[]
  answered: boolean
  add: (product: CartProduct, quantity?: string) => void
  addByCode: (code: string) => void
  setNotice: (notice: TillNotice | null) => void
}

/**
 * The search field's keys (SALES.md "Keyboard map"): with text typed, ↑/↓ highlight a product found and Enter
 * adds the highlighted one; Enter adds an exact barcode or SKU, or the only product found; several found and
 * none highlighted, Enter highlights the first and says how many match, never "Unknown barcode beer". Anything
 * else is a code to look up (a barcode typed by hand, an in-store code). `n*` before it multiplies it.
 */
const exactOf = (list: readonly CartProduct[], code: string) =>
  list.find((p) => p.barcode === code || p.sku.toLowerCase() === code.toLowerCase())

export function useSearchKeys(o: Options) {
  const { t } = useTranslation('pos')
  const results = useArrowList(o.products, o.search)
  // Several found by a lookup made before the search answered: the first is highlighted once it has.
  const [highlightFirst, setHighlightFirst] = useState<string | null>(null)
  if (highlightFirst !== null && o.answered && o.search.trim() === highlightFirst) {
    setHighlightFirst(null)
    if (o.products.length > 1) results.setIndex(0)
  }

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const text = o.search.trim()
    // With the field empty the arrows stay the cart's (keymap.ts).
    if (text && results.onArrow(event)) return
    if (event.key !== 'Enter') return
    event.preventDefault()
    const typed = /^(\d+(?:\.\d{1,3})?)\*(.*)$/.exec(text)
    const code = typed ? (typed[2] ?? '') : text
    const multiplier = typed?.[1] ?? '1'
    const highlighted = results.active
    if (highlighted) {
      o.setSearch('')
      return o.add(toCartProduct(highlighted), multiplier)
    }
    if (!code || MULTIPLIER.test(text)) return
    if (!o.answered) {
      // Enter before the search answered (typed quickly): the field empties at once for the next code, and
      // the code is looked up as the answer would have been read.
      o.setSearch(typed ? `${multiplier}*` : '')
      return void lookUp(code, multiplier)
    }
    const list = o.products
    const pick = exactOf(list, code) ?? (list.length === 1 ? list[0] : undefined)
    if (pick) {
      o.setSearch('')
      return o.add(toCartProduct(pick), multiplier)
    }
    if (list.length > 1) {
      results.setIndex(0)
      return o.setNotice({ kind: 'info', text: t('search.choose', { number: list.length, text: code }) })
    }
    o.setSearch(typed ? `${multiplier}*` : '')
    o.addByCode(code)
  }

  const lookUp = async (code: string, multiplier: string) => {
    const found = await searchTillProducts({
      storeId: o.storeId,
      q: code,
      categoryId: null,
      perPage: 48,
    }).catch(() => [])
    const pick = exactOf(found, code) ?? (found.length === 1 ? found[0] : undefined)
    if (pick) return o.add(toCartProduct(pick), multiplier)
    if (found.length < 2) return o.addByCode(code)
    o.setSearch(code)
    setHighlightFirst(code)
    o.setNotice({ kind: 'info', text: t('search.choose', { number: found.length, text: code }) })
  }

  return { onSearchKeyDown, activeId: results.active?.id ?? null }
}
