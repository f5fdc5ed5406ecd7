// Counted lines as entered, checked and resolved: live products, a lot exactly when tracked, no duplicates.
import type { stockCountLinesInputSchema } from '@sms/contract'
import { and, inArray, isNull } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { lots, products } from '../../db/schema/index.ts'
import { fieldErrors } from '../../lib/errors.ts'
import { lotKey, resolveLots } from './lots.ts'

export type LinesInput = z.output<typeof stockCountLinesInputSchema>

type Entry = { product_id: number; lot_id: number | null; counted_quantity: number }

/** Every line names a live product, and a lot (by id or number) exactly when the product is lot-tracked. */
export async function resolveEntries(tx: Db, lines: LinesInput['lines']): Promise<Entry[]> {
  const ids = [...new Set(lines.map((line) => line.product_id))]
  const found = await tx
    .select({ id: products.id, is_lot_tracked: products.is_lot_tracked })
    .from(products)
    .where(and(inArray(products.id, ids), isNull(products.deleted_at)))
  const lotTracked = new Map(found.map((p) => [p.id, p.is_lot_tracked]))
  const namedLots = lines.flatMap((line) => (line.lot_id ? [line.lot_id] : []))
  const lotOwners = new Map(
    namedLots.length === 0
      ? []
      : (
          await tx
            .select({ id: lots.id, product_id: lots.product_id })
            .from(lots)
            .where(inArray(lots.id, namedLots))
        ).map((lot) => [lot.id, lot.product_id]),
  )
  const errors: Record<string, string[]> = {}
  lines.forEach((line, i) => {
    const isLotTracked = lotTracked.get(line.product_id)
    const namesLot = Boolean(line.lot_id || line.lot_number)
    if (isLotTracked === undefined) errors[`lines.${i}.product_id`] = ['not_found']
    else if (isLotTracked && !namesLot) errors[`lines.${i}.lot_number`] = ['required']
    else if (!isLotTracked && namesLot) errors[`lines.${i}.lot_number`] = ['mismatch']
    else if (line.lot_id && lotOwners.get(line.lot_id) !== line.product_id)
      errors[`lines.${i}.lot_id`] = ['mismatch']
  })
  if (Object.keys(errors).length > 0) throw fieldErrors(errors)

  const byNumber = await resolveLots(
    tx,
    lines.flatMap((line) =>
      !line.lot_id && line.lot_number ? [{ ...line, lot_number: line.lot_number }] : [],
    ),
  )
  const entries = lines.map((line) => ({
    product_id: line.product_id,
    lot_id:
      line.lot_id ??
      (line.lot_number ? (byNumber.get(lotKey(line.product_id, line.lot_number)) ?? null) : null),
    counted_quantity: line.counted_quantity,
  }))
  const seen = new Set<string>()
  entries.forEach((entry, i) => {
    const key = `${entry.product_id}:${entry.lot_id ?? 0}`
    if (seen.has(key)) errors[`lines.${i}.product_id`] = ['duplicate']
    seen.add(key)
  })
  if (Object.keys(errors).length > 0) throw fieldErrors(errors)
  return entries
}
