import { App } from 'antd'
import { type Dispatch, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorMessage } from '../../../lib/api/use-error-message.ts'
import { useStableCallback } from '../../../lib/use-stable-callback.ts'
import {
  customerById,
  discardHeldCart,
  holdCart,
  productsByIds,
  type useDiscounts,
  type useHeldCarts,
} from '../api/pos-api.ts'
import { type CartAction, type CartState, cartReducer, EMPTY_CART } from '../cart/cart-state.ts'
import { toCartProduct } from './till-products.ts'

/** A held cart keeps the customer's id: the name is read back, `#id` only if the customer cannot be read. */
async function customerOfHeldCart(id: number) {
  try {
    const customer = await customerById(id)
    return { id, name: customer.name }
  } catch {
    return { id, name: `#${id}` }
  }
}

/** Holding the cart under a name, and resuming a held cart (which then leaves the held list). */
export function useHeldCartActions(options: {
  storeId: number | null
  cart: CartState
  dispatch: Dispatch<CartAction>
  held: ReturnType<typeof useHeldCarts>
  discounts: ReturnType<typeof useDiscounts>
  onDone: () => void
}) {
  const { storeId, cart, dispatch, held, discounts, onDone } = options
  const { t } = useTranslation('pos')
  const { message } = App.useApp()
  const describeError = useErrorMessage()
  const [holdBusy, setHoldBusy] = useState(false)

  // Stable, for the till's context: they read the cart and the held list as they are when called.
  const holdNow = useStableCallback(async (name: string) => {
    if (!storeId) return
    setHoldBusy(true)
    try {
      await holdCart({
        store_id: storeId,
        name,
        customer_id: cart.customer?.id ?? null,
        discount_id: cart.orderDiscount?.id ?? null,
        lines: cart.lines.map((l) => ({
          product_id: l.product.id,
          quantity: Number(l.quantity),
          discount_id: l.discount?.id ?? null,
          unit_price_usd: l.priceOverride,
        })),
      })
      dispatch({ type: 'clear' })
      onDone()
      void message.success(t('dialogs.held', { name }))
      void held.refetch()
    } catch (e) {
      void message.error(describeError(e))
    } finally {
      setHoldBusy(false)
    }
  })

  const resume = useStableCallback(async (id: number) => {
    const cartRow = held.data?.find((c) => c.id === id)
    if (!cartRow) return
    try {
      const [found, customer] = await Promise.all([
        productsByIds([...new Set(cartRow.lines.map((l) => l.product_id))]),
        cartRow.customer_id ? customerOfHeldCart(cartRow.customer_id) : null,
      ])
      const byId = new Map(found.map((p) => [p.id, toCartProduct(p)]))
      const discountOf = (discountId: number | null | undefined) => {
        const d = discounts.data?.find((x) => x.id === discountId)
        return d ?? null
      }
      let state = EMPTY_CART
      for (const line of cartRow.lines) {
        const product = byId.get(line.product_id)
        if (!product) continue
        state = cartReducer(state, { type: 'add', product, quantity: String(line.quantity) })
        if (line.unit_price_usd != null)
          state = cartReducer(state, { type: 'setPrice', cents: line.unit_price_usd })
        if (line.discount_id != null)
          state = cartReducer(state, { type: 'setLineDiscount', discount: discountOf(line.discount_id) })
      }
      state = {
        ...state,
        orderDiscount: discountOf(cartRow.discount_id),
        customer,
      }
      dispatch({ type: 'replace', state })
      await discardHeldCart(id)
      void held.refetch()
      onDone()
    } catch (e) {
      void message.error(describeError(e))
    }
  })

  return { holdNow, resume, holdBusy }
}
