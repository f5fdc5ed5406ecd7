import { quantityInThousandths } from '@sms/contract'
import type { CartDiscount, CartLine, CartProduct } from './cart-math.ts'

/** The sale being rung up: its lines, the selected line, the customer and the order discount. */
export type CartState = {
  lines: CartLine[]
  selected: number
  customer: { id: number; name: string } | null
  orderDiscount: CartDiscount | null
}

export const EMPTY_CART: CartState = { lines: [], selected: -1, customer: null, orderDiscount: null }

export type CartAction =
  | { type: 'add'; product: CartProduct; quantity: string }
  | { type: 'setQuantity'; quantity: string }
  | { type: 'step'; by: 1 | -1 }
  | { type: 'setPrice'; cents: number | null }
  | { type: 'setLineDiscount'; discount: CartDiscount | null }
  | { type: 'setOrderDiscount'; discount: CartDiscount | null }
  | { type: 'setCustomer'; customer: CartState['customer'] }
  | { type: 'select'; index: number }
  | { type: 'move'; by: 1 | -1 }
  | { type: 'remove' }
  | { type: 'replace'; state: CartState }
  | { type: 'clear' }

/** Quantities are added in thousandths so 0.125 + 1 is exact; shown back without trailing zeros. */
export function addQuantities(a: string, b: string): string {
  const sum = quantityInThousandths(a) + quantityInThousandths(b)
  const whole = Math.trunc(sum / 1000)
  const fraction = Math.abs(sum % 1000)
  const sign = sum < 0 && whole === 0 ? '-' : ''
  return fraction === 0
    ? `${sign}${whole}`
    : `${sign}${whole}.${String(fraction).padStart(3, '0').replace(/0+$/, '')}`
}

let nextKey = 1
const newKey = () => `line-${nextKey++}`

function updateSelected(state: CartState, change: (line: CartLine) => CartLine): CartState {
  const line = state.lines[state.selected]
  if (!line) return state
  const lines = state.lines.slice()
  lines[state.selected] = change(line)
  return { ...state, lines }
}

/** A scan of a product already in the cart adds to its line (same price and discount), else a new line. */
export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'add': {
      const index = state.lines.findIndex(
        (line) =>
          line.product.id === action.product.id && line.priceOverride === null && line.discount === null,
      )
      const existing = state.lines[index]
      if (existing) {
        const lines = state.lines.slice()
        lines[index] = { ...existing, quantity: addQuantities(existing.quantity, action.quantity) }
        return { ...state, lines, selected: index }
      }
      const line: CartLine = {
        key: newKey(),
        product: action.product,
        quantity: action.quantity,
        priceOverride: null,
        discount: null,
      }
      return { ...state, lines: [...state.lines, line], selected: state.lines.length }
    }
    case 'setQuantity':
      return updateSelected(state, (line) => ({ ...line, quantity: action.quantity }))
    case 'step':
      return updateSelected(state, (line) => {
        const next = addQuantities(line.quantity, String(action.by))
        // Below one unit the line stays as it is: Delete removes a line, a slip of "−" should not.
        return quantityInThousandths(next) > 0 ? { ...line, quantity: next } : line
      })
    case 'setPrice':
      return updateSelected(state, (line) => ({ ...line, priceOverride: action.cents }))
    case 'setLineDiscount':
      return updateSelected(state, (line) => ({ ...line, discount: action.discount }))
    case 'setOrderDiscount':
      return { ...state, orderDiscount: action.discount }
    case 'setCustomer':
      return { ...state, customer: action.customer }
    case 'select':
      return action.index >= 0 && action.index < state.lines.length
        ? { ...state, selected: action.index }
        : state
    case 'move': {
      if (state.lines.length === 0) return state
      const selected = Math.min(state.lines.length - 1, Math.max(0, state.selected + action.by))
      return { ...state, selected }
    }
    case 'remove': {
      if (!state.lines[state.selected]) return state
      const lines = state.lines.filter((_, index) => index !== state.selected)
      return { ...state, lines, selected: Math.min(state.selected, lines.length - 1) }
    }
    case 'replace':
      return action.state
    case 'clear':
      return EMPTY_CART
  }
}
