/**
 * The lines of a stock document while they are being entered: what a scan adds, how quantities are kept and
 * what is sent. Quantities stay the text the user typed until they are sent, and a scan adds to them in whole
 * thousandths, so 0.1 + 1 is 1.1 and never 1.0999999 (quantities are never summed in floats).
 */

/** What a line needs to know of its product; the picker reads it from `/api/products`. */
export type LineProduct = {
  id: number
  name_en: string
  name_kh: string | null
  sku: string
  barcode: string | null
  is_lot_tracked: boolean
}

export type StockLine = {
  /** Stable across edits, for React and for focusing the line a scan just touched. */
  key: string
  product: LineProduct
  /** As typed: up to 3 decimals, signed where the document allows it. */
  quantity: string
  /** Only for lot-tracked products, and only when the input shows lots. */
  lot_number: string
  /** `YYYY-MM-DD` or null. */
  expiry_date: string | null
}

/** What every stock document's lines send: `{product_id, quantity, lot_number?, expiry_date?}`. */
export type StockLineInput = {
  product_id: number
  quantity: number
  lot_number?: string | null
  expiry_date?: string | null
}

const QUANTITY = /^-?\d+(\.\d{1,3})?$/
const THOUSANDTHS = 1000

/** Whether the text is a quantity the contract accepts (up to 3 decimals), optionally refusing negatives. */
export function isQuantityText(text: string, { signed = false } = {}): boolean {
  const trimmed = text.trim()
  if (!QUANTITY.test(trimmed)) return false
  return signed || !trimmed.startsWith('-')
}

/** A quantity as whole thousandths (exact for 3 decimals), or null when it is not one. */
function toThousandths(text: string): number | null {
  const trimmed = text.trim()
  if (!QUANTITY.test(trimmed)) return null
  const negative = trimmed.startsWith('-')
  const [whole = '0', fraction = ''] = trimmed.replace('-', '').split('.')
  const value = Number(whole) * THOUSANDTHS + Number(fraction.padEnd(3, '0'))
  return negative ? -value : value
}

function fromThousandths(value: number): string {
  const sign = value < 0 ? '-' : ''
  const abs = Math.abs(value)
  const whole = Math.trunc(abs / THOUSANDTHS)
  const fraction = String(abs % THOUSANDTHS)
    .padStart(3, '0')
    .replace(/0+$/, '')
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`
}

/** `a + b` of two quantity texts, exactly; an unreadable `a` is replaced by `b`. */
export function addQuantities(a: string, b: string): string {
  const left = toThousandths(a)
  const right = toThousandths(b) ?? 0
  return fromThousandths((left ?? 0) + right)
}

/** Whether the quantity is zero (a line that would move nothing). */
export function isZeroQuantity(text: string): boolean {
  return toThousandths(text) === 0
}

let nextKey = 0
export const newLineKey = () => `line-${++nextKey}`

/**
 * What a scan (or a pick) of `product` does: the product's last line gets `step` more, else a new line with
 * `step`. A lot-tracked product also goes to its last line: the keeper splits lots with "add lot".
 * Returns the lines and the key of the line that changed, so the input can show it.
 */
export function addScannedProduct(
  lines: readonly StockLine[],
  product: LineProduct,
  step = '1',
): { lines: StockLine[]; key: string } {
  const index = lines.findLastIndex((line) => line.product.id === product.id)
  const existing = lines[index]
  if (existing) {
    const changed = { ...existing, quantity: addQuantities(existing.quantity, step) }
    return { lines: lines.map((line, i) => (i === index ? changed : line)), key: existing.key }
  }
  const line: StockLine = { key: newLineKey(), product, quantity: step, lot_number: '', expiry_date: null }
  return { lines: [...lines, line], key: line.key }
}

/** A second line for the same product right under `key`, for another lot. */
export function addLotLine(lines: readonly StockLine[], key: string): { lines: StockLine[]; key: string } {
  const index = lines.findIndex((line) => line.key === key)
  const source = lines[index]
  if (!source) return { lines: [...lines], key }
  const line: StockLine = {
    key: newLineKey(),
    product: source.product,
    quantity: '1',
    lot_number: '',
    expiry_date: null,
  }
  return { lines: [...lines.slice(0, index + 1), line, ...lines.slice(index + 1)], key: line.key }
}

/**
 * The body's lines. Lot fields go only with lot-tracked products, and only when the document takes lots
 * (`withLots`); the server refuses a lot on a product that is not lot-tracked.
 */
export function toLineInputs(lines: readonly StockLine[], { withLots = false } = {}): StockLineInput[] {
  return lines.map((line) => {
    const base = { product_id: line.product.id, quantity: Number(line.quantity.trim()) }
    if (!withLots || !line.product.is_lot_tracked) return base
    return { ...base, lot_number: line.lot_number.trim() || null, expiry_date: line.expiry_date }
  })
}

/** The field of a line a problem is shown on. */
export type LineField = 'quantity' | 'lot_number' | 'expiry_date'
/** A problem of one line: a text (shown on the quantity), or a text and the field it belongs to. */
export type LineError = string | { field: LineField; text: string }

export type LineProblem = 'quantity' | 'negative' | 'zero' | 'lot_number'

/** What is wrong with each line before sending, by key; empty when all can go. */
export function findLineProblems(
  lines: readonly StockLine[],
  { signed = false, withLots = false, allowZero = false } = {},
): Map<string, LineProblem> {
  const problems = new Map<string, LineProblem>()
  for (const line of lines) {
    if (!isQuantityText(line.quantity, { signed: true })) problems.set(line.key, 'quantity')
    else if (!signed && line.quantity.trim().startsWith('-')) problems.set(line.key, 'negative')
    else if (!allowZero && isZeroQuantity(line.quantity)) problems.set(line.key, 'zero')
    else if (withLots && line.product.is_lot_tracked && !line.lot_number.trim()) {
      problems.set(line.key, 'lot_number')
    }
  }
  return problems
}
