import type { CreditNote, OrderDetail } from '@sms/contract'
import { App, Button, Flex } from 'antd'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { localizedName } from '../../../components/resource/resource-text.ts'
import { useErrorMessage } from '../../../lib/api/use-error-message.ts'
import { useLang, useLocalePath } from '../../../lib/i18n/use-locale.ts'
import { discardHeldCart } from '../api/pos-api.ts'
import { CustomerDialog } from '../components/customer-dialog.tsx'
import { DrawerDialog } from '../components/drawer-dialog.tsx'
import { HoldDialog, RecallDialog } from '../components/held-cart-dialogs.tsx'
import { PaymentDialog } from '../components/payment-dialog.tsx'
import { CashMoveDialog, CloseShiftDialog, OpenShiftDialog } from '../components/shift-dialogs.tsx'
import { ApprovalDialog, DiscountDialog, PriceDialog, QuantityDialog } from '../components/small-dialogs.tsx'
import { TillReturnDialog } from '../components/till-return-dialog.tsx'
import type { TillDialog } from './till-screen-state.ts'
import { useTill } from './till-store.ts'

/** The dialogs whose work only the server can do (issue 21): offline, they say so instead of failing later. */
const NEEDS_SERVER: readonly TillDialog[] = ['return', 'cashMove', 'closeShift', 'drawer', 'hold', 'recall']

/** Every dialog of the till: the shift's, the cart line's, held carts, the customer, payment and approval. */
export function TillDialogs() {
  const till = useTill()
  const { shift, totals, discounts, sale, rate, held, print } = till
  const { dialog } = till.screen
  const { cart, dispatch } = till.draft
  const storeId = till.store.id
  const { t } = useTranslation('pos')
  const lang = useLang()
  const { message, modal } = App.useApp()
  const to = useLocalePath()
  const describeError = useErrorMessage()
  const selectedLine = cart.lines[cart.selected]
  const close = till.closeDialog
  const needsServer =
    till.isOffline && (NEEDS_SERVER.includes(dialog) || !till.hasOpenShift || sale.needsApproval)
  useEffect(() => {
    if (needsServer) void message.warning({ content: t('outbox.needsServer'), key: 'needs-server' })
  }, [needsServer, message, t])
  /**
   * A return made: its slip on the receipt paper, and its credit note, printed on A4 from its own page (a new
   * tab keeps the till as it is).
   */
  const onReturned = (note: CreditNote, order: OrderDetail) => {
    // The slip prints by itself, as a sale's receipt does; the A4 credit note is a click away.
    const printSlip = () => print({ kind: 'returnSlip', note, order })
    printSlip()
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
          <Button type="link" style={{ padding: 0 }} onClick={printSlip} data-testid="return-slip-print">
            {t('return.printSlip')}
          </Button>
        </Flex>
      ),
      okText: t('dialogs.ok'),
    })
  }

  return (
    <>
      <OpenShiftDialog open={!till.hasOpenShift} storeId={storeId} onOpened={till.refreshShift} />
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
            if (!opened) return
            till.tell({ kind: 'info', text: t('drawer.opened') })
            print({ kind: 'noSale', opened })
          }}
        />
      )}
      {shift && (
        <CloseShiftDialog
          open={dialog === 'closeShift'}
          shiftId={shift.id}
          onPrint={(report) => print({ kind: 'z', report })}
          onClose={(closed) => {
            close()
            if (closed) till.refreshShift()
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
      {dialog === 'hold' && <HoldDialog open onClose={close} onSave={held.hold} busy={held.isHolding} />}
      <RecallDialog
        open={dialog === 'recall'}
        onClose={close}
        carts={held.carts}
        cartIsEmpty={cart.lines.length === 0}
        onResume={held.resume}
        onDiscard={(id) => void discardHeldCart(id).then(held.refresh)}
      />
      <CustomerDialog
        open={dialog === 'customer'}
        onClose={close}
        onPick={(customer) => dispatch({ type: 'setCustomer', customer })}
      />
      {dialog === 'payment' && rate && <PaymentDialog />}
      {dialog === 'return' && (
        <TillReturnDialog
          ref={till.refs.return}
          rounding={till.rounding}
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
        onApprove={till.approve}
      />
    </>
  )
}
