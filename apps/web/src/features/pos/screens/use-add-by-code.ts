import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorMessage } from '../../../lib/api/use-error-message.ts'
import { productByCode } from '../api/product-lookup.ts'
import type { CartProduct } from '../cart/cart-math.ts'
import { decodeInStoreCode, quantityOfInStoreCode } from '../scanner/in-store-code.ts'
import { playScanSound } from '../scanner/scan-feedback.ts'
import { MULTIPLIER, toCartProduct } from './till-products.ts'
import type { TillNotice } from './till-screen-state.ts'

/**
 * A scan or a typed code with Enter: `n*` before it in the search field multiplies it. A code no product
 * carries may be an in-store price or weight code (`scanner/in-store-code.ts`), whose item code names the
 * product and whose value gives the quantity (the multiplier does not apply to it). A code that added a line
 * beeps and flashes that line (the selected one, after the add).
 */
export function useAddByCode(options: {
  storeId: number | null
  search: string
  setSearch: (search: string) => void
  add: (product: CartProduct, quantity?: string) => void
  setNotice: (notice: TillNotice | null) => void
}) {
  const { storeId, search, setSearch, add, setNotice } = options
  const { t } = useTranslation('pos')
  const describeError = useErrorMessage()
  const [flash, setFlash] = useState<{ tick: number } | null>(null)
  const flashTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const codeCache = useRef(new Map<string, CartProduct>())

  const scanFeedback = (found: boolean) => {
    playScanSound(found ? 'ok' : 'error')
    if (!found) return
    clearTimeout(flashTimer.current)
    setFlash((previous) => ({ tick: (previous?.tick ?? 0) + 1 }))
    flashTimer.current = setTimeout(() => setFlash(null), 700)
  }

  /** The product of a code: the cache, then an exact barcode or SKU; null when none. */
  const productOfCode = async (code: string) => {
    const cached = codeCache.current.get(code)
    if (cached) return cached
    const found = await productByCode(storeId, code)
    if (!found) return null
    const product = toCartProduct(found)
    codeCache.current.set(code, product)
    return product
  }

  const addByCode = async (code: string) => {
    const multiplier = MULTIPLIER.exec(search.trim())?.[1] ?? '1'
    if (multiplier !== '1') setSearch('')
    try {
      const product = await productOfCode(code)
      if (product) {
        add(product, multiplier)
        return scanFeedback(true)
      }
      const inStore = decodeInStoreCode(code)
      const item = inStore ? await productOfCode(inStore.item) : null
      const quantity = inStore && item ? quantityOfInStoreCode(inStore, item.price_usd) : null
      if (!item || !quantity) {
        setNotice({ kind: 'error', text: t('scan.unknown', { code }), unknownCode: code })
        return scanFeedback(false)
      }
      add(item, quantity)
      scanFeedback(true)
    } catch (e) {
      setNotice({ kind: 'error', text: `${t('scan.failed', { code })}: ${describeError(e)}` })
      scanFeedback(false)
    }
  }

  return { addByCode, flash }
}
