import { parseTypedAmount } from '@sms/contract'
import { type CartDiscount, isValidQuantity } from './cart-math.ts'
import type { CartAction } from './cart-state.ts'

/** What the numpad's number sets on the selected line (SALES.md: a numpad with Qty / Price / Disc modes). */
export type NumpadMode = 'quantity' | 'price' | 'discount'

export type NumpadKey =
  | '0'
  | '1'
  | '2'
  | '3'
  | '4'
  | '5'
  | '6'
  | '7'
  | '8'
  | '9'
  | '00'
  | '.'
  | 'back'
  | 'clear'

/** The typed text after a key: at most one point, three decimals and ten characters; no leading zeros. */
export function pressNumpad(text: string, key: NumpadKey): string {
  if (key === 'clear') return ''
  if (key === 'back') return text.slice(0, -1)
  if (key === '.') return text.includes('.') ? text : `${text || '0'}.`
  const next = text === '0' ? key.replace(/^0+/, '') || '0' : text + key
  const decimals = next.split('.')[1]
  if (next.length > 10 || (decimals !== undefined && decimals.length > 3)) return text
  return next
}

export type NumpadOutcome = { action: CartAction } | { error: 'quantity' | 'price' | 'noDiscount' }

/**
 * The cart action the typed number stands for in a mode: a quantity (up to three decimals), a price in
 * dollars (two decimals, for those allowed to set prices), or a percentage naming one of the discounts that
 * apply today (the till never makes up a discount: the server checks each one's caps and dates).
 */
export function numpadOutcome(
  mode: NumpadMode,
  text: string,
  discounts: readonly CartDiscount[],
): NumpadOutcome {
  const value = text.trim()
  if (mode === 'quantity') {
    return isValidQuantity(value)
      ? { action: { type: 'setQuantity', quantity: value } }
      : { error: 'quantity' }
  }
  if (mode === 'price') {
    // The app's one amount parser: "7,35" typed on a keyboard is $7.35 like "7.35" from the keys.
    const price = parseTypedAmount(value, 'USD')
    if (!price?.ok || price.value < 0) return { error: 'price' }
    return { action: { type: 'setPrice', cents: price.value } }
  }
  if (value === '' || Number(value) === 0) return { action: { type: 'setLineDiscount', discount: null } }
  const percent = Number(value)
  const discount = discounts.find((d) => d.type === 'percentage' && d.value === percent)
  return discount ? { action: { type: 'setLineDiscount', discount } } : { error: 'noDiscount' }
}
