import { App } from 'antd'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { SaleApprovalDialog } from '../components/approval-dialog.tsx'
import { CashMoveDialog } from '../components/cash-move-dialog.tsx'
import { CustomerDialog } from '../components/customer-dialog.tsx'
import { DrawerDialog } from '../components/drawer-dialog.tsx'
import { HoldDialog, RecallDialog } from '../components/held-cart-dialogs.tsx'
import { PaymentDialog } from '../components/payment-dialog.tsx'
import { CloseShiftDialog, OpenShiftDialog } from '../components/shift-dialogs.tsx'
import {
  LineDiscountDialog,
  OrderDiscountDialog,
  PriceDialog,
  QuantityDialog,
} from '../components/small-dialogs.tsx'
import { TillReturnDialog } from '../components/till-return-dialog.tsx'
import type { TillDialog } from './till-screen-state.ts'
import { useTill } from './till-store.ts'

/** The dialogs whose work only the server can do (issue 21): offline, they say so instead of failing later. */
const NEEDS_SERVER: readonly TillDialog[] = ['return', 'cashMove', 'closeShift', 'drawer', 'hold', 'recall']

/**
 * Every dialog of the till: the shift's, the cart line's, held carts, the customer, payment and approval.
 * Each reads what it needs from the till's store; this only decides which one is mounted.
 */
export function TillDialogs() {
  const { screen, shift, rate, sale, isOffline, hasOpenShift } = useTill()
  const { dialog } = screen
  const { t } = useTranslation('pos')
  const { message } = App.useApp()
  const needsServer = isOffline && (NEEDS_SERVER.includes(dialog) || !hasOpenShift || sale.needsApproval)
  useEffect(() => {
    if (needsServer) void message.warning({ content: t('outbox.needsServer'), key: 'needs-server' })
  }, [needsServer, message, t])

  return (
    <>
      <OpenShiftDialog />
      {shift && dialog === 'cashMove' && <CashMoveDialog />}
      {shift && dialog === 'drawer' && <DrawerDialog />}
      <CloseShiftDialog />
      {dialog === 'quantity' && <QuantityDialog />}
      {dialog === 'price' && <PriceDialog />}
      {dialog === 'lineDiscount' && <LineDiscountDialog />}
      {dialog === 'orderDiscount' && <OrderDiscountDialog />}
      {dialog === 'hold' && <HoldDialog />}
      <RecallDialog />
      <CustomerDialog />
      {dialog === 'payment' && rate && <PaymentDialog />}
      {dialog === 'return' && <TillReturnDialog />}
      <SaleApprovalDialog />
    </>
  )
}
