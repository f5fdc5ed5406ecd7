import type { CashRounding, CreditNote, DrawerOpened, OrderDetail, ShiftReport } from '@sms/contract'
import { App, Button, Flex } from 'antd'
import { type RefObject, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { localizedName } from '../../../components/resource/resource-text.ts'
import { useErrorMessage } from '../../../lib/api/use-error-message.ts'
import { useLang, useLocalePath } from '../../../lib/i18n/use-locale.ts'
import {
  discardHeldCart,
  type useCurrentShift,
  type useDiscounts,
  type useHeldCarts,
} from '../api/pos-api.ts'
import type { CartTotals } from '../cart/cart-math.ts'
import { CustomerDialog } from '../components/customer-dialog.tsx'
import { DrawerDialog } from '../components/drawer-dialog.tsx'
import { HoldDialog, RecallDialog } from '../components/held-cart-dialogs.tsx'
import { PaymentDialog, type PaymentHandle } from '../components/payment-dialog.tsx'
import { CashMoveDialog, CloseShiftDialog, OpenShiftDialog } from '../components/shift-dialogs.tsx'
import { ApprovalDialog, DiscountDialog, PriceDialog, QuantityDialog } from '../components/small-dialogs.tsx'
import { TillReturnDialog, type TillReturnHandle } from '../components/till-return-dialog.tsx'
import { useTillDraft } from './till-draft.tsx'
import { checkoutBody, type useSale } from './use-sale.ts'
import { useSaleErrorMessage } from './use-sale-error.ts'

/** The dialog open over the till, one at a time. */
export type TillDialog =
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
  | 'return'
  | 'drawer'
  | null

type Props = {
  dialog: TillDialog
  onDialog: (dialog: TillDialog) => void
  storeId: number
  shift: ReturnType<typeof useCurrentShift>['data'] | null
  hasOpenShift: boolean
  onShiftChanged: () => void
  totals: CartTotals
  discounts: NonNullable<ReturnType<typeof useDiscounts>['data']>
  held: ReturnType<typeof useHeldCarts>
  onHold: (name: string) => void
  holdBusy: boolean
  onResume: (id: number) => void
  sale: ReturnType<typeof useSale>
  paymentRef: RefObject<PaymentHandle | null>
  rate: number | null
  rounding: CashRounding
  /** The most change the server lets a sale give (issue 18), in cents; unknown until the settings load. */
  maxChangeUsd?: number
  onPrintZ: (report: ShiftReport) => void
  returnRef: RefObject<TillReturnHandle | null>
  customerVat: string | null
  onDrawerOpened: (opened: DrawerOpened) => void
  /** Prints a return's slip on the receipt paper (issue 23.6). */
  onPrintReturn: (note: CreditNote, order: OrderDetail) => void
  /** The server does not answer: what needs it says so as its dialog opens. */
  isOffline: boolean
}

/** The dialogs whose work only the server can do (issue 21): offline, they say so instead of failing later. */
const NEEDS_SERVER: readonly TillDialog[] = ['return', 'cashMove', 'closeShift', 'drawer', 'hold', 'recall']

/** Every dialog of the till: the shift's, the cart line's, held carts, the customer, payment and approval. */
export function TillDialogs(props: Props) {
  const { dialog, onDialog, storeId, shift, totals, discounts, sale, rate, isOffline } = props
  const { cart, dispatch, taxInvoice, setTaxInvoice, tenders, setTenders, changeMode, setChangeMode } =
    useTillDraft()
  const { t } = useTranslation('pos')
  const lang = useLang()
  const { message, modal } = App.useApp()
  const to = useLocalePath()
  const describeSaleError = useSaleErrorMessage()
  const describeError = useErrorMessage()
  const selectedLine = cart.lines[cart.selected]
  const close = () => onDialog(null)
  const needsServer =
    isOffline && (NEEDS_SERVER.includes(dialog) || !props.hasOpenShift || sale.needsApproval)
  useEffect(() => {
    if (needsServer) void message.warning({ content: t('outbox.needsServer'), key: 'needs-server' })
  }, [needsServer, message, t])
  /**
   * A return made: its slip on the receipt paper, and its credit note, printed on A4 from its own page (a new
   * tab keeps the till as it is).
   */
  const onReturned = (note: CreditNote, order: OrderDetail) => {
    // The slip prints by itself, as a sale's receipt does; the A4 credit note is a click away.
    props.onPrintReturn(note, order)
    modal.success({
      title: t('return.done', { number: note.number }),
      content: (
        <Flex vertical gap={4} align="start">
          <a
            href={to(`/credit-notes/${note.id}?print=1`)}
            target="_blank"
            rel="noreferrer"
            data-testid="return-print"
          >
            {t('return.print')}
          </a>
          <Button
            type="link"
            style={{ padding: 0 }}
            onClick={() => props.onPrintReturn(note, order)}
            data-testid="return-slip-print"
          >
            {t('return.printSlip')}
          </Button>
        </Flex>
      ),
      okText: t('dialogs.ok'),
    })
  }
  const tax = taxInvoice && props.customerVat !== null
  const context = () => ({
    totalUsd: totals.total,
    unitPrices: totals.lines.map((line) => line.unitPrice),
    rate: rate ?? 0,
  })

  return (
    <>
      <OpenShiftDialog open={!props.hasOpenShift} storeId={storeId} onOpened={props.onShiftChanged} />
      {shift && dialog === 'cashMove' && (
        <CashMoveDialog
          open
          shiftId={shift.id}
          onClose={(moved) => {
            close()
            if (moved) void message.success(t('shift.moved'))
          }}
        />
      )}
      {shift && dialog === 'drawer' && (
        <DrawerDialog
          storeId={storeId}
          onClose={(opened) => {
            close()
            if (opened) props.onDrawerOpened(opened)
          }}
        />
      )}
      {shift && (
        <CloseShiftDialog
          open={dialog === 'closeShift'}
          shiftId={shift.id}
          onPrint={props.onPrintZ}
          onClose={(closed) => {
            close()
            if (closed) props.onShiftChanged()
          }}
        />
      )}
      {selectedLine && dialog === 'quantity' && (
        <QuantityDialog
          open
          onClose={close}
          name={localizedName(selectedLine.product, lang)}
          initial={selectedLine.quantity}
          onSave={(quantity) => dispatch({ type: 'setQuantity', quantity })}
        />
      )}
      {selectedLine && dialog === 'price' && (
        <PriceDialog
          open
          onClose={close}
          name={localizedName(selectedLine.product, lang)}
          initial={totals.lines[cart.selected]?.unitPrice ?? 0}
          onSave={(cents) => dispatch({ type: 'setPrice', cents })}
        />
      )}
      {selectedLine && dialog === 'lineDiscount' && (
        <DiscountDialog
          open
          onClose={close}
          title={t('dialogs.discountTitle', { name: localizedName(selectedLine.product, lang) })}
          base={totals.lines[cart.selected]?.gross ?? 0}
          discounts={discounts}
          current={selectedLine.discount?.id ?? null}
          onSave={(discount) => dispatch({ type: 'setLineDiscount', discount })}
        />
      )}
      {dialog === 'orderDiscount' && (
        <DiscountDialog
          open
          onClose={close}
          title={t('dialogs.orderDiscountTitle')}
          base={totals.lines.reduce((s, l) => s + l.gross - l.lineDiscount, 0)}
          discounts={discounts}
          current={cart.orderDiscount?.id ?? null}
          onSave={(discount) => dispatch({ type: 'setOrderDiscount', discount })}
        />
      )}
      {dialog === 'hold' && <HoldDialog open onClose={close} onSave={props.onHold} busy={props.holdBusy} />}
      <RecallDialog
        open={dialog === 'recall'}
        onClose={close}
        carts={props.held.data ?? []}
        cartIsEmpty={cart.lines.length === 0}
        onResume={props.onResume}
        onDiscard={(id) => void discardHeldCart(id).then(() => props.held.refetch())}
      />
      <CustomerDialog
        open={dialog === 'customer'}
        onClose={close}
        onPick={(customer) => dispatch({ type: 'setCustomer', customer })}
      />
      {dialog === 'payment' && rate && (
        <PaymentDialog
          ref={props.paymentRef}
          open
          totalUsd={totals.total}
          totalKhr={totals.totalKhr}
          rate={rate}
          rounding={props.rounding}
          maxChangeUsd={props.maxChangeUsd}
          hasCustomer={cart.customer !== null}
          customerVat={props.customerVat}
          taxInvoice={tax}
          onTaxInvoice={setTaxInvoice}
          tenders={tenders}
          onTenders={setTenders}
          changeMode={changeMode}
          onChangeMode={setChangeMode}
          isOffline={isOffline}
          storeId={storeId}
          status={sale.status}
          error={sale.error && !sale.needsApproval ? describeSaleError(sale.error) : null}
          onBack={close}
          onValidate={(tenders, changeMode) => {
            sale.remember(tenders, changeMode)
            void sale.send(checkoutBody(cart, storeId, tenders, changeMode, null, tax), context())
          }}
        />
      )}
      {dialog === 'return' && (
        <TillReturnDialog
          ref={props.returnRef}
          rounding={props.rounding}
          onClose={close}
          onDone={(note, order) => {
            close()
            onReturned(note, order)
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
          if (last) {
            void sale.send(
              checkoutBody(cart, storeId, last.tenders, last.changeMode, approval, tax),
              context(),
            )
          }
        }}
      />
    </>
  )
}
