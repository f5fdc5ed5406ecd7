import { type InputRef, Result } from 'antd'
import { type ReactNode, useCallback, useEffect, useMemo, useReducer, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { localizedName } from '../../../components/resource/resource-text.ts'
import { hasPermission } from '../../../lib/auth/session-storage.ts'
import { useSession } from '../../../lib/auth/use-session.ts'
import { useLang } from '../../../lib/i18n/use-locale.ts'
import { useCurrentRate } from '../../../lib/live/current-rate.ts'
import { printRoot } from '../../../lib/print/print.ts'
import { useStableCallback } from '../../../lib/use-stable-callback.ts'
import { type CartProduct, cartTotals } from '../cart/cart-math.ts'
import type { PaymentHandle } from '../components/payment-dialog.tsx'
import { TillPricingState } from '../components/till-pricing-state.tsx'
import type { TillReturnHandle } from '../components/till-return-dialog.tsx'
import { useDisplayFeed } from '../display/use-display-feed.ts'
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
import { type Till, TillContext, TillSearchContext } from './till-store.ts'
import { useCartStock } from './use-cart-stock.ts'
import { useHeldCartActions } from './use-held-cart-actions.ts'
import { useNumpad } from './use-numpad.ts'
import { useProductSearch } from './use-product-search.ts'
import { useTillCheckout } from './use-till-checkout.ts'
import { useTillKeys } from './use-till-keys.ts'
import { useCustomerVat, useTillSetup } from './use-till-setup.ts'

/** One empty list for every "not loaded yet", so it does not count as a change on each render. */
const NONE: never[] = []

/**
 * Wires the till's hooks together once and gives the result to its parts; until the till can price a sale it
 * shows `loading`, a missing store, or the pricing state instead.
 */
export function TillStoreProvider({ loading, children }: { loading: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('pos')
  const lang = useLang()
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
  const rounding = useMemo(
    () =>
      saleSettings
        ? { step: saleSettings.riel_rounding_step as 100 | 500 | 1000, mode: saleSettings.riel_rounding_mode }
        : null,
    [saleSettings],
  )
  const totals = useMemo(
    () =>
      saleSettings && currentRate !== null
        ? cartTotals(cart.lines, cart.orderDiscount, currentRate, saleSettings)
        : null,
    [cart.lines, cart.orderDiscount, currentRate, saleSettings],
  )
  const cashier = session?.userInfo?.name ?? ''

  const print = useCallback((printout: TillPrintout) => {
    dispatchScreen({ type: 'print', printout })
    void printRoot(80)
  }, [])

  const isTaxInvoice = draft.taxInvoice && customerVat !== null
  const { sale, pay, approve } = useTillCheckout({
    draft,
    store,
    totals,
    rate: currentRate,
    rounding,
    settings: saleSettings,
    cashier,
    isTaxInvoice,
    dispatchScreen,
  })
  useDisplayFeed({ draft, totals, rate: currentRate, rounding, done: screen.done?.receipt ?? null, storeId })
  const hasOpenShift = Boolean(shift.data && shift.data.status === 'open')

  // What the till's parts call keeps its identity, so the till's value below changes only with its data.
  const nextSale = useStableCallback(() => {
    dispatchScreen({ type: 'nextSale' })
    draft.clear()
    watchStock(null)
    requestAnimationFrame(() => searchRef.current?.focus())
  })
  const openDialog = useCallback(
    (dialog: NonNullable<TillDialog>) => dispatchScreen({ type: 'openDialog', dialog }),
    [],
  )
  const closeDialog = useCallback(() => dispatchScreen({ type: 'closeDialog' }), [])
  const setMuted = useCallback((muted: boolean) => {
    keepMuted(muted)
    dispatchScreen({ type: 'mute', muted })
  }, [])
  const refreshShift = useStableCallback(() => void shift.refetch())
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

  const { holdNow, resume } = heldActions
  const heldView = useMemo(
    () => ({
      carts: held.data ?? NONE,
      refresh: () => void held.refetch(),
      hold: (name: string) => void holdNow(name),
      resume: (id: number) => void resume(id),
      isHolding: heldActions.holdBusy,
    }),
    [held.data, held.refetch, holdNow, resume, heldActions.holdBusy],
  )
  const refs = useMemo(() => ({ search: searchRef, payment: paymentRef, return: returnRef }), [])
  const notice = cartStock.warning ?? screen.notice
  const shiftData = shift.data ?? null
  const discountList = discounts.data ?? NONE
  const categoryList = setup.categories.data ?? NONE
  const { storeList, chooseStore, outbox } = setup
  // One value while nothing in it changed: every `useTill()` reader redraws only when the till did.
  const till = useMemo<Till | null>(
    () =>
      store && totals && rounding && saleSettings && currentRate !== null
        ? {
            store,
            stores: storeList,
            chooseStore,
            cashier,
            canOverridePrice,
            shift: shiftData,
            hasOpenShift,
            refreshShift,
            rate: currentRate,
            rounding,
            settings: saleSettings,
            totals,
            draft,
            isTaxInvoice,
            customerVat,
            discounts: discountList,
            categories: categoryList,
            held: heldView,
            outbox,
            isOffline: !outbox.reachable,
            screen,
            notice,
            openDialog,
            closeDialog,
            tell,
            nextSale,
            print,
            setMuted,
            run,
            scanFlash: search.flash,
            addResult,
            cartStock,
            numpad,
            sale,
            pay,
            approve,
            refs,
          }
        : null,
    [
      store,
      storeList,
      chooseStore,
      cashier,
      canOverridePrice,
      shiftData,
      hasOpenShift,
      refreshShift,
      currentRate,
      rounding,
      saleSettings,
      totals,
      draft,
      isTaxInvoice,
      customerVat,
      discountList,
      categoryList,
      heldView,
      outbox,
      screen,
      notice,
      openDialog,
      closeDialog,
      tell,
      nextSale,
      print,
      setMuted,
      run,
      search.flash,
      addResult,
      cartStock,
      numpad,
      sale,
      pay,
      approve,
      refs,
    ],
  )

  if (stores.isPending || (storeId !== null && shift.isPending)) return loading
  if (!store) return <Result status="warning" title={t('shift.noStore')} />
  if (!till) {
    const retry = () => void Promise.all([rateQuery.refetch(), settings.refetch()])
    return (
      <TillPricingState
        failed={settings.isError || (currentRate === null && rateQuery.isError)}
        onRetry={retry}
      />
    )
  }
  // The search has its own context: a key typed in the field redraws the product side, not the whole till.
  return (
    <TillContext.Provider value={till}>
      <TillSearchContext.Provider value={search}>{children}</TillSearchContext.Provider>
    </TillContext.Provider>
  )
}
