import type { CashRounding, ChangeMode, ManagerApproval, SaleSettings, Shift, WorkStore } from '@sms/contract'
import type { InputRef } from 'antd'
import { createContext, type RefObject, useContext } from 'react'
import type { CartProduct, CartTotals } from '../cart/cart-math.ts'
import type { PaymentHandle } from '../components/payment-dialog.tsx'
import type { GivenTender } from '../components/payment-tenders.ts'
import type { TillReturnHandle } from '../components/till-return-dialog.tsx'
import type { TillCommand } from '../keyboard/keymap.ts'
import type { OutboxView } from '../offline/use-outbox.ts'
import type { TillDraftValue } from './till-draft.tsx'
import type { TillPrintout } from './till-print.tsx'
import type { TillDialog, TillNotice, TillScreen } from './till-screen-state.ts'
import type { useCartStock } from './use-cart-stock.ts'
import type { useNumpad } from './use-numpad.ts'
import type { useProductSearch } from './use-product-search.ts'
import type { useSale } from './use-sale.ts'
import type { useTillSetup } from './use-till-setup.ts'

type TillSetup = ReturnType<typeof useTillSetup>
export type TillSearch = ReturnType<typeof useProductSearch>

/**
 * Everything the till's parts read and do, in one place: each component takes what it needs with `useTill()`
 * instead of the page handing it down. The value stays the same object while nothing in it changes, so its
 * readers redraw only then; the product search, which changes with every key typed, has its own context. It exists only once the till can price a sale (a store, the shop's
 * settings and a rate), so nothing in it is "not loaded yet".
 */
export type Till = {
  store: WorkStore
  /** The stores this cashier may sell at; the top bar offers a choice when there are several. */
  stores: WorkStore[]
  chooseStore: (id: number) => void
  cashier: string
  canOverridePrice: boolean
  /** The store's current shift as the server last said (null: none yet); selling needs it open. */
  shift: Shift | null
  hasOpenShift: boolean
  refreshShift: () => void
  rate: number
  rounding: CashRounding
  settings: SaleSettings
  totals: CartTotals
  /** The sale in progress, kept on the device (till-draft.tsx). */
  draft: TillDraftValue
  /** A tax invoice is asked for and possible: the customer has a VATTIN. */
  isTaxInvoice: boolean
  customerVat: string | null
  discounts: NonNullable<TillSetup['discounts']['data']>
  categories: NonNullable<TillSetup['categories']['data']>
  /** The carts put aside at this store, and holding the sale in progress or resuming one of them. */
  held: {
    carts: NonNullable<TillSetup['held']['data']>
    refresh: () => void
    hold: (name: string) => void
    resume: (id: number) => void
    isHolding: boolean
  }
  outbox: OutboxView
  /** The server does not answer: what needs it says so as its dialog opens. */
  isOffline: boolean
  screen: TillScreen
  /** The notice under the search field: a shortage of the product just added comes first. */
  notice: TillNotice | null
  openDialog: (dialog: NonNullable<TillDialog>) => void
  closeDialog: () => void
  tell: (notice: TillNotice | null) => void
  nextSale: () => void
  print: (printout: TillPrintout) => void
  setMuted: (muted: boolean) => void
  /** A till command, as its key or its button gives it (keymap.ts). */
  run: (command: TillCommand) => void
  /** A line just added by a scan or a code flashes (the selected line); the search itself is useTillSearch(). */
  scanFlash: TillSearch['flash']
  /** A product clicked in the results; stable, so the memoised results do not redraw on every key. */
  addResult: (product: CartProduct) => void
  cartStock: ReturnType<typeof useCartStock>
  numpad: ReturnType<typeof useNumpad>
  sale: ReturnType<typeof useSale>
  /** Sends the sale paid with these tenders (the payment's Enter). */
  pay: (tenders: GivenTender[], changeMode: ChangeMode) => void
  /** A manager approved: the last tenders are sent again with the approval. */
  approve: (approval: ManagerApproval) => void
  refs: {
    search: RefObject<InputRef | null>
    payment: RefObject<PaymentHandle | null>
    return: RefObject<TillReturnHandle | null>
  }
}

/** Filled by TillStoreProvider (till-store-provider.tsx), the one place the till's hooks are wired. */
export const TillContext = createContext<Till | null>(null)

export function useTill(): Till {
  const till = useContext(TillContext)
  if (!till) throw new Error('useTill outside TillStoreProvider')
  return till
}

/** The search field, its results, the category and the view: read by the product side only. */
export const TillSearchContext = createContext<TillSearch | null>(null)

export function useTillSearch(): TillSearch {
  const search = useContext(TillSearchContext)
  if (!search) throw new Error('useTillSearch outside TillStoreProvider')
  return search
}
