/** Query keys of stock data: everything sits under `['stock']`, so a document that moved stock refreshes it all. */
export const stockKeys = {
  all: ['stock'] as const,
  onHand: ['stock', 'on-hand'] as const,
  movements: ['stock', 'movements'] as const,
  adjustments: ['stock', 'adjustments'] as const,
  transfers: ['stock', 'transfers'] as const,
  counts: ['stock', 'counts'] as const,
}
