import { type Dispatch, useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useStableCallback } from '../../../lib/use-stable-callback.ts'
import type { useDiscounts } from '../api/pos-api.ts'
import { type CartTotals, isDiscountApplicable, localToday } from '../cart/cart-math.ts'
import type { CartAction, CartState } from '../cart/cart-state.ts'
import { type NumpadMode, numpadOutcome } from '../cart/numpad.ts'

const OPEN_KEY = 'pos.numpad'

/** Shown on touch screens unless the cashier closed it; on a keyboard till only when asked for. Kept per browser. */
function initiallyOpen() {
  const stored = localStorage.getItem(OPEN_KEY)
  if (stored !== null) return stored === '1'
  return typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches
}

/** The numpad's state and what its number does to the selected line (cart/numpad.ts). */
export function useNumpad(o: {
  cart: CartState
  dispatch: Dispatch<CartAction>
  totals: CartTotals | null
  discounts: NonNullable<ReturnType<typeof useDiscounts>['data']>
  canOverridePrice: boolean
}) {
  const { t } = useTranslation('pos')
  const [open, setOpen] = useState(initiallyOpen)
  const onToggle = useCallback(() => {
    localStorage.setItem(OPEN_KEY, open ? '0' : '1')
    setOpen(!open)
  }, [open])
  // Stable, so the till's context keeps its value while the cart changes and the numpad is not touched.
  const onApply = useStableCallback((mode: NumpadMode, text: string): string | null => {
    const figures = o.totals?.lines[o.cart.selected]
    if (!figures) return t('numpad.noLine')
    if (mode === 'price' && !o.canOverridePrice) return null
    const usable = o.discounts.filter((d) => isDiscountApplicable(d, figures.gross, localToday()))
    const outcome = numpadOutcome(mode, text, usable)
    if ('action' in outcome) {
      o.dispatch(outcome.action)
      return null
    }
    if (outcome.error === 'quantity') return t('dialogs.quantityInvalid')
    if (outcome.error === 'price') return t('numpad.badPrice')
    return t('numpad.noDiscount', { value: text })
  })
  return useMemo(() => ({ open, onToggle, onApply }), [open, onToggle, onApply])
}
