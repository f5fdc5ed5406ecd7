import { App, type InputRef } from 'antd'
import type { Dispatch, RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { useStableCallback } from '../../../lib/use-stable-callback.ts'
import type { CartAction, CartState } from '../cart/cart-state.ts'
import type { PaymentHandle } from '../components/payment-dialog.tsx'
import { paymentCommand, type TillCommand, tillCommand } from '../keyboard/keymap.ts'
import { isEditable, useTillKeyboard } from '../scanner/use-till-keyboard.ts'
import type { TillDialog } from './till-screen-state.ts'

type Options = {
  cart: CartState
  dispatch: Dispatch<CartAction>
  dialog: TillDialog
  openDialog: (dialog: NonNullable<TillDialog>) => void
  search: string
  setSearch: (search: string) => void
  searchRef: RefObject<InputRef | null>
  paymentRef: RefObject<PaymentHandle | null>
  canOverridePrice: boolean
  /** Paying needs an open shift, a rate, and (where stock may not go negative) the goods. */
  canPay: boolean
  /** F9 when paying may not start: the till says why. */
  onPayRefused?: () => void
  hasOpenShift: boolean
  /** A sale just made: Enter starts the next one, Alt+R reprints its receipt. */
  saleDone: boolean
  /** A manager's approval is being typed over the payment: its keys (Enter in the PIN) are the dialog's. */
  approvalOpen: boolean
  onPay: () => void
  onReprint: () => void
  onNextSale: () => void
  onToggleView: () => void
  onScan: (code: string) => void
  /** A scan while the return dialog is open: the receipt's barcode. */
  onReturnScan: (code: string) => void
}

/** The till's commands and the keyboard and scanner that trigger them (keymap.ts maps the keys). */
export function useTillKeys(o: Options) {
  const { t } = useTranslation('pos')
  const { modal } = App.useApp()
  const { cart, dispatch, dialog, openDialog } = o
  const selectedLine = cart.lines[cart.selected]

  // Stable (it reads this render's cart and options when called): it goes into the till's context.
  const run = useStableCallback((command: TillCommand) => {
    switch (command) {
      case 'search':
        return o.searchRef.current?.focus()
      case 'customer':
        return openDialog('customer')
      case 'hold':
        return cart.lines.length > 0 && openDialog('hold')
      case 'recall':
        return openDialog('recall')
      case 'quantity':
        return selectedLine && openDialog('quantity')
      case 'price':
        return selectedLine && o.canOverridePrice && openDialog('price')
      case 'lineDiscount':
        return selectedLine && openDialog('lineDiscount')
      case 'orderDiscount':
        return cart.lines.length > 0 && openDialog('orderDiscount')
      case 'pay':
        if (cart.lines.length === 0) return
        if (!o.canPay) return o.onPayRefused?.()
        o.onPay()
        return openDialog('payment')
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
        if (o.search) return o.setSearch('')
        return (document.activeElement as HTMLElement | null)?.blur()
      case 'reprint':
        return o.onReprint()
      case 'toggleView':
        return o.onToggleView()
      case 'return':
        return o.hasOpenShift && openDialog('return')
      case 'drawer':
        return openDialog('drawer')
    }
  })

  useTillKeyboard({
    onScan: (code) => {
      // A scan belongs to the cart; in the payment step or another dialog it would be a mistake to add goods.
      // In the return dialog it is the receipt's barcode.
      if (dialog === 'return') return o.onReturnScan(code)
      if (dialog !== null || !o.hasOpenShift) return
      if (o.saleDone) o.onNextSale()
      o.onScan(code)
    },
    onKey: (event) => {
      const active = document.activeElement
      if (dialog === 'payment') {
        if (o.approvalOpen) return false
        const amount = o.paymentRef.current?.amountInput()
        const command = paymentCommand(event, { isTyping: isEditable(active) && active !== amount })
        if (!command) return false
        o.paymentRef.current?.command(command)
        return true
      }
      if (dialog !== null || !o.hasOpenShift) return false
      if (o.saleDone) {
        if (event.key === 'Enter' && !event.ctrlKey && !event.altKey) {
          o.onNextSale()
          return true
        }
        const command = tillCommand(event, { focus: 'none', isSearchEmpty: true })
        if (command === 'reprint') {
          run('reprint')
          return true
        }
        return false
      }
      const focus = active === o.searchRef.current?.input ? 'search' : isEditable(active) ? 'field' : 'none'
      const command = tillCommand(event, { focus, isSearchEmpty: o.search === '' })
      if (!command) return false
      run(command)
      return true
    },
  })

  return run
}
