import { useMemo, useState } from 'react'
import { localizedName } from '../../../components/resource/resource-text.ts'
import { useLineProductIds, useLineShortages, useShortageText } from '../../../components/stock-shortage.tsx'
import { useLang } from '../../../lib/i18n/use-locale.ts'
import { useStableCallback } from '../../../lib/use-stable-callback.ts'
import { useTillStock } from '../api/pos-api.ts'
import type { CartLine } from '../cart/cart-math.ts'
import type { TillNotice } from './till-screen-state.ts'

/**
 * SPEC §5's stock warning at the till: the on-hand figure of every product in the cart at the till's store,
 * the products the cart wants more of than that, and the warning for the product just added. A store that
 * allows negative stock only warns; one that does not will refuse the sale (checkout's STOCK_INSUFFICIENT),
 * so the till says so before the customer pays rather than after.
 */
export function useCartStock(store: { id: number; allow_negative_stock: boolean } | null, lines: CartLine[]) {
  const lang = useLang()
  const shortageText = useShortageText()
  const stock = useTillStock(store?.id ?? null, useLineProductIds(lines))
  const short = useLineShortages(lines, stock.data)
  // The product whose shortage the notice line tells, until the till says something else.
  const [watched, setWatched] = useState<number | null>(null)
  const blocking = store !== null && !store.allow_negative_stock
  const watchedLine = lines.find((l) => l.product.id === watched)
  const watchedShortage = watched === null ? undefined : short.get(watched)
  // Memoised, as the notice and this hook's result go into the till's context (a new object would redraw it).
  const warning: TillNotice | null = useMemo(
    () =>
      watchedLine && watchedShortage
        ? {
            kind: blocking ? 'error' : 'warning',
            text: shortageText(localizedName(watchedLine.product, lang), watchedShortage),
          }
        : null,
    [watchedLine, watchedShortage, blocking, shortageText, lang],
  )
  /** F9 refused: tell the first short product, and read the levels again in case goods just arrived. */
  const explainRefusal = useStableCallback(() => {
    const [first] = short.keys()
    if (first !== undefined) setWatched(first)
    void stock.refetch()
  })

  return useMemo(
    () => ({
      short,
      blocking,
      warning,
      /** Tells the shortage of this product (the one just added) if it has one; null stops telling. */
      watch: setWatched,
      /** Payment waits while a store that allows no negative stock lacks goods for the cart. */
      blocksPayment: blocking && short.size > 0,
      explainRefusal,
    }),
    [short, blocking, warning, explainRefusal],
  )
}
