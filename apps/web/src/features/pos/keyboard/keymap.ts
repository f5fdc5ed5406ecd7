/**
 * The till's keyboard map (SALES.md "Keyboard map"), as a pure function from a key to a command, so the map
 * is tested without a browser and the labels on the buttons come from the same table. F1, F5, F11, F12 and
 * Ctrl+W/T/N/R/P stay with the browser: they map to nothing and are never prevented.
 */

export type KeyEventLike = {
  key: string
  code?: string
  shiftKey?: boolean
  ctrlKey?: boolean
  altKey?: boolean
  metaKey?: boolean
}

export type TillCommand =
  | 'search'
  | 'customer'
  | 'hold'
  | 'recall'
  | 'quantity'
  | 'price'
  | 'lineDiscount'
  | 'orderDiscount'
  | 'pay'
  | 'return'
  | 'selectUp'
  | 'selectDown'
  | 'increment'
  | 'decrement'
  | 'removeLine'
  | 'clearCart'
  | 'back'
  | 'reprint'
  | 'toggleView'
  | 'drawer'

export type PaymentCommand =
  | { kind: 'tender'; index: number }
  | { kind: 'exact' }
  | { kind: 'quickUsd'; cents: number }
  | { kind: 'quickKhr'; riel: number }
  | { kind: 'cycleChange' }
  | { kind: 'validate' }
  | { kind: 'back' }

/** Where the keyboard's focus is, which decides whether a plain key is a shortcut or a typed character. */
export type KeyContext = {
  /** Nothing that takes text (a button, the page), the till's search field, or another text field. */
  focus: 'none' | 'search' | 'field'
  isSearchEmpty: boolean
}

/** The label shown on each button for its key. */
export const KEY_LABELS: Record<TillCommand, string> = {
  search: 'F2',
  customer: 'F3',
  hold: 'F4',
  recall: 'Shift+F4',
  quantity: 'F6',
  price: 'F7',
  lineDiscount: 'F8',
  orderDiscount: 'Shift+F8',
  pay: 'F9',
  return: 'F10',
  selectUp: '↑',
  selectDown: '↓',
  increment: '+',
  decrement: '−',
  removeLine: 'Del',
  clearCart: 'Ctrl+Del',
  back: 'Esc',
  reprint: 'Alt+R',
  toggleView: 'Alt+V',
  drawer: 'Alt+D',
}

export const QUICK_USD: readonly { key: string; cents: number }[] = [
  { key: 'Q', cents: 500 },
  { key: 'W', cents: 1000 },
  { key: 'R', cents: 2000 },
  { key: 'T', cents: 5000 },
]
/** Riel notes on A/S/D: SALES.md names no keys for them, these sit under Q/W/R on the keyboard. */
export const QUICK_KHR: readonly { key: string; riel: number }[] = [
  { key: 'A', riel: 10_000 },
  { key: 'S', riel: 20_000 },
  { key: 'D', riel: 50_000 },
]

const BROWSER_CTRL_KEYS = new Set(['w', 't', 'n', 'r', 'p'])

/** True for the keys the till must leave to the browser, whatever the screen. */
export function isBrowserKey(event: KeyEventLike): boolean {
  if (['F1', 'F5', 'F11', 'F12'].includes(event.key)) return true
  return Boolean((event.ctrlKey || event.metaKey) && BROWSER_CTRL_KEYS.has(event.key.toLowerCase()))
}

/** The cart screen's command for a key, or null when the key is not ours (it then does what it usually does). */
export function tillCommand(event: KeyEventLike, context: KeyContext): TillCommand | null {
  if (isBrowserKey(event)) return null
  const { key, shiftKey, ctrlKey, altKey, metaKey } = event
  const plain = !ctrlKey && !altKey && !metaKey
  if (plain) {
    switch (key) {
      case 'F2':
        return 'search'
      case 'F3':
        return 'customer'
      case 'F4':
        return shiftKey ? 'recall' : 'hold'
      case 'F6':
        return 'quantity'
      case 'F7':
        return 'price'
      case 'F8':
        return shiftKey ? 'orderDiscount' : 'lineDiscount'
      case 'F9':
        return 'pay'
      case 'F10':
        return 'return'
      case 'Escape':
        return 'back'
    }
  }
  if (ctrlKey && key === 'Enter') return 'pay'
  if (ctrlKey && key === 'Delete') return 'clearCart'
  if (altKey && !ctrlKey && (event.code === 'KeyR' || key.toLowerCase() === 'r')) return 'reprint'
  if (altKey && !ctrlKey && (event.code === 'KeyV' || key.toLowerCase() === 'v')) return 'toggleView'
  if (altKey && !ctrlKey && (event.code === 'KeyD' || key.toLowerCase() === 'd')) return 'drawer'
  if (!plain || context.focus === 'field') return null
  // Keys that are characters in a field: shortcuts only outside fields, or in the empty search field. With a
  // search typed, ↑/↓ go through the products found (screens/use-search-keys.ts), not the cart.
  if (key === '/' && context.focus === 'none') return 'search'
  if (context.focus === 'search' && !context.isSearchEmpty) return null
  if (key === 'ArrowUp') return 'selectUp'
  if (key === 'ArrowDown') return 'selectDown'
  if (key === '+') return 'increment'
  if (key === '-' || key === '−') return 'decrement'
  if (key === 'Delete') return 'removeLine'
  return null
}

/** The payment step's command for a key. Letters are shortcuts unless a text field (a reference) has focus. */
export function paymentCommand(event: KeyEventLike, context: { isTyping: boolean }): PaymentCommand | null {
  if (isBrowserKey(event)) return null
  const { key, ctrlKey, altKey, metaKey } = event
  if (altKey && !ctrlKey && !metaKey) {
    const digit = /^Digit([1-6])$/.exec(event.code ?? '')?.[1] ?? (/^[1-6]$/.test(key) ? key : null)
    return digit ? { kind: 'tender', index: Number(digit) - 1 } : null
  }
  if (ctrlKey || metaKey) return null
  if (key === 'Enter') return { kind: 'validate' }
  if (key === 'Escape') return { kind: 'back' }
  if (context.isTyping) return null
  const upper = key.toUpperCase()
  if (upper === 'E') return { kind: 'exact' }
  if (upper === 'K') return { kind: 'cycleChange' }
  const usd = QUICK_USD.find((q) => q.key === upper)
  if (usd) return { kind: 'quickUsd', cents: usd.cents }
  const khr = QUICK_KHR.find((q) => q.key === upper)
  if (khr) return { kind: 'quickKhr', riel: khr.riel }
  return null
}
