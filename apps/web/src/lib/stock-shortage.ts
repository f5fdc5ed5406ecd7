/**
 * SPEC §5 "A warning appears when stock is not enough for a product": which products of a cart or an order
 * want more than their store has on hand. A product on several lines counts once, all its lines together.
 * Quantities compare in thousandths (the ledger's precision), so 0.1 + 0.2 of a kilo is not short of 0.3.
 */
export type Shortage = { onHand: number; wanted: number }

const thousandths = (quantity: number | string) => Math.round(Number(quantity) * 1000)

/**
 * Product id → what is short. `onHand` holds what the store has of each product it knows; a product not in it
 * (its level still loading) is never called short, so a warning never flashes before the answer.
 */
export function stockShortages(
  lines: readonly { product_id: number; quantity: number | string }[],
  onHand: ReadonlyMap<number, number> | undefined,
): Map<number, Shortage> {
  const wanted = new Map<number, number>()
  for (const line of lines) {
    wanted.set(line.product_id, (wanted.get(line.product_id) ?? 0) + thousandths(line.quantity))
  }
  const short = new Map<number, Shortage>()
  for (const [productId, total] of wanted) {
    const available = onHand?.get(productId)
    if (available === undefined || !(total > thousandths(available))) continue
    short.set(productId, { onHand: available, wanted: total / 1000 })
  }
  return short
}
