import type { CashRounding, ChangeMode, ManagerApproval, SaleSettings, WorkStore } from '@sms/contract'
import { useQueryClient } from '@tanstack/react-query'
import { type Dispatch, useCallback } from 'react'
import { printRoot } from '../../../lib/print/print.ts'
import { useStableCallback } from '../../../lib/use-stable-callback.ts'
import { POS_KEYS } from '../api/pos-api.ts'
import type { CartTotals } from '../cart/cart-math.ts'
import type { GivenTender } from '../components/payment-tenders.ts'
import { shopOf } from '../receipt/receipt-data.ts'
import { receiptOfOutcome } from '../receipt/sale-receipt.ts'
import type { TillDraftValue } from './till-draft.tsx'
import type { TillScreenAction } from './till-screen-state.ts'
import { checkoutBody, type SaleOutcome, useSale } from './use-sale.ts'

type Approval = ManagerApproval | null

/**
 * The sale from the payment's Enter to its receipt: sends the cart with the tenders (again with a manager's
 * approval when one was asked for); once the sale is in the outbox, shows and prints its receipt and starts a
 * clean draft. `pay` and `approve` keep their identity across renders: they go into the till's context.
 */
export function useTillCheckout(o: {
  draft: TillDraftValue
  store: WorkStore | null
  totals: CartTotals | null
  rate: number | null
  rounding: CashRounding | null
  settings: SaleSettings | null
  cashier: string
  isTaxInvoice: boolean
  dispatchScreen: Dispatch<TillScreenAction>
}) {
  const queryClient = useQueryClient()
  const { draft, store, totals, rate, rounding, settings } = o
  const storeId = store?.id ?? 0

  /** The sale is in the outbox: its receipt (the server's, or the till's own offline), then a clean draft. */
  const onSaved = (outcome: SaleOutcome) => {
    // The payment opens only with totals, so a saved sale always has its figures.
    if (!store || !totals || !rounding || !settings || rate === null) return
    const receipt = receiptOfOutcome(outcome, {
      ...draft,
      totals,
      rate,
      rounding,
      shop: shopOf(settings, store),
      cashier: o.cashier,
      vatRate: settings.vat_rate,
    })
    o.dispatchScreen({ type: 'saleSaved', sale: { receipt, offline: outcome.kind === 'offline' } })
    draft.clear()
    void queryClient.invalidateQueries({ queryKey: POS_KEYS.shift(storeId) })
    void queryClient.invalidateQueries({ queryKey: POS_KEYS.stock })
    void printRoot(80)
  }
  const sale = useSale({ storeId, markSent: draft.markSent, onSaved })

  // What the till knows when it sends: enough to finish the sale offline if the server does not answer.
  const sendSale = useStableCallback((tenders: GivenTender[], changeMode: ChangeMode, approval: Approval) => {
    if (!store || !totals || rate === null) return
    const body = checkoutBody(draft.cart, store.id, tenders, changeMode, approval, o.isTaxInvoice)
    const unitPrices = totals.lines.map((line) => line.unitPrice)
    void sale.send(body, { totalUsd: totals.total, unitPrices, rate })
  })
  const { remember, lastTenders, closeApproval } = sale
  /** Sends the sale paid with these tenders (the payment's Enter). */
  const pay = useCallback(
    (tenders: GivenTender[], changeMode: ChangeMode) => {
      remember(tenders, changeMode)
      sendSale(tenders, changeMode, null)
    },
    [remember, sendSale],
  )
  /** A manager approved: the last tenders are sent again with the approval. */
  const approve = useCallback(
    (approval: ManagerApproval) => {
      const last = lastTenders()
      closeApproval()
      if (last) sendSale(last.tenders, last.changeMode, approval)
    },
    [lastTenders, closeApproval, sendSale],
  )
  return { sale, pay, approve }
}
