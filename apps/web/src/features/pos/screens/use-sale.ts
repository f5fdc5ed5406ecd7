import type { ChangeMode, CheckoutRequest, ManagerApproval, Order } from '@sms/contract'
import { useRef, useState } from 'react'
import { isApiError } from '../../../lib/api/api-error.ts'
import { sendUntilAnswered } from '../api/checkout-sender.ts'
import { checkout } from '../api/pos-api.ts'
import type { CartState } from '../cart/cart-state.ts'
import type { SendStatus } from '../components/payment-dialog.tsx'
import type { GivenTender } from '../components/payment-tenders.ts'

export function checkoutBody(
  cart: CartState,
  storeId: number,
  tenders: GivenTender[],
  changeMode: ChangeMode,
  approval: ManagerApproval | null,
  taxInvoice = false,
): CheckoutRequest {
  return {
    store_id: storeId,
    customer_id: cart.customer?.id ?? null,
    discount_id: cart.orderDiscount?.id ?? null,
    lines: cart.lines.map((line) => ({
      product_id: line.product.id,
      quantity: Number(line.quantity),
      discount_id: line.discount?.id ?? null,
      unit_price_usd: line.priceOverride,
    })),
    tenders: tenders.map((g) => ({
      method: g.method,
      currency: g.currency,
      amount: g.amount,
      reference: g.reference ?? null,
    })),
    change_mode: changeMode,
    approval,
    ...(taxInvoice ? { tax_invoice: true } : {}),
  }
}

/**
 * One sale's trip to the server. The Idempotency-Key belongs to the exact body: the same body (a retry, or the
 * cashier pressing Enter again after "offline") reuses it, so the server writes the sale once; a changed body
 * (another tender, a manager's approval added) is a new request with a new key.
 */
export function useSale(onSaved: (order: Order) => void) {
  const [status, setStatus] = useState<SendStatus>('idle')
  const [error, setError] = useState<unknown>(null)
  const [needsApproval, setNeedsApproval] = useState(false)
  const pending = useRef<{ key: string; body: string } | null>(null)
  const last = useRef<{ tenders: GivenTender[]; changeMode: ChangeMode } | null>(null)

  const send = async (body: CheckoutRequest) => {
    const json = JSON.stringify(body)
    if (pending.current?.body !== json) pending.current = { key: crypto.randomUUID(), body: json }
    const { key } = pending.current
    setError(null)
    try {
      const order = await sendUntilAnswered({
        post: (signal) => checkout(body, key, signal),
        onState: (state) => setStatus(state),
      })
      pending.current = null
      onSaved(order)
    } catch (e) {
      setStatus('idle')
      const code = isApiError(e) ? e.code : null
      // A locked PIN is said in the approval dialog too: the cashier fetches the owner or another manager.
      if (code === 'APPROVAL_REQUIRED' || code === 'APPROVAL_INVALID' || code === 'PIN_LOCKED') {
        setNeedsApproval(true)
      }
      if (code !== 'APPROVAL_REQUIRED') setError(e)
    }
  }

  return {
    status,
    error,
    needsApproval,
    send,
    remember: (tenders: GivenTender[], changeMode: ChangeMode) => {
      last.current = { tenders, changeMode }
    },
    lastTenders: () => last.current,
    closeApproval: () => setNeedsApproval(false),
    reset: () => {
      setStatus('idle')
      setError(null)
      setNeedsApproval(false)
      pending.current = null
    },
  }
}
