import { useQueryClient } from '@tanstack/react-query'
import { Flex, type InputRef, Result, Spin } from 'antd'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { localizedName } from '../../../components/resource/resource-text.ts'
import { hasPermission } from '../../../lib/auth/session-storage.ts'
import { useSession } from '../../../lib/auth/use-session.ts'
import { useLang } from '../../../lib/i18n/use-locale.ts'
import { useCurrentRate } from '../../../lib/live/current-rate.ts'
import { printRoot } from '../../../lib/print/print.ts'
import { POS_KEYS } from '../api/pos-api.ts'
import { type CartProduct, cartTotals } from '../cart/cart-math.ts'
import { CartPanel } from '../components/cart-panel.tsx'
import type { PaymentHandle } from '../components/payment-dialog.tsx'
import { ProductPanel, type TillNotice } from '../components/product-panel.tsx'
import { SaleDone } from '../components/sale-done.tsx'
import { TillPricingState } from '../components/till-pricing-state.tsx'
import type { TillReturnHandle } from '../components/till-return-dialog.tsx'
import { TillTopBar } from '../components/till-top-bar.tsx'
import { useDisplayFeed } from '../display/use-display-feed.ts'
import { registerTillWorker } from '../offline/register-worker.ts'
import { type ReceiptData, shopOf } from '../receipt/receipt-data.ts'
import { receiptOfOutcome } from '../receipt/sale-receipt.ts'
import { isMuted, setMuted } from '../scanner/scan-feedback.ts'
import { type TillDialog, TillDialogs } from './till-dialogs.tsx'
import { TillDraftProvider, useTillDraft } from './till-draft.tsx'
import { TillPrint, type TillPrintout } from './till-print.tsx'
import { toCartProduct } from './till-products.ts'
import { useCartStock } from './use-cart-stock.ts'
import { useHeldCartActions } from './use-held-cart-actions.ts'
import { useNumpad } from './use-numpad.ts'
import { useProductSearch } from './use-product-search.ts'
import { type SaleOutcome, useSale } from './use-sale.ts'
import { useTillKeys } from './use-till-keys.ts'
import { useCustomerVat, useTillSetup } from './use-till-setup.ts'

const loading = (
  <Flex justify="center" align="center" style={{ height: '100vh' }}>
    <Spin size="large" />
  </Flex>
)

/** The till (SALES.md): keyboard and scanner first, full screen, 1366×768 and up; the sale kept on the device. */
export function TillPage() {
  useEffect(registerTillWorker, [])
  return (
    <TillDraftProvider fallback={loading}>
      <TillScreen />
    </TillDraftProvider>
  )
}

function TillScreen() {
  const { t } = useTranslation('pos')
  const lang = useLang()
  const queryClient = useQueryClient()
  const session = useSession()
  const canOverridePrice = hasPermission(session, 'pos.edit')
  const draft = useTillDraft()
  const setup = useTillSetup()
  const { stores, storeList, store, storeId, shift, currentRate, settings, held, discounts, outbox } = setup

  const [dialog, setDialog] = useState<TillDialog>(() => (draft.paying ? 'payment' : null))
  const [notice, setNoticeState] = useState<TillNotice | null>(null)
  const [done, setDone] = useState<{ receipt: ReceiptData; offline: boolean } | null>(null)
  const [printing, setPrinting] = useState<TillPrintout | null>(null)
  const [muted, setMutedState] = useState(isMuted)
  const searchRef = useRef<InputRef>(null)
  const paymentRef = useRef<PaymentHandle>(null)
  const returnRef = useRef<TillReturnHandle>(null)
  const { setPaying, cart, dispatch } = draft
  useEffect(() => setPaying(dialog === 'payment'), [dialog, setPaying])
  // A tax invoice needs the customer's VATTIN: read once the customer is chosen.
  const customerVat = useCustomerVat(cart.customer?.id ?? null)
  const cartStock = useCartStock(store, cart.lines)
  const { watch: watchStock } = cartStock
  // Whatever the till says next replaces a stock warning; an add then tells its own product's shortage.
  const setNotice = useCallback(
    (next: TillNotice | null) => {
      watchStock(null)
      setNoticeState(next)
    },
    [watchStock],
  )

  const add = useCallback(
    (product: CartProduct, quantity = '1') => {
      dispatch({ type: 'add', product, quantity })
      setNotice({ kind: 'info', text: t('scan.added', { name: localizedName(product, lang) }) })
      watchStock(product.id)
    },
    [t, lang, setNotice, watchStock, dispatch],
  )
  const found = useProductSearch({ storeId, add, setNotice })
  const { search, setSearch, view, setView, addByCode } = found

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
  const selectedLine = cart.lines[cart.selected]
  const cashier = session?.userInfo?.name ?? ''
  const shop = store ? shopOf(settings.data ?? null, store) : null

  const print = async (what: TillPrintout) => {
    setPrinting(what)
    await printRoot(80)
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
    setDialog(null)
    setDone({ receipt, offline: outcome.kind === 'offline' })
    draft.clear()
    void queryClient.invalidateQueries({ queryKey: POS_KEYS.shift(storeId ?? 0) })
    void queryClient.invalidateQueries({ queryKey: POS_KEYS.stock })
    void print({ kind: 'receipt', receipt })
  }
  const sale = useSale({ storeId: storeId ?? 0, markSent: draft.markSent, onSaved })
  useDisplayFeed(totals, currentRate, rounding, done?.receipt ?? null, storeId)
  const addFromResults = useCallback((p: CartProduct) => add(toCartProduct(p)), [add])
  const hasOpenShift = Boolean(shift.data && shift.data.status === 'open')

  const nextSale = () => {
    setDone(null)
    draft.clear()
    setNotice(null)
    requestAnimationFrame(() => searchRef.current?.focus())
  }

  const run = useTillKeys({
    cart,
    dispatch,
    dialog,
    setDialog,
    search,
    setSearch,
    searchRef,
    paymentRef,
    canOverridePrice,
    canPay: hasOpenShift && Boolean(currentRate) && !cartStock.blocksPayment,
    onPayRefused: cartStock.explainRefusal,
    hasOpenShift,
    saleDone: done !== null,
    approvalOpen: sale.needsApproval,
    onPay: sale.reset,
    onReprint: () => done && void print({ kind: 'receipt', receipt: done.receipt }),
    onNextSale: nextSale,
    onToggleView: () => setView(view === 'grid' ? 'list' : 'grid'),
    onScan: (code) => void addByCode(code),
    onReturnScan: (code) => returnRef.current?.scan(code),
  })

  const numpad = useNumpad({ cart, dispatch, totals, discounts: discounts.data ?? [], canOverridePrice })

  const { holdNow, resume, holdBusy } = useHeldCartActions({
    storeId,
    cart,
    dispatch,
    held,
    discounts,
    onDone: () => setDialog(null),
  })

  if (stores.isPending || (storeId !== null && shift.isPending)) return loading
  if (!store) return <Result status="warning" title={t('shift.noStore')} />
  if (!totals || !rounding || !saleSettings) {
    const retry = () => void Promise.all([rateQuery.refetch(), settings.refetch()])
    return (
      <TillPricingState
        failed={settings.isError || (currentRate === null && rateQuery.isError)}
        onRetry={retry}
      />
    )
  }

  return (
    <Flex vertical style={{ height: '100vh', overflow: 'hidden' }} data-testid="till">
      <h1 className="visually-hidden">{t('title')}</h1>
      <TillTopBar
        stores={storeList}
        storeId={storeId}
        onStore={setup.chooseStore}
        cashier={cashier}
        shift={hasOpenShift ? (shift.data ?? null) : null}
        rate={currentRate}
        heldCount={held.data?.length ?? 0}
        onRecall={() => setDialog('recall')}
        onReturn={() => run('return')}
        onCashMove={() => setDialog('cashMove')}
        onDrawer={() => setDialog('drawer')}
        onCloseShift={() => setDialog('closeShift')}
        muted={muted}
        onMuted={(next) => {
          setMuted(next)
          setMutedState(next)
        }}
        outbox={outbox}
      />
      <Flex style={{ flex: 1, minHeight: 0 }}>
        <main style={{ flex: '0 0 60%', minWidth: 0 }}>
          <ProductPanel
            searchRef={searchRef}
            search={search}
            onSearch={setSearch}
            onSearchEnter={found.searchKeys.onSearchKeyDown}
            activeId={found.searchKeys.activeId}
            products={found.products.data ?? []}
            isLoading={found.products.isFetching}
            categories={setup.categories.data ?? []}
            categoryId={found.categoryId}
            onCategory={found.setCategoryId}
            view={view}
            onView={setView}
            onAdd={addFromResults}
            rate={currentRate}
            stock={found.stock.data}
            notice={cartStock.warning ?? notice}
            multiplier={found.multiplier}
          />
        </main>
        <aside style={{ flex: '0 0 40%', minWidth: 0 }} aria-label={t('cart.title')}>
          {done ? (
            <SaleDone
              order={done.receipt}
              offline={done.offline}
              onNext={nextSale}
              onReprint={() => run('reprint')}
            />
          ) : (
            <CartPanel
              cart={cart}
              totals={totals}
              canOverridePrice={canOverridePrice}
              onCommand={run}
              onSelect={(index) => dispatch({ type: 'select', index })}
              busy={!hasOpenShift}
              flash={found.flash && selectedLine ? { key: selectedLine.key, tick: found.flash.tick } : null}
              numpad={numpad}
              shortages={cartStock.short}
              stockBlocking={cartStock.blocking}
            />
          )}
        </aside>
      </Flex>

      <TillDialogs
        dialog={dialog}
        onDialog={setDialog}
        storeId={store.id}
        shift={shift.data ?? null}
        hasOpenShift={hasOpenShift}
        onShiftChanged={() => void shift.refetch()}
        totals={totals}
        discounts={discounts.data ?? []}
        held={held}
        onHold={(name) => void holdNow(name)}
        holdBusy={holdBusy}
        onResume={(id) => void resume(id)}
        sale={sale}
        paymentRef={paymentRef}
        rate={currentRate}
        rounding={rounding}
        maxChangeUsd={saleSettings.max_change_usd}
        onPrintZ={(report) => void print({ kind: 'z', report })}
        returnRef={returnRef}
        customerVat={customerVat}
        onDrawerOpened={(opened) => {
          setNotice({ kind: 'info', text: t('drawer.opened') })
          void print({ kind: 'noSale', opened })
        }}
        onPrintReturn={(note, order) => void print({ kind: 'returnSlip', note, order })}
        isOffline={!outbox.reachable}
      />
      <TillPrint printing={printing} settings={settings.data ?? null} store={store} />
    </Flex>
  )
}
