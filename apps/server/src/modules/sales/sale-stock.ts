import type { Db } from '../../db/client.ts'
import type { DocumentContext } from '../documents/document.ts'
import { allocateLots } from '../stock/fefo.ts'
import { fromMilli, toMilli } from '../stock/quantities.ts'
import { lockStockLevels, type Movement, postMovements, type ShortLevel } from '../stock/stock-ledger.ts'

/** How sale movements name the document that caused them. */
export const SALE_DOCUMENT_TYPE = 'order'

type SaleLine = { product_id: number; quantity: number; lot_id?: number | null }

/**
 * Takes a sale's goods out of the store through the ledger, as `sale` movements: the store's levels locked
 * in the one fixed order, each line's lots chosen first expiry first (or the lot the cashier named). A short
 * line fails the whole sale with STOCK_INSUFFICIENT ("Not enough stock for product {name}"), unless the sale
 * already happened (`acceptShort`, an offline sale): then the levels go below zero and are answered.
 */
export async function takeSaleStock(
  tx: Db,
  ctx: DocumentContext,
  sale: { store_id: number; lines: SaleLine[] },
  orderId: number,
  isLotTracked: (productId: number) => boolean,
  acceptShort = false,
) {
  const { store_id } = sale
  await lockStockLevels(
    tx,
    sale.lines.map((line) => ({ store_id, product_id: line.product_id })),
  )
  // One request per product and named lot; FEFO reads the levels as they are, so a product met again is
  // posted first (allocateLots' rule), which only a cart naming a lot beside the same product needs.
  const requests = new Map<string, SaleLine>()
  for (const line of sale.lines) {
    const key = `${line.product_id}:${line.lot_id ?? ''}`
    const known = requests.get(key)
    requests.set(key, {
      ...line,
      quantity: known ? fromMilli(toMilli(known.quantity) + toMilli(line.quantity)) : line.quantity,
    })
  }
  let pending: Movement[] = []
  const short: ShortLevel[] = []
  const post = async (movements: Movement[]) => {
    short.push(...(await postMovements(tx, ctx, movements, { acceptShort })))
  }
  const touched = new Set<number>()
  for (const request of requests.values()) {
    if (touched.has(request.product_id)) {
      await post(pending)
      pending = []
      touched.clear()
    }
    touched.add(request.product_id)
    // A product without lots leaves as a whole (the ledger refuses it if short): no lots to read.
    const lots =
      isLotTracked(request.product_id) || request.lot_id
        ? await allocateLots(tx, { store_id, ...request, accept_short: acceptShort })
        : [{ lot_id: null, quantity: request.quantity }]
    pending.push(
      ...lots.map((lot) => ({
        store_id,
        product_id: request.product_id,
        lot_id: lot.lot_id,
        quantity: -lot.quantity,
        kind: 'sale' as const,
        reason: null,
        document_type: SALE_DOCUMENT_TYPE,
        document_id: orderId,
      })),
    )
  }
  await post(pending)
  return short
}
