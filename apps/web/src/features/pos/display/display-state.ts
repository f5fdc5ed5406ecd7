import {
  type CashRounding,
  type ChangeMode,
  DISPLAY_MAX_LINES,
  type DisplayState,
  LIVE_MAX_PAYLOAD_BYTES,
  settle,
} from '@sms/contract'
import type { CartTotals } from '../cart/cart-math.ts'
import type { CartState } from '../cart/cart-state.ts'
import type { GivenTender } from '../components/payment-tenders.ts'
import type { ReceiptData } from '../receipt/receipt-data.ts'

/**
 * The customer display's state (the contract's DisplayState, decision 0042) of what the till holds: both names
 * and every figure, so the display computes nothing and needs nothing from the server.
 */
export type { DisplayState }

export const IDLE_DISPLAY: DisplayState = {
  phase: 'idle',
  lines: [],
  total_usd: 0,
  total_khr: 0,
  paid_usd: 0,
  paid_khr: 0,
  due: null,
  change: null,
  khqr: null,
}

export type TillSnapshot = {
  cart: CartState
  tenders: GivenTender[]
  changeMode: ChangeMode
  paying: boolean
  totals: CartTotals
  rate: number
  rounding: CashRounding
  /** The sale just saved, while the till shows it (between two sales). */
  done: ReceiptData | null
  /** The KHQR code on the till's screen, if any. */
  khqr: string | null
}

/** What was given in each currency (cents, riel). */
function paidOf(tenders: { currency: 'USD' | 'KHR'; amount: number }[]) {
  const paidUsd = tenders.filter((g) => g.currency === 'USD').reduce((s, g) => s + g.amount, 0)
  const paidKhr = tenders.filter((g) => g.currency === 'KHR').reduce((s, g) => s + g.amount, 0)
  return { paidUsd, paidKhr }
}

/** The sale just finished: its saved figures (the server's when it answered), the change and a thank-you. */
function doneState(receipt: ReceiptData): DisplayState {
  const { paidUsd, paidKhr } = paidOf(receipt.tenders)
  return {
    phase: 'done',
    lines: receipt.lines.map((line, index) => ({
      key: `done-${index}`,
      name_en: line.name_en,
      name_kh: line.name_kh,
      quantity: String(line.quantity),
      amount_usd: line.amount_usd,
    })),
    total_usd: receipt.total_usd,
    total_khr: receipt.total_khr,
    paid_usd: paidUsd,
    paid_khr: paidKhr,
    due: null,
    change: { usd: receipt.change.usd, khr: receipt.change.khr },
    khqr: null,
  }
}

/** The display's state for what the till holds now. */
export function displayStateOf(till: TillSnapshot): DisplayState {
  const { cart, totals } = till
  // A scan after a sale starts the next one: the cart wins over the finished sale.
  if (cart.lines.length === 0) return till.done ? doneState(till.done) : IDLE_DISPLAY
  const lines = cart.lines.map((line, index) => ({
    key: line.key,
    name_en: line.product.name_en,
    name_kh: line.product.name_kh,
    quantity: line.quantity,
    amount_usd: totals.lines[index]?.amount ?? 0,
  }))
  const base = { ...IDLE_DISPLAY, phase: 'selling' as const, lines }
  const figures = { ...base, total_usd: totals.total, total_khr: totals.totalKhr }
  if (!till.paying) return figures
  const { paidUsd, paidKhr } = paidOf(till.tenders)
  const settlement = settle(
    totals.totalKhr,
    till.tenders.map((g) => ({ currency: g.currency, amount: g.amount, isCash: g.method === 'cash' })),
    till.rate,
    till.rounding,
    till.changeMode,
  )
  return {
    ...figures,
    phase: till.khqr ? 'khqr' : 'paying',
    paid_usd: paidUsd,
    paid_khr: paidKhr,
    due: settlement.isPaid ? null : { usd: settlement.due_usd, khr: settlement.due_khr },
    change: settlement.isPaid ? { usd: settlement.change.usd, khr: settlement.change.khr } : null,
    khqr: till.khqr,
  }
}

/** What a tablet is sent, within the contract's bounds: the latest lines (the ones the display shows). */
export function forTablet(state: DisplayState): DisplayState {
  const lines = state.lines.slice(-DISPLAY_MAX_LINES).map((line) => ({
    ...line,
    name_en: line.name_en.slice(0, 120),
    name_kh: line.name_kh?.slice(0, 120) ?? null,
  }))
  // Long Khmer names (three bytes a letter) can still pass what a live event carries: fewer lines then.
  const size = (next: DisplayState) => new TextEncoder().encode(JSON.stringify(next)).length
  let sent = { ...state, lines }
  while (sent.lines.length > 1 && size(sent) > LIVE_MAX_PAYLOAD_BYTES)
    sent = { ...sent, lines: sent.lines.slice(1) }
  return sent
}
