import { lotExpiredMessage } from '@sms/contract'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { rowsOf } from '../../kernel/rows.ts'
import { shopTodaySql } from '../../kernel/shop-day.ts'
import { AppError, fieldErrors, notFound } from '../../lib/errors.ts'
import { fromMilli, type Milli, textToMilli, toMilli } from './quantities.ts'
import { stockInsufficient } from './stock-ledger.ts'

/** Stock to take out of one store: a sale line, a transfer line. Name a lot to take it from that lot only. */
export type LotRequest = {
  store_id: number
  product_id: number
  quantity: number
  lot_id?: number | null
  /** A sale that already happened (offline): what the lots lack is taken anyway, as a negative-stock store does. */
  accept_short?: boolean
}
/** Where the units come from: one per lot (lot_id null for a product that is not lot-tracked). */
export type LotAllocation = { lot_id: number | null; quantity: number }

type LotRow = {
  product_name: string
  is_lot_tracked: boolean
  allow_negative_stock: boolean
  lot_id: number | null
  lot_number: string | null
  expiry_date: string | null
  on_hand: string | null
  is_expired: boolean | null
}

/** A lot whose expiry date is before today in Phnom Penh: it may be written off, never sold or transferred. */
const isExpired = (expiry: unknown) => sql`coalesce(${expiry} < ${shopTodaySql}, false)`

function lotExpired(product: { id: number; name: string }, store_id: number, lot: LotRow) {
  const lotNumber = lot.lot_number ?? ''
  const expiry = lot.expiry_date ?? ''
  return new AppError('LOT_EXPIRED', lotExpiredMessage(product.name, lotNumber, expiry), {
    product_id: product.id,
    product_name: product.name,
    store_id,
    lot_id: lot.lot_id,
    lot_number: lotNumber,
    expiry_date: expiry,
  })
}

/** The product, the store's rule on negative stock, and every lot the store has held, earliest expiry first. */
async function readLots(tx: Db, { store_id, product_id }: LotRequest) {
  const result = await tx.execute(sql`
    select p.name_en as product_name, p.is_lot_tracked, s.allow_negative_stock,
      ll.lot_id, lt.lot_number, lt.expiry_date::text as expiry_date, ll.on_hand::text as on_hand,
      ${isExpired(sql`lt.expiry_date`)} as is_expired
    from products p
    join stores s on s.id = ${store_id}
    left join stock_lot_levels ll on p.is_lot_tracked and ll.store_id = s.id and ll.product_id = p.id
    left join lots lt on lt.id = ll.lot_id
    where p.id = ${product_id}
    order by lt.expiry_date asc nulls last, ll.lot_id asc`)
  const rows = rowsOf<LotRow>(result)
  if (rows.length === 0) throw notFound('products', product_id)
  return rows
}

/** A named lot is taken as is (the ledger refuses it if short); it must be the product's and not expired. */
async function namedLot(
  tx: Db,
  request: LotRequest & { lot_id: number },
  product: { id: number; name: string },
) {
  const result = await tx.execute(sql`
    select id as lot_id, lot_number, expiry_date::text as expiry_date, ${isExpired(sql`expiry_date`)} as is_expired
    from lots where id = ${request.lot_id} and product_id = ${request.product_id}`)
  const [lot] = rowsOf<LotRow>(result)
  if (!lot) throw fieldErrors({ lot_id: ['mismatch'] })
  if (lot.is_expired) throw lotExpired(product, request.store_id, lot)
  return [{ lot_id: request.lot_id, quantity: request.quantity }]
}

/**
 * Chooses the lots a quantity leaves from, first expiry first (FEFO): the earliest-expiring lots the store
 * holds go first, lots without an expiry date last, one line split over as many lots as it needs. Expired
 * lots are never taken; a named lot is used as is. For a product that is not lot-tracked the whole quantity
 * comes from the product (lot_id null), so a caller (the till, a transfer) can use this for every line.
 *
 * Short: STOCK_INSUFFICIENT with what the unexpired lots hold, or LOT_EXPIRED when expired lots hold the
 * rest (the keeper sees stock on the shelf and must know why it cannot go). A store that allows negative
 * stock takes the rest from its last unexpired lot instead.
 *
 * Call it under the product's level lock (`lockStockLevels` first) so that no other document takes the same
 * units in between, and post its movements before allocating the same product again in the same document:
 * it reads the levels as they are, not what this document has allocated so far.
 */
export async function allocateLots(tx: Db, request: LotRequest): Promise<LotAllocation[]> {
  const rows = await readLots(tx, request)
  const first = rows[0] as LotRow
  const product = { id: request.product_id, name: first.product_name }
  if (!first.is_lot_tracked) {
    if (request.lot_id) throw fieldErrors({ lot_id: ['mismatch'] })
    return [{ lot_id: null, quantity: request.quantity }]
  }
  if (request.lot_id) return namedLot(tx, { ...request, lot_id: request.lot_id }, product)

  const lots = rows.filter((row) => row.lot_id !== null)
  const usable = lots.filter((row) => !row.is_expired)
  const taken = new Map<number, Milli>()
  let wanted = toMilli(request.quantity)
  for (const lot of usable) {
    if (wanted <= 0) break
    const onHand = textToMilli(lot.on_hand ?? '0')
    if (onHand <= 0) continue
    const take = Math.min(onHand, wanted)
    taken.set(lot.lot_id as number, take)
    wanted -= take
  }
  if (wanted > 0) {
    const last = usable.at(-1)
    if ((first.allow_negative_stock || request.accept_short) && last?.lot_id) {
      taken.set(last.lot_id, (taken.get(last.lot_id) ?? 0) + wanted)
    } else if (request.accept_short) {
      // No lot to charge it to: the product's level takes it below zero, outside any lot.
      return [...toAllocations(taken), { lot_id: null, quantity: fromMilli(wanted) }]
    } else {
      const expired = lots.find((row) => row.is_expired && textToMilli(row.on_hand ?? '0') > 0)
      if (expired) throw lotExpired(product, request.store_id, expired)
      const available = toMilli(request.quantity) - wanted
      throw stockInsufficient(product, request.store_id, fromMilli(available))
    }
  }
  return toAllocations(taken)
}

const toAllocations = (taken: Map<number, Milli>): LotAllocation[] =>
  [...taken].map(([lot_id, milli]) => ({ lot_id, quantity: fromMilli(milli) }))
