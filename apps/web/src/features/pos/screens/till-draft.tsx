import type { ChangeMode } from '@sms/contract'
import {
  createContext,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react'
import { type CartAction, type CartState, cartReducer, EMPTY_CART } from '../cart/cart-state.ts'
import type { GivenTender } from '../components/payment-tenders.ts'
import { readEntry } from '../offline/outbox.ts'
import { deleteValue, readValue, writeValue } from '../offline/till-state-db.ts'

/**
 * The sale in progress, kept on the device (issue 21, "nothing typed is lost"): the cart (lines, quantities,
 * discounts, customer), the tenders given so far, the change mode, the tax-invoice choice and whether the
 * payment was open. Written to `sms-till-state` on every change, read back on start, so a reload, a crash or
 * a power cut brings the sale back as it was. A draft whose sale already reached the outbox is finished: it is
 * dropped on start, never charged twice.
 */
export type TillDraft = {
  cart: CartState
  tenders: GivenTender[]
  changeMode: ChangeMode
  taxInvoice: boolean
  paying: boolean
  /** The Idempotency-Key of the sale sent from this draft, written before the sale enters the outbox. */
  saleKey: string | null
}

const DRAFT = 'draft'
const EMPTY_DRAFT: TillDraft = {
  cart: EMPTY_CART,
  tenders: [],
  changeMode: 'split',
  taxInvoice: false,
  paying: false,
  saleKey: null,
}

/** The draft to restore: none when its sale is already in the outbox, or when storage cannot be read. */
export async function loadDraft(): Promise<TillDraft> {
  try {
    const draft = await readValue<TillDraft>(DRAFT)
    if (!draft) return EMPTY_DRAFT
    if (draft.saleKey && (await readEntry(draft.saleKey))) {
      await deleteValue(DRAFT)
      return EMPTY_DRAFT
    }
    return { ...EMPTY_DRAFT, ...draft, saleKey: null }
  } catch {
    return EMPTY_DRAFT
  }
}

export type TillDraftValue = TillDraft & {
  dispatch: Dispatch<CartAction>
  setTenders: Dispatch<SetStateAction<GivenTender[]>>
  setChangeMode: Dispatch<SetStateAction<ChangeMode>>
  setTaxInvoice: Dispatch<SetStateAction<boolean>>
  setPaying: Dispatch<SetStateAction<boolean>>
  /** A new sale: everything back to empty. */
  clear: () => void
  /** Marks the draft as sent under this key; awaited before the sale is written to the outbox. */
  markSent: (saleKey: string) => Promise<void>
}

const TillDraftContext = createContext<TillDraftValue | null>(null)

export function useTillDraft(): TillDraftValue {
  const value = useContext(TillDraftContext)
  if (!value) throw new Error('useTillDraft outside TillDraftProvider')
  return value
}

function DraftState({ initial, children }: { initial: TillDraft; children: ReactNode }) {
  const [cart, dispatch] = useReducer(cartReducer, initial.cart)
  const [tenders, setTenders] = useState(initial.tenders)
  const [changeMode, setChangeMode] = useState(initial.changeMode)
  const [taxInvoice, setTaxInvoice] = useState(initial.taxInvoice)
  const [paying, setPaying] = useState(initial.paying)
  const saleKey = useRef<string | null>(null)

  // Every change goes to the device at once; a write lost to a crash loses at most that last keystroke.
  useEffect(() => {
    const next = { cart, tenders, changeMode, taxInvoice, paying, saleKey: saleKey.current }
    void writeValue(DRAFT, next).catch(() => undefined)
  }, [cart, tenders, changeMode, taxInvoice, paying])

  const markSent = useCallback(
    async (key: string) => {
      saleKey.current = key
      await writeValue(DRAFT, { cart, tenders, changeMode, taxInvoice, paying, saleKey: key })
    },
    [cart, tenders, changeMode, taxInvoice, paying],
  )
  const clear = useCallback(() => {
    saleKey.current = null
    dispatch({ type: 'clear' })
    setTenders([])
    setChangeMode('split')
    setTaxInvoice(false)
    setPaying(false)
  }, [])
  // One value per change of the draft: the till's context holds it, and its readers redraw only then.
  // `saleKey` is a ref, read as the draft changes (markSent is followed by the sale's own state changes).
  const value = useMemo(
    () => ({
      cart,
      tenders,
      changeMode,
      taxInvoice,
      paying,
      saleKey: saleKey.current,
      dispatch,
      setTenders,
      setChangeMode,
      setTaxInvoice,
      setPaying,
      clear,
      markSent,
    }),
    [cart, tenders, changeMode, taxInvoice, paying, clear, markSent],
  )
  return <TillDraftContext.Provider value={value}>{children}</TillDraftContext.Provider>
}

/** Reads the kept draft first, then shows the till with it (`fallback` meanwhile: a read takes milliseconds). */
export function TillDraftProvider({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [initial, setInitial] = useState<TillDraft | null>(null)
  useEffect(() => {
    void loadDraft().then(setInitial)
  }, [])
  return initial ? <DraftState initial={initial}>{children}</DraftState> : fallback
}
