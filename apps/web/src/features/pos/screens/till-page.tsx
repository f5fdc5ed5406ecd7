import type { CreditNote, DrawerOpened, Order, OrderDetail, Product, ShiftReport } from '@sms/contract'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Flex, type InputRef, Result, Spin } from 'antd'
import { useCallback, useMemo, useReducer, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { localizedName } from '../../../components/resource/resource-text.ts'
import { useErrorMessage } from '../../../lib/api/use-error-message.ts'
import { hasPermission } from '../../../lib/auth/session-storage.ts'
import { useSession } from '../../../lib/auth/use-session.ts'
import { useLang } from '../../../lib/i18n/use-locale.ts'
import { useCurrentRate } from '../../../lib/live/current-rate.ts'
import { printRoot } from '../../../lib/print/print.ts'
import { PrintArea } from '../../../lib/print/print-area.tsx'
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts'
import {
  customerById,
  POS_KEYS,
  productByCode,
  useCategories,
  useCurrentShift,
  useDiscounts,
  useHeldCarts,
  useTillProducts,
  useTillSettings,
  useTillStock,
  useTillStores,
} from '../api/pos-api.ts'
import { type CartProduct, cartTotals } from '../cart/cart-math.ts'
import { cartReducer, EMPTY_CART } from '../cart/cart-state.ts'
import { CartPanel } from '../components/cart-panel.tsx'
import type { PaymentHandle } from '../components/payment-dialog.tsx'
import { ProductPanel, type TillNotice } from '../components/product-panel.tsx'
import { SaleDone } from '../components/sale-done.tsx'
import type { TillReturnHandle } from '../components/till-return-dialog.tsx'
import { TillTopBar } from '../components/till-top-bar.tsx'
import { ZReport } from '../components/z-report.tsx'
import { NoSaleSlip } from '../receipt/no-sale-slip.tsx'
import { Receipt } from '../receipt/receipt.tsx'
import { receiptOfOrder, shopOf } from '../receipt/receipt-data.ts'
import { ReturnSlip } from '../receipt/return-slip.tsx'
import { decodeInStoreCode, quantityOfInStoreCode } from '../scanner/in-store-code.ts'
import { isMuted, playScanSound, setMuted } from '../scanner/scan-feedback.ts'
import { type TillDialog, TillDialogs } from './till-dialogs.tsx'
import { MULTIPLIER, toCartProduct } from './till-products.ts'
import { useCartStock } from './use-cart-stock.ts'
import { useHeldCartActions } from './use-held-cart-actions.ts'
import { useNumpad } from './use-numpad.ts'
import { useSale } from './use-sale.ts'
import { useSearchKeys } from './use-search-keys.ts'
import { useTillKeys } from './use-till-keys.ts'

const STORE_KEY = 'pos.store'

/** The till (SALES.md): keyboard and scanner first, full screen, 1366×768 and up. */
export function TillPage() {
  const { t } = useTranslation('pos')
  const lang = useLang()
  const describeError = useErrorMessage()
  const queryClient = useQueryClient()
  const session = useSession()
  const canOverridePrice = hasPermission(session, 'pos.edit')

  const stores = useTillStores()
  const [chosenStore, setChosenStore] = useState(() => Number(localStorage.getItem(STORE_KEY)) || null)
  const storeList = stores.data ?? []
  const store = storeList.find((s) => s.id === chosenStore) ?? storeList[0] ?? null
  const storeId = store?.id ?? null
  const shift = useCurrentShift(storeId)
  const rate = useCurrentRate()
  const settings = useTillSettings()
  const held = useHeldCarts(storeId)
  const discounts = useDiscounts()
  const categories = useCategories()

  const [cart, dispatch] = useReducer(cartReducer, EMPTY_CART)
  const [search, setSearch] = useState('')
  const [categoryId, setCategoryId] = useState<number | null>(null)
  const [view, setView] = useState<'grid' | 'list'>('grid')
  const [dialog, setDialog] = useState<TillDialog>(null)
  const [notice, setNoticeState] = useState<TillNotice | null>(null)
  const [doneOrder, setDoneOrder] = useState<Order | null>(null)
  const [printing, setPrinting] = useState<
    | { kind: 'receipt'; order: Order }
    | { kind: 'z'; report: ShiftReport }
    | { kind: 'noSale'; opened: DrawerOpened }
    | { kind: 'returnSlip'; note: CreditNote; order: OrderDetail }
    | null
  >(null)
  const [muted, setMutedState] = useState(isMuted)
  const [flash, setFlash] = useState<{ tick: number } | null>(null)
  const flashTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const searchRef = useRef<InputRef>(null)
  const paymentRef = useRef<PaymentHandle>(null)
  const returnRef = useRef<TillReturnHandle>(null)
  const [taxInvoice, setTaxInvoice] = useState(false)
  // A tax invoice needs the customer's VATTIN: read once the customer is chosen.
  const customerId = cart.customer?.id ?? null
  const customerRecord = useQuery({
    queryKey: ['pos', 'customer', customerId],
    queryFn: ({ signal }) => customerById(customerId ?? 0, signal),
    enabled: customerId !== null,
    staleTime: 60_000,
  })
  const customerVat = customerId !== null ? (customerRecord.data?.vat_number ?? null) : null
  const codeCache = useRef(new Map<string, CartProduct>())
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

  const query = useDebouncedValue(MULTIPLIER.test(search.trim()) ? '' : search.trim(), 150)
  const products = useTillProducts(query, categoryId)
  const shownIds = useMemo(
    () => (view === 'list' ? (products.data ?? []).map((p) => p.id) : []),
    [view, products.data],
  )
  const stock = useTillStock(storeId, shownIds)

  const vatBasisPoints = Math.round((settings.data?.vat_rate ?? 10) * 100)
  const pricesIncludeVat = settings.data?.prices_include_vat ?? true
  const rounding = {
    step: (settings.data?.riel_rounding_step ?? 100) as 100 | 500 | 1000,
    mode: settings.data?.riel_rounding_mode ?? 'nearest',
  }
  const currentRate = rate.data?.rate ?? null
  const totals = useMemo(
    () =>
      cartTotals(cart.lines, cart.orderDiscount, currentRate ?? 4100, { vatBasisPoints, pricesIncludeVat }),
    [cart.lines, cart.orderDiscount, currentRate, vatBasisPoints, pricesIncludeVat],
  )
  const selectedLine = cart.lines[cart.selected]
  const cashier = session?.userInfo?.name ?? ''

  const print = async (what: NonNullable<typeof printing>) => {
    setPrinting(what)
    await printRoot(80)
  }

  const sale = useSale((order) => {
    setDialog(null)
    setDoneOrder(order)
    void queryClient.invalidateQueries({ queryKey: POS_KEYS.shift(storeId ?? 0) })
    void queryClient.invalidateQueries({ queryKey: POS_KEYS.stock })
    void print({ kind: 'receipt', order })
  })

  const add = useCallback(
    (product: CartProduct, quantity = '1') => {
      dispatch({ type: 'add', product, quantity })
      setNotice({ kind: 'info', text: t('scan.added', { name: localizedName(product, lang) }) })
      watchStock(product.id)
    },
    [t, lang, setNotice, watchStock],
  )
  const addFromResults = useCallback((p: Product) => add(toCartProduct(p)), [add])

  /** A code that added a line: a beep and a flash of that line (the selected one, after the add). */
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
    const found = await productByCode(code)
    if (!found) return null
    const product = toCartProduct(found)
    codeCache.current.set(code, product)
    return product
  }

  /**
   * A scan or a typed code with Enter: `n*` before it in the search field multiplies it. A code no product
   * carries may be an in-store price or weight code (`scanner/in-store-code.ts`), whose item code names the
   * product and whose value gives the quantity (the multiplier does not apply to it).
   */
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

  const searchKeys = useSearchKeys({
    search,
    setSearch,
    products: products.data ?? [],
    answered: query === search.trim() && !products.isPlaceholderData && !products.isFetching,
    add,
    addByCode: (code) => void addByCode(code),
    setNotice,
  })

  const hasOpenShift = Boolean(shift.data && shift.data.status === 'open')

  const nextSale = () => {
    setTaxInvoice(false)
    setDoneOrder(null)
    dispatch({ type: 'clear' })
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
    saleDone: doneOrder !== null,
    approvalOpen: sale.needsApproval,
    onPay: sale.reset,
    onReprint: () => doneOrder && void print({ kind: 'receipt', order: doneOrder }),
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

  if (stores.isPending || (storeId !== null && shift.isPending)) {
    return (
      <Flex justify="center" align="center" style={{ height: '100vh' }}>
        <Spin size="large" />
      </Flex>
    )
  }
  if (!store) return <Result status="warning" title={t('shift.noStore')} />

  const receiptData = (order: Order) =>
    receiptOfOrder(order, {
      shop: shopOf(settings.data ?? null, store),
      cashier,
      customer: cart.customer?.name ?? null,
      vatRate: settings.data?.vat_rate ?? 10,
    })

  return (
    <Flex vertical style={{ height: '100vh', overflow: 'hidden' }} data-testid="till">
      <h1 className="visually-hidden">{t('title')}</h1>
      <TillTopBar
        stores={storeList}
        storeId={storeId}
        onStore={(id) => {
          localStorage.setItem(STORE_KEY, String(id))
          setChosenStore(id)
        }}
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
      />
      <Flex style={{ flex: 1, minHeight: 0 }}>
        <main style={{ flex: '0 0 60%', minWidth: 0 }}>
          <ProductPanel
            searchRef={searchRef}
            search={search}
            onSearch={setSearch}
            onSearchEnter={searchKeys.onSearchKeyDown}
            activeId={searchKeys.activeId}
            products={products.data ?? []}
            isLoading={products.isFetching}
            categories={categories.data ?? []}
            categoryId={categoryId}
            onCategory={setCategoryId}
            view={view}
            onView={setView}
            onAdd={addFromResults}
            rate={currentRate}
            stock={stock.data}
            notice={cartStock.warning ?? notice}
            multiplier={MULTIPLIER.exec(search.trim())?.[1] ?? null}
          />
        </main>
        <aside style={{ flex: '0 0 40%', minWidth: 0 }} aria-label={t('cart.title')}>
          {doneOrder ? (
            <SaleDone order={doneOrder} onNext={nextSale} onReprint={() => run('reprint')} />
          ) : (
            <CartPanel
              cart={cart}
              totals={totals}
              canOverridePrice={canOverridePrice}
              onCommand={run}
              onSelect={(index) => dispatch({ type: 'select', index })}
              busy={!hasOpenShift}
              flash={flash && selectedLine ? { key: selectedLine.key, tick: flash.tick } : null}
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
        cart={cart}
        dispatch={dispatch}
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
        maxChangeUsd={settings.data?.max_change_usd}
        onPrintZ={(report) => void print({ kind: 'z', report })}
        returnRef={returnRef}
        taxInvoice={taxInvoice}
        onTaxInvoice={setTaxInvoice}
        customerVat={customerVat}
        onDrawerOpened={(opened) => {
          setNotice({ kind: 'info', text: t('drawer.opened') })
          void print({ kind: 'noSale', opened })
        }}
        onPrintReturn={(note, order) => void print({ kind: 'returnSlip', note, order })}
      />
      <PrintArea>
        {printing?.kind === 'receipt' && <Receipt data={receiptData(printing.order)} width={80} />}
        {printing?.kind === 'noSale' && <NoSaleSlip opened={printing.opened} store={store.name_en} />}
        {printing?.kind === 'returnSlip' && (
          <ReturnSlip {...printing} shop={shopOf(settings.data ?? null, store)} width={80} />
        )}
        {printing?.kind === 'z' && (
          <div className="receipt w80">
            <ZReport report={printing.report} />
          </div>
        )}
      </PrintArea>
    </Flex>
  )
}
