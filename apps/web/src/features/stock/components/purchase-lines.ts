import { isQuantityText } from './stock-lines.ts'

/** A quantity text in whole thousandths (exact for the 3 decimals quantities have), or null. */
function thousandths(text: string): number | null {
  const trimmed = text.trim()
  if (!isQuantityText(trimmed, { signed: true })) return null
  const negative = trimmed.startsWith('-')
  const [whole = '0', fraction = ''] = trimmed.replace('-', '').split('.')
  const value = Number(whole) * 1000 + Number(fraction.padEnd(3, '0'))
  return negative ? -value : value
}

/**
 * What lines of quantity × unit cost (US cents) come to, rounded once as the server rounds a document's total:
 * integers all the way (thousandths × cents), so 12.5 × $1.21 is $15.13 and never $15.124999. Lines whose
 * quantity or cost is not known yet (a cost typed unreadably is NaN) count nothing.
 */
export function totalCents(lines: readonly { quantity: string; cents: number | null }[]): number {
  let sum = 0
  for (const line of lines) {
    const quantity = thousandths(line.quantity)
    if (quantity !== null && line.cents !== null && !Number.isNaN(line.cents)) sum += quantity * line.cents
  }
  return Math.round(sum / 1000)
}

/**
 * The keys of the lines whose product gets more than `remainingOf` allows (all its lines counted together, as
 * one order line may be received in several lots); a product without a remaining quantity is not judged here.
 */
export function overReceived<Line extends { key: string; quantity: string; product: { id: number } }>(
  lines: readonly Line[],
  remainingOf: (line: Line) => number | undefined,
): string[] {
  const byProduct = new Map<number, { sum: number; limit: number; keys: string[] }>()
  for (const line of lines) {
    const remaining = remainingOf(line)
    const quantity = thousandths(line.quantity)
    if (remaining === undefined || quantity === null) continue
    const entry = byProduct.get(line.product.id) ?? { sum: 0, limit: Math.round(remaining * 1000), keys: [] }
    entry.sum += quantity
    entry.keys.push(line.key)
    byProduct.set(line.product.id, entry)
  }
  return [...byProduct.values()].filter((entry) => entry.sum > entry.limit).flatMap((entry) => entry.keys)
}
