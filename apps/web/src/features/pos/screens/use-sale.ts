import type { ChangeMode, CheckoutRequest, ManagerApproval, Order } from '@sms/contract'
import { useCallback, useMemo, useRef, useState } from 'react'
import { isApiError } from '../../../lib/api/api-error.ts'
import { useStableCallback } from '../../../lib/use-stable-callback.ts'
import { checkout } from '../api/pos-api.ts'
import type { CartState } from '../cart/cart-state.ts'
import type { SendStatus } from '../components/payment-dialog.tsx'
import type { GivenTender } from '../components/payment-tenders.ts'
import { addToOutbox, convertToOffline, removeFromOutbox, sendWaiting } from '../offline/outbox.ts'
import { nextOfflineNumber } from '../offline/till-device.ts'

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

export type SaleOutcome =
  | { kind: 'online'; order: Order }
  | { kind: 'offline'; number: string; soldAt: string }

/** What the till knows when it sends: enough to finish the sale offline if the server does not answer. */
export type SaleContext = {
  totalUsd: number
  /** The unit price the till charged on each line, in cents: an offline sale records these. */
  unitPrices: number[]
  rate: number
}

const FIRST_SEND_TIMEOUT_MS = 10_000
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * One sale's trip through the outbox (decision 0032). The Idempotency-Key belongs to the exact body: the same
 * body (the cashier pressing Enter again) reuses it; a changed body (another tender, a manager's approval) is a
 * new sale with a new key. The sale is written to the outbox first, then sent after any older sale still
 * waiting. Answered: today's receipt. Refused at once: the cashier fixes it (the sale never happened, it
 * leaves the outbox). Unanswered: the till finishes it offline under its own number and the outbox sends it
 * later; a till never registered cannot number a sale, so it keeps trying, as before issue 21.
 */
export function useSale(options: {
  storeId: number
  markSent: (key: string) => Promise<void>
  onSaved: (outcome: SaleOutcome) => void
}) {
  const [status, setStatus] = useState<SendStatus>('idle')
  const [error, setError] = useState<unknown>(null)
  const [needsApproval, setNeedsApproval] = useState(false)
  const pending = useRef<{ key: string; body: string } | null>(null)
  const last = useRef<{ tenders: GivenTender[]; changeMode: ChangeMode } | null>(null)
  const stopped = useRef(false)

  const finishOffline = async (key: string, body: CheckoutRequest, context: SaleContext) => {
    const entry = await convertToOffline(key, async () => {
      const numbered = await nextOfflineNumber(options.storeId)
      if (!numbered) return null
      const offline = {
        till_id: numbered.tillId,
        number: numbered.number,
        sold_at: new Date().toISOString(),
        rate: context.rate,
      }
      const lines = body.lines.map((line, index) => ({
        ...line,
        unit_price_usd: line.unit_price_usd ?? context.unitPrices[index] ?? null,
      }))
      return { body: { ...body, lines, offline }, receipt_number: numbered.number }
    })
    const offline = entry?.body.offline
    return offline ? { kind: 'offline' as const, number: offline.number, soldAt: offline.sold_at } : null
  }

  const refused = async (key: string, e: unknown) => {
    await removeFromOutbox(key)
    pending.current = null
    setStatus('idle')
    const code = isApiError(e) ? e.code : null
    // A locked PIN is said in the approval dialog too: the cashier fetches the owner or another manager.
    if (code === 'APPROVAL_REQUIRED' || code === 'APPROVAL_INVALID' || code === 'PIN_LOCKED') {
      setNeedsApproval(true)
    }
    if (code !== 'APPROVAL_REQUIRED') setError(e)
  }

  // Stable: the sale goes into the till's context, whose readers redraw only when its state changes.
  const send = useStableCallback(async (body: CheckoutRequest, context: SaleContext) => {
    const json = JSON.stringify(body)
    if (pending.current?.body !== json) pending.current = { key: crypto.randomUUID(), body: json }
    const { key } = pending.current
    setError(null)
    stopped.current = false
    setStatus('sending')
    await options.markSent(key)
    await addToOutbox({ key, body, receipt_number: null, total_usd: context.totalUsd })
    for (let attempt = 1; !stopped.current; attempt++) {
      const results = navigator.onLine
        ? await sendWaiting({
            post: (entry, signal) => checkout(entry.body, entry.key, signal),
            timeoutMs: FIRST_SEND_TIMEOUT_MS,
            wait: true,
          })
        : null
      const result = results?.get(key)
      if (result?.kind === 'sent') {
        pending.current = null
        setStatus('saved')
        return options.onSaved({ kind: 'online', order: result.order })
      }
      if (result?.kind === 'refused') return refused(key, result.error)
      const offline = await finishOffline(key, body, context)
      if (offline) {
        pending.current = null
        setStatus('saved')
        return options.onSaved(offline)
      }
      setStatus('retrying')
      await wait(Math.min(10_000, 1000 * 2 ** (attempt - 1)))
    }
  })
  const remember = useCallback((tenders: GivenTender[], changeMode: ChangeMode) => {
    last.current = { tenders, changeMode }
  }, [])
  const lastTenders = useCallback(() => last.current, [])
  const closeApproval = useCallback(() => setNeedsApproval(false), [])
  const reset = useCallback(() => {
    stopped.current = true
    setStatus('idle')
    setError(null)
    setNeedsApproval(false)
    pending.current = null
  }, [])

  return useMemo(
    () => ({ status, error, needsApproval, send, remember, lastTenders, closeApproval, reset }),
    [status, error, needsApproval, send, remember, lastTenders, closeApproval, reset],
  )
}
