import type { stockTransferReceiveSchema } from '@sms/contract'
import { asc, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { stockTransferItems, stockTransferLines } from '../../db/schema/index.ts'
import { fieldErrors } from '../../lib/errors.ts'
import type { Actor } from '../auth/auth.service.ts'
import type { WriteOptions } from '../documents/document.ts'
import { allocateLots } from './fefo.ts'
import { fromMilli, toMilli } from './quantities.ts'
import { lockStockLevels, postMovements } from './stock-ledger.ts'
import { DOCUMENT_TYPE, step } from './stock-transfers.service.ts'

/** Dispatch and receipt: the two steps of a transfer that move stock, out of the source and into the destination. */

type ReceiveInput = z.output<typeof stockTransferReceiveSchema>

/**
 * Takes every line out of the source, first expiry first, as `transfer_out` movements; each lot taken is an
 * item, so the destination later receives the same lots. Both stores' levels are locked (in the one fixed
 * order): the source's to move them, the destination's so its level and lot rows exist and show the goods
 * in transit (the on-hand view lists in_transit on the destination's rows).
 */
export const dispatchTransfer = (db: Db, actor: Actor, id: number, options: WriteOptions) =>
  step(db, actor, id, 'dispatch', options, async (tx, ctx, transfer) => {
    const lines = await tx
      .select()
      .from(stockTransferLines)
      .where(eq(stockTransferLines.transfer_id, id))
      .orderBy(asc(stockTransferLines.id))
    await lockStockLevels(
      tx,
      lines.flatMap((line) => [
        { store_id: transfer.from_store_id, product_id: line.product_id },
        { store_id: transfer.to_store_id, product_id: line.product_id },
      ]),
    )
    const items = []
    for (const line of lines) {
      const taken = await allocateLots(tx, {
        store_id: transfer.from_store_id,
        product_id: line.product_id,
        quantity: line.quantity,
      })
      items.push(
        ...taken.map((lot) => ({ transfer_id: id, line_id: line.id, product_id: line.product_id, ...lot })),
      )
    }
    await tx.insert(stockTransferItems).values(items)
    await tx
      .update(stockTransferLines)
      .set({ dispatched_quantity: sql`${stockTransferLines.quantity}` })
      .where(eq(stockTransferLines.transfer_id, id))
    await postMovements(
      tx,
      ctx,
      items.map((item) => ({
        store_id: transfer.from_store_id,
        product_id: item.product_id,
        lot_id: item.lot_id,
        quantity: -item.quantity,
        kind: 'transfer_out' as const,
        reason: null,
        document_type: DOCUMENT_TYPE,
        document_id: id,
      })),
    )
    const lotItems = items.filter((item) => item.lot_id !== null)
    if (lotItems.length > 0) {
      await tx.execute(sql`
          insert into stock_lot_levels (store_id, lot_id, product_id)
          values ${sql.join(
            lotItems.map((item) => sql`(${transfer.to_store_id}, ${item.lot_id}, ${item.product_id})`),
            sql`, `,
          )}
          on conflict do nothing`)
    }
    return { status: 'in_transit', dispatched_by: ctx.actor.id, dispatched_at: sql`now()` }
  })

type ItemRow = typeof stockTransferItems.$inferSelect

/**
 * Spreads what arrived of one line over the lots it left as: each lot up to what was sent, in the order they
 * were taken (first expiry first), so a shortfall falls on the last lots and an excess on the last lot.
 */
function spreadOverLots(items: ItemRow[], received: number) {
  let left = toMilli(received)
  const spread = items.map((item, i) => {
    const isLast = i === items.length - 1
    const share = isLast ? left : Math.min(toMilli(item.quantity), left)
    left -= share
    return { id: item.id, item, received: fromMilli(share) }
  })
  return spread
}

/** `values (id, quantity), …` as a table to update many rows in one statement. */
const valuesOf = (rows: { id: number; quantity: number }[]) =>
  sql.join(
    rows.map((row) => sql`(${row.id}::integer, ${row.quantity}::numeric)`),
    sql`, `,
  )

/**
 * Puts into the destination what actually arrived, per product, as `transfer_in` movements of the same lots.
 * Every line is named once (0 when nothing came); received − dispatched is the line's difference (short or
 * over), kept on the transfer. What went missing stays out of both stores' stock, and the ledger shows where.
 */
export const receiveTransfer = (
  db: Db,
  actor: Actor,
  id: number,
  input: ReceiveInput,
  options: WriteOptions,
) =>
  step(db, actor, id, 'receive', options, async (tx, ctx, transfer) => {
    const lines = await tx
      .select()
      .from(stockTransferLines)
      .where(eq(stockTransferLines.transfer_id, id))
      .orderBy(asc(stockTransferLines.id))
    const received = new Map(input.lines.map((line) => [line.product_id, line.quantity]))
    const errors: Record<string, string[]> = {}
    const onTransfer = new Set(lines.map((line) => line.product_id))
    input.lines.forEach((line, i) => {
      if (!onTransfer.has(line.product_id)) errors[`lines.${i}.product_id`] = ['not_in_transfer']
    })
    if (lines.some((line) => !received.has(line.product_id))) errors.lines = ['incomplete']
    if (Object.keys(errors).length > 0) throw fieldErrors(errors)

    await lockStockLevels(
      tx,
      lines.map((line) => ({ store_id: transfer.to_store_id, product_id: line.product_id })),
    )
    const items = await tx
      .select()
      .from(stockTransferItems)
      .where(eq(stockTransferItems.transfer_id, id))
      .orderBy(asc(stockTransferItems.id))
    const spread = lines.flatMap((line) =>
      spreadOverLots(
        items.filter((item) => item.line_id === line.id),
        received.get(line.product_id) ?? 0,
      ),
    )
    await tx.execute(sql`
      update stock_transfer_lines l set received_quantity = v.quantity
      from (values ${valuesOf(lines.map((line) => ({ id: line.id, quantity: received.get(line.product_id) ?? 0 })))}) v(id, quantity)
      where l.id = v.id`)
    await tx.execute(sql`
      update stock_transfer_items i set received_quantity = v.quantity
      from (values ${valuesOf(spread.map((s) => ({ id: s.id, quantity: s.received })))}) v(id, quantity)
      where i.id = v.id`)
    await postMovements(
      tx,
      ctx,
      spread
        .filter((s) => s.received !== 0)
        .map(({ item, received: quantity }) => ({
          store_id: transfer.to_store_id,
          product_id: item.product_id,
          lot_id: item.lot_id,
          quantity,
          kind: 'transfer_in' as const,
          reason: null,
          document_type: DOCUMENT_TYPE,
          document_id: id,
        })),
    )
    return { status: 'received', received_by: ctx.actor.id, received_at: sql`now()` }
  })
