import type { Order, Product, ShiftReport } from '@sms/contract'
import { useQueryClient } from '@tanstack/react-query'
import { App, Flex, type InputRef, Result, Spin } from 'antd'
import {
  type KeyboardEvent as ReactKeyboardEvent,
  useCallback,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react'
import { useTranslation } from 'react-i18next'
import { localizedName } from '../../../components/resource/resource-text.ts'
import { useErrorMessage } from '../../../lib/api/use-error-message.ts'
import { hasPermission } from '../../../lib/auth/session-storage.ts'
import { useSession } from '../../../lib/auth/use-session.ts'
import { useLang } from '../../../lib/i18n/use-locale.ts'
import { useCurrentRate } from '../../../lib/live/current-rate.ts'
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts'
import {
  customerById,
  discardHeldCart,
  holdCart,
  POS_KEYS,
  productByCode,
  productsByIds,
  useCategories,
  useCurrentShift,
  useDiscounts,
  useHeldCarts,
  useTillProducts,
  useTillSettings,
  useTillStores,
} from '../api/pos-api.ts'
import { type CartProduct, cartTotals } from '../cart/cart-math.ts'
import { cartReducer, EMPTY_CART } from '../cart/cart-state.ts'
import { CartPanel } from '../components/cart-panel.tsx'
import { CustomerDialog } from '../components/customer-dialog.tsx'
import { PaymentDialog, type PaymentHandle } from '../components/payment-dialog.tsx'
import { ProductPanel } from '../components/product-panel.tsx'
import { SaleDone } from '../components/sale-done.tsx'
import { CashMoveDialog, CloseShiftDialog, OpenShiftDialog, ZReport } from '../components/shift-dialogs.tsx'
import {
  ApprovalDialog,
  DiscountDialog,
  HoldDialog,
  PriceDialog,
  QuantityDialog,
  RecallDialog,
} from '../components/small-dialogs.tsx'
import { TillTopBar } from '../components/till-top-bar.tsx'
import { paymentCommand, type TillCommand, tillCommand } from '../keyboard/keymap.ts'
import { printRoot } from '../receipt/print.ts'
import { PrintArea } from '../receipt/print-area.tsx'
import { Receipt } from '../receipt/receipt.tsx'
import { receiptOfOrder, shopOf } from '../receipt/receipt-data.ts'
import { decodeInStoreCode, quantityOfInStoreCode } from '../scanner/in-store-code.ts'
import { isMuted, playScanSound, setMuted } from '../scanner/scan-feedback.ts'
import { isEditable, useTillKeyboard } from '../scanner/use-till-keyboard.ts'
import { checkoutBody, useSale } from './use-sale.ts'

type Dialog =
  | 'quantity'
  | 'price'
  | 'lineDiscount'
  | 'orderDiscount'
  | 'hold'
  | 'recall'
  | 'customer'
  | 'payment'
  | 'cashMove'
  | 'closeShift'
  | null
const STORE_KEY = 'pos.store'
const MULTIPLIER = /^(\d+(?:\.\d{1,3})?)\*$/

const toCartProduct = (p: Product): CartProduct => ({
  id: p.id,
  sku: p.sku,
  barcode: p.barcode,
  name_en: p.name_en,
  name_kh: p.name_kh,
  price_usd: p.price_usd,
  price_khr: p.price_khr,
  taxable: p.taxable,
})

/** A held cart keeps the customer's id: the name is read back, `#id` only if the customer cannot be read. */
async function customerOfHeldCart(id: number) {
  try {
    const customer = await customerById(id)
    return { id, name: customer.name }
  } catch {
    return { id, name: `#${id}` }
  }
}

/** The till (SALES.md): keyboard and scanner first, full screen, 1366×768 and up. */
export function TillPage() {
  const { t } = useTranslation('pos')
  const lang = useLang()
  const { modal, message } = App.useApp()
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
  const [dialog, setDialog] = useState<Dialog>(null)
  const [notice, setNotice] = useState<{ kind: 'error' | 'info'; text: string } | null>(null)
  const [doneOrder, setDoneOrder] = useState<Order | null>(null)
  const [printing, setPrinting] = useState<
    { kind: 'receipt'; order: Order } | { kind: 'z'; report: ShiftReport } | null
  >(null)
  const [holdBusy, setHoldBusy] = useState(false)
  const [muted, setMutedState] = useState(isMuted)
  const [flash, setFlash] = useState<{ tick: number } | null>(null)
  const flashTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const searchRef = useRef<InputRef>(null)
  const paymentRef = useRef<PaymentHandle>(null)
  const codeCache = useRef(new Map<string, CartProduct>())

  const query = useDebouncedValue(MULTIPLIER.test(search.trim()) ? '' : search.trim(), 150)
  const products = useTillProducts(query, categoryId)

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
    void print({ kind: 'receipt', order })
  })

  const add = useCallback(
    (product: CartProduct, quantity = '1') => {
      dispatch({ type: 'add', product, quantity })
      setNotice({ kind: 'info', text: t('scan.added', { name: localizedName(product, lang) }) })
    },
    [t, lang],
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
        setNotice({ kind: 'error', text: t('scan.unknown', { code }) })
        return scanFeedback(false)
      }
      add(item, quantity)
      scanFeedback(true)
    } catch (e) {
      setNotice({ kind: 'error', text: `${t('scan.failed', { code })}: ${describeError(e)}` })
      scanFeedback(false)
    }
  }

  const onSearchEnter = (event: ReactKeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    const text = search.trim()
    if (!text || MULTIPLIER.test(text)) return
    const typed = /^(\d+(?:\.\d{1,3})?)\*(.+)$/.exec(text)
    const code = typed?.[2] ?? text
    const multiplier = typed?.[1] ?? '1'
    const list = products.data ?? []
    const exact = list.find((p) => p.barcode === code || p.sku.toLowerCase() === code.toLowerCase())
    const only = query === text && list.length === 1 ? list[0] : undefined
    const pick = exact ?? only
    setSearch('')
    if (pick) return add(toCartProduct(pick), multiplier)
    setSearch(typed ? `${multiplier}*` : '')
    void addByCode(code)
  }

  const hasOpenShift = Boolean(shift.data && shift.data.status === 'open')

  const run = (command: TillCommand) => {
    switch (command) {
      case 'search':
        return searchRef.current?.focus()
      case 'customer':
        return setDialog('customer')
      case 'hold':
        return cart.lines.length > 0 && setDialog('hold')
      case 'recall':
        return setDialog('recall')
      case 'quantity':
        return selectedLine && setDialog('quantity')
      case 'price':
        return selectedLine && canOverridePrice && setDialog('price')
      case 'lineDiscount':
        return selectedLine && setDialog('lineDiscount')
      case 'orderDiscount':
        return cart.lines.length > 0 && setDialog('orderDiscount')
      case 'pay':
        if (cart.lines.length === 0 || !hasOpenShift || !currentRate) return
        sale.reset()
        return setDialog('payment')
      case 'selectUp':
        return dispatch({ type: 'move', by: -1 })
      case 'selectDown':
        return dispatch({ type: 'move', by: 1 })
      case 'increment':
        return dispatch({ type: 'step', by: 1 })
      case 'decrement':
        return dispatch({ type: 'step', by: -1 })
      case 'removeLine':
        return dispatch({ type: 'remove' })
      case 'clearCart':
        if (cart.lines.length === 0) return
        return modal.confirm({
          title: t('cart.clearConfirm'),
          okText: t('dialogs.ok'),
          cancelText: t('dialogs.cancel'),
          onOk: () => dispatch({ type: 'clear' }),
        })
      case 'back':
        if (search) return setSearch('')
        return (document.activeElement as HTMLElement | null)?.blur()
      case 'reprint':
        return doneOrder && print({ kind: 'receipt', order: doneOrder })
      case 'toggleView':
        return setView(view === 'grid' ? 'list' : 'grid')
    }
  }

  const nextSale = () => {
    setDoneOrder(null)
    dispatch({ type: 'clear' })
    setNotice(null)
    requestAnimationFrame(() => searchRef.current?.focus())
  }

  useTillKeyboard({
    onScan: (code) => {
      // A scan belongs to the cart; in the payment step or another dialog it would be a mistake to add goods.
      if (dialog !== null || !hasOpenShift) return
      if (doneOrder) nextSale()
      void addByCode(code)
    },
    onKey: (event) => {
      const active = document.activeElement
      if (dialog === 'payment') {
        const amount = paymentRef.current?.amountInput()
        const command = paymentCommand(event, { isTyping: isEditable(active) && active !== amount })
        if (!command) return false
        paymentRef.current?.command(command)
        return true
      }
      if (dialog !== null || !hasOpenShift) return false
      if (doneOrder) {
        if (event.key === 'Enter' && !event.ctrlKey && !event.altKey) {
          nextSale()
          return true
        }
        const command = tillCommand(event, { focus: 'none', isSearchEmpty: true })
        if (command === 'reprint') {
          run('reprint')
          return true
        }
        return false
      }
      const focus = active === searchRef.current?.input ? 'search' : isEditable(active) ? 'field' : 'none'
      const command = tillCommand(event, { focus, isSearchEmpty: search === '' })
      if (!command) return false
      run(command)
      return true
    },
  })

  const holdNow = async (name: string) => {
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
      setDialog(null)
      void message.success(t('dialogs.held', { name }))
      void held.refetch()
    } catch (e) {
      void message.error(describeError(e))
    } finally {
      setHoldBusy(false)
    }
  }

  const resume = async (id: number) => {
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
        return d ? { id: d.id, type: d.type, value: d.value } : null
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
      setDialog(null)
    } catch (e) {
      void message.error(describeError(e))
    }
  }

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
        onCashMove={() => setDialog('cashMove')}
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
            onSearchEnter={onSearchEnter}
            products={products.data ?? []}
            isLoading={products.isFetching}
            categories={categories.data ?? []}
            categoryId={categoryId}
            onCategory={setCategoryId}
            view={view}
            onView={setView}
            onAdd={addFromResults}
            rate={currentRate}
            notice={notice}
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
            />
          )}
        </aside>
      </Flex>

      <OpenShiftDialog open={!hasOpenShift} storeId={store.id} onOpened={() => void shift.refetch()} />
      {shift.data && dialog === 'cashMove' && (
        <CashMoveDialog
          open
          shiftId={shift.data.id}
          onClose={(moved) => {
            setDialog(null)
            if (moved) void message.success(t('shift.moved'))
          }}
        />
      )}
      {shift.data && (
        <CloseShiftDialog
          open={dialog === 'closeShift'}
          shiftId={shift.data.id}
          onPrint={(report) => void print({ kind: 'z', report })}
          onClose={(closed) => {
            setDialog(null)
            if (closed) void shift.refetch()
          }}
        />
      )}
      {selectedLine && dialog === 'quantity' && (
        <QuantityDialog
          open
          onClose={() => setDialog(null)}
          name={localizedName(selectedLine.product, lang)}
          initial={selectedLine.quantity}
          onSave={(quantity) => dispatch({ type: 'setQuantity', quantity })}
        />
      )}
      {selectedLine && dialog === 'price' && (
        <PriceDialog
          open
          onClose={() => setDialog(null)}
          name={localizedName(selectedLine.product, lang)}
          initial={totals.lines[cart.selected]?.unitPrice ?? 0}
          onSave={(cents) => dispatch({ type: 'setPrice', cents })}
        />
      )}
      {selectedLine && dialog === 'lineDiscount' && (
        <DiscountDialog
          open
          onClose={() => setDialog(null)}
          title={t('dialogs.discountTitle', { name: localizedName(selectedLine.product, lang) })}
          base={totals.lines[cart.selected]?.gross ?? 0}
          discounts={discounts.data ?? []}
          current={selectedLine.discount?.id ?? null}
          onSave={(discount) => dispatch({ type: 'setLineDiscount', discount })}
        />
      )}
      {dialog === 'orderDiscount' && (
        <DiscountDialog
          open
          onClose={() => setDialog(null)}
          title={t('dialogs.orderDiscountTitle')}
          base={totals.lines.reduce((s, l) => s + l.gross - l.lineDiscount, 0)}
          discounts={discounts.data ?? []}
          current={cart.orderDiscount?.id ?? null}
          onSave={(discount) => dispatch({ type: 'setOrderDiscount', discount })}
        />
      )}
      {dialog === 'hold' && (
        <HoldDialog open onClose={() => setDialog(null)} onSave={holdNow} busy={holdBusy} />
      )}
      <RecallDialog
        open={dialog === 'recall'}
        onClose={() => setDialog(null)}
        carts={held.data ?? []}
        cartIsEmpty={cart.lines.length === 0}
        onResume={(id) => void resume(id)}
        onDiscard={(id) => void discardHeldCart(id).then(() => held.refetch())}
      />
      <CustomerDialog
        open={dialog === 'customer'}
        onClose={() => setDialog(null)}
        onPick={(customer) => dispatch({ type: 'setCustomer', customer })}
      />
      {dialog === 'payment' && currentRate && (
        <PaymentDialog
          ref={paymentRef}
          open
          totalUsd={totals.total}
          totalKhr={totals.totalKhr}
          rate={currentRate}
          rounding={rounding}
          hasCustomer={cart.customer !== null}
          storeId={store.id}
          status={sale.status}
          error={sale.error && !sale.needsApproval ? describeError(sale.error) : null}
          onBack={() => setDialog(null)}
          onValidate={(tenders, changeMode) => {
            sale.remember(tenders, changeMode)
            void sale.send(checkoutBody(cart, store.id, tenders, changeMode, null))
          }}
        />
      )}
      <ApprovalDialog
        open={sale.needsApproval}
        error={sale.error ? describeError(sale.error) : null}
        onClose={sale.closeApproval}
        onApprove={(approval) => {
          const last = sale.lastTenders()
          sale.closeApproval()
          if (last) void sale.send(checkoutBody(cart, store.id, last.tenders, last.changeMode, approval))
        }}
      />
      <PrintArea>
        {printing?.kind === 'receipt' && <Receipt data={receiptData(printing.order)} width={80} />}
        {printing?.kind === 'z' && (
          <div className="receipt w80">
            <ZReport report={printing.report} />
          </div>
        )}
      </PrintArea>
    </Flex>
  )
}
