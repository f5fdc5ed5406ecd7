import type { ReceiptData } from '../receipt/receipt-data.ts'
import type { TillPrintout } from './till-print.tsx'

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

/** The line under the search field; an unknown code offers to create its product (with `products.create`). */
export type TillNotice = { kind: 'error' | 'warning' | 'info'; text: string; unknownCode?: string }

/** A sale just saved: its receipt, and whether the till finished it offline under its own number. */
export type FinishedSale = { receipt: ReceiptData; offline: boolean }

/** What the till screen shows around the sale in progress (the sale itself is the draft, kept on the device). */
export type TillScreen = {
  dialog: TillDialog
  notice: TillNotice | null
  /** Set between a saved sale and the next one: the cart panel gives way to the change to give. */
  done: FinishedSale | null
  /** What the receipt printer prints next; the last printout stays so a reprint needs nothing new. */
  printing: TillPrintout | null
  /** The scan beep is off; kept by the scanner's feedback on this device too. */
  muted: boolean
}

export type TillScreenAction =
  | { type: 'openDialog'; dialog: NonNullable<TillDialog> }
  | { type: 'closeDialog' }
  | { type: 'tell'; notice: TillNotice | null }
  | { type: 'saleSaved'; sale: FinishedSale }
  | { type: 'nextSale' }
  | { type: 'print'; printout: TillPrintout }
  | { type: 'mute'; muted: boolean }

/** A reload in the payment step (the draft says it was paying) opens the payment again, as it was. */
export function initialTillScreen(options: { paying: boolean; muted: boolean }): TillScreen {
  return {
    dialog: options.paying ? 'payment' : null,
    notice: null,
    done: null,
    printing: null,
    muted: options.muted,
  }
}

export function tillScreenReducer(state: TillScreen, action: TillScreenAction): TillScreen {
  switch (action.type) {
    case 'openDialog':
      return { ...state, dialog: action.dialog }
    case 'closeDialog':
      return { ...state, dialog: null }
    case 'tell':
      return { ...state, notice: action.notice }
    case 'saleSaved':
      // The payment closes on the change to give, and the receipt goes to the printer at once.
      return {
        ...state,
        dialog: null,
        done: action.sale,
        printing: { kind: 'receipt', receipt: action.sale.receipt },
      }
    case 'nextSale':
      // The last sale's words go with it; its printout stays (nothing prints until asked).
      return { ...state, done: null, notice: null }
    case 'print':
      return { ...state, printing: action.printout }
    case 'mute':
      return { ...state, muted: action.muted }
  }
}
