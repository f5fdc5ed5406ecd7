import { useQueryClient } from '@tanstack/react-query'
import { type InputRef, Result } from 'antd'
import { type ReactNode, useCallback, useEffect, useMemo, useReducer, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { localizedName } from '../../../components/resource/resource-text.ts'
import { hasPermission } from '../../../lib/auth/session-storage.ts'
import { useSession } from '../../../lib/auth/use-session.ts'
import { useLang } from '../../../lib/i18n/use-locale.ts'
import { useCurrentRate } from '../../../lib/live/current-rate.ts'
import { printRoot } from '../../../lib/print/print.ts'
import { POS_KEYS } from '../api/pos-api.ts'
import { type CartProduct, cartTotals } from '../cart/cart-math.ts'
import type { PaymentHandle } from '../components/payment-dialog.tsx'
import { TillPricingState } from '../components/till-pricing-state.tsx'
import type { TillReturnHandle } from '../components/till-return-dialog.tsx'
import { useDisplayFeed } from '../display/use-display-feed.ts'
import { shopOf } from '../receipt/receipt-data.ts'
import { receiptOfOutcome } from '../receipt/sale-receipt.ts'
import { isMuted, setMuted as keepMuted } from '../scanner/scan-feedback.ts'
import { useTillDraft } from './till-draft.tsx'
import type { TillPrintout } from './till-print.tsx'
import { toCartProduct } from './till-products.ts'
import {
  initialTillScreen,
  type TillDialog,
  type TillNotice,
  tillScreenReducer,
} from './till-screen-state.ts'
import { type Till, TillContext } from './till-store.ts'
import { useCartStock } from './use-cart-stock.ts'
import { useHeldCartActions } from './use-held-cart-actions.ts'
import { useNumpad } from './use-numpad.ts'
import { useProductSearch } from './use-product-search.ts'
import { checkoutBody, type SaleOutcome, useSale } from './use-sale.ts'
import { useTillKeys } from './use-till-keys.ts'
import { useCustomerVat, useTillSetup } from './use-till-setup.ts'

/**
 * Wires the till's hooks together once and gives the result to its parts; until the till can price a sale it
 * shows `loading`, a missing store, or the pricing state instead.
 */
export function TillStoreProvider({ loading, children }: { loading: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('pos')
  const lang = useLang()
  const queryClient = useQueryClient()
  const session = useSession()
  const canOverridePrice = hasPermission(session, 'pos.edit')
  const draft = useTillDraft()
  const setup = useTillSetup()
  const { stores, store, storeId, shift, currentRate, settings, held, discounts } = setup
  const [screen, dispatchScreen] = useReducer(
    tillScreenReducer,
    { paying: draft.paying, muted: isMuted() },
    initialTillScreen,
  )
  const searchRef = useRef<InputRef>(null)
  const paymentRef = useRef<PaymentHandle>(null)
  const returnRef = useRef<TillReturnHandle>(null)
  const { setPaying, cart, dispatch } = draft
  useEffect(() => setPaying(screen.dialog === 'payment'), [screen.dialog, setPaying])
  const customerVat = useCustomerVat(cart.customer?.id ?? null)
  const cartStock = useCartStock(store, cart.lines)
  const { watch: watchStock } = cartStock
  // Whatever the till says next replaces a stock warning; an add then tells its own product's shortage.
  const tell = useCallback(
    (notice: TillNotice | null) => {
      watchStock(null)
      dispatchScreen({ type: 'tell', notice })
    },
    [watchStock],
  )
  const add = useCallback(
    (product: CartProduct, quantity = '1') => {
      dispatch({ type: 'add', product, quantity })
      tell({ kind: 'info', text: t('scan.added', { name: localizedName(product, lang) }) })
      watchStock(product.id)
    },
    [t, lang, tell, watchStock, dispatch],
  )
  const search = useProductSearch({ storeId, add, setNotice: tell })
  const addResult = useCallback((p: CartProduct) => add(toCartProduct(p)), [add])

  // No figure without the shop's settings and a rate (today's, or the last the device kept): the till waits
  // for them (TillPricingState) rather than sell on made-up values.
  const rateQuery = useCurrentRate()
  const saleSettings = settings.data ?? null
  const rounding = saleSettings
    ? { step: saleSettings.riel_rounding_step as 100 | 500 | 1000, mode: saleSettings.riel_rounding_mode }
    : null
  const totals = useMemo(
    () =>
      saleSettings && currentRate !== null
        ? cartTotals(cart.lines, cart.orderDiscount, currentRate, saleSettings)
        : null,
    [cart.lines, cart.orderDiscount, currentRate, saleSettings],
  )
  const cashier = session?.userInfo?.name ?? ''
  const shop = store ? shopOf(saleSettings, store) : null

  const print = (printout: TillPrintout) => {
    dispatchScreen({ type: 'print', printout })
    void printRoot(80)
  }

  /** The sale is in the outbox: its receipt (the server's, or the till's own offline), then a clean draft. */
  const onSaved = (outcome: SaleOutcome) => {
    // The payment opens only with totals, so a saved sale always has its figures.
    if (!shop || !totals || !rounding || !saleSettings || currentRate === null) return
    const receipt = receiptOfOutcome(outcome, {
      ...draft,
      totals,
      rate: currentRate,
      rounding,
      shop,
      cashier,
      vatRate: saleSettings.vat_rate,
    })
    dispatchScreen({ type: 'saleSaved', sale: { receipt, offline: outcome.kind === 'offline' } })
    draft.clear()
    void queryClient.invalidateQueries({ queryKey: POS_KEYS.shift(storeId ?? 0) })
    void queryClient.invalidateQueries({ queryKey: POS_KEYS.stock })
    void printRoot(80)
  }
  const sale = useSale({ storeId: storeId ?? 0, markSent: draft.markSent, onSaved })
  useDisplayFeed({ draft, totals, rate: currentRate, rounding, done: screen.done?.receipt ?? null, storeId })
  const hasOpenShift = Boolean(shift.data && shift.data.status === 'open')

  const nextSale = () => {
    dispatchScreen({ type: 'nextSale' })
    draft.clear()
    watchStock(null)
    requestAnimationFrame(() => searchRef.current?.focus())
  }
  const openDialog = (dialog: NonNullable<TillDialog>) => dispatchScreen({ type: 'openDialog', dialog })
  const closeDialog = () => dispatchScreen({ type: 'closeDialog' })
  const { done } = screen

  const run = useTillKeys({
    cart,
    dispatch,
    dialog: screen.dialog,
    openDialog,
    search: search.search,
    setSearch: search.setSearch,
    searchRef,
    paymentRef,
    canOverridePrice,
    canPay: hasOpenShift && Boolean(currentRate) && !cartStock.blocksPayment,
    onPayRefused: cartStock.explainRefusal,
    hasOpenShift,
    saleDone: done !== null,
    approvalOpen: sale.needsApproval,
    onPay: sale.reset,
    onReprint: () => done && print({ kind: 'receipt', receipt: done.receipt }),
    onNextSale: nextSale,
    onToggleView: () => search.setView(search.view === 'grid' ? 'list' : 'grid'),
    onScan: (code) => void search.addByCode(code),
    onReturnScan: (code) => returnRef.current?.scan(code),
  })
  const numpad = useNumpad({ cart, dispatch, totals, discounts: discounts.data ?? [], canOverridePrice })
  const heldActions = useHeldCartActions({ storeId, cart, dispatch, held, discounts, onDone: closeDialog })

  if (stores.isPending || (storeId !== null && shift.isPending)) return loading
  if (!store) return <Result status="warning" title={t('shift.noStore')} />
  if (!totals || !rounding || !saleSettings || currentRate === null) {
    const retry = () => void Promise.all([rateQuery.refetch(), settings.refetch()])
    return (
      <TillPricingState
        failed={settings.isError || (currentRate === null && rateQuery.isError)}
        onRetry={retry}
      />
    )
  }

  const isTaxInvoice = draft.taxInvoice && customerVat !== null
  // What the till knows when it sends: enough to finish the sale offline if the server does not answer.
  const saleContext = () => ({
    totalUsd: totals.total,
    unitPrices: totals.lines.map((line) => line.unitPrice),
    rate: currentRate,
  })
  const till: Till = {
    store,
    stores: setup.storeList,
    chooseStore: setup.chooseStore,
    cashier,
    canOverridePrice,
    shift: shift.data ?? null,
    hasOpenShift,
    refreshShift: () => void shift.refetch(),
    rate: currentRate,
    rounding,
    settings: saleSettings,
    totals,
    draft,
    isTaxInvoice,
    customerVat,
    discounts: discounts.data ?? [],
    categories: setup.categories.data ?? [],
    held: {
      carts: held.data ?? [],
      refresh: () => void held.refetch(),
      hold: (name) => void heldActions.holdNow(name),
      resume: (id) => void heldActions.resume(id),
      isHolding: heldActions.holdBusy,
    },
    outbox: setup.outbox,
    isOffline: !setup.outbox.reachable,
    screen,
    notice: cartStock.warning ?? screen.notice,
    openDialog,
    closeDialog,
    tell,
    nextSale,
    print,
    setMuted: (muted) => {
      keepMuted(muted)
      dispatchScreen({ type: 'mute', muted })
    },
    run,
    search,
    addResult,
    cartStock,
    numpad,
    sale,
    pay: (tenders, changeMode) => {
      sale.remember(tenders, changeMode)
      void sale.send(checkoutBody(cart, store.id, tenders, changeMode, null, isTaxInvoice), saleContext())
    },
    approve: (approval) => {
      const last = sale.lastTenders()
      sale.closeApproval()
      if (!last) return
      const body = checkoutBody(cart, store.id, last.tenders, last.changeMode, approval, isTaxInvoice)
      void sale.send(body, saleContext())
    },
    refs: { search: searchRef, payment: paymentRef, return: returnRef },
  }
  return <TillContext.Provider value={till}>{children}</TillContext.Provider>
}
