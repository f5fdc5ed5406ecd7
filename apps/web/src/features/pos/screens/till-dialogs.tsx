import { App } from 'antd'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { localizedName } from '../../../components/resource/resource-text.ts'
import { useErrorMessage } from '../../../lib/api/use-error-message.ts'
import { useLang } from '../../../lib/i18n/use-locale.ts'
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
  const { shift, totals, discounts, sale, rate, print } = till
  const { dialog } = till.screen
  const { cart, dispatch } = till.draft
  const storeId = till.store.id
  const { t } = useTranslation('pos')
  const lang = useLang()
  const { message } = App.useApp()
  const describeError = useErrorMessage()
  const selectedLine = cart.lines[cart.selected]
  const close = till.closeDialog
  const needsServer =
    till.isOffline && (NEEDS_SERVER.includes(dialog) || !till.hasOpenShift || sale.needsApproval)
  useEffect(() => {
    if (needsServer) void message.warning({ content: t('outbox.needsServer'), key: 'needs-server' })
  }, [needsServer, message, t])

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
      {dialog === 'hold' && <HoldDialog />}
      <RecallDialog />
      <CustomerDialog
        open={dialog === 'customer'}
        onClose={close}
        onPick={(customer) => dispatch({ type: 'setCustomer', customer })}
      />
      {dialog === 'payment' && rate && <PaymentDialog />}
      {dialog === 'return' && <TillReturnDialog />}
      <ApprovalDialog
        open={sale.needsApproval}
        error={sale.error ? describeError(sale.error) : null}
        onClose={sale.closeApproval}
        onApprove={till.approve}
      />
    </>
  )
}
