import type { StockAdjustment, stockAdjustmentInputSchema } from '@sms/contract'
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { products, stockAdjustmentLines, stockAdjustments, stores } from '../../db/schema/index.ts'
import { findById } from '../../kernel/find-by-id.ts'
import { withUserNames } from '../../kernel/user-names.ts'
import { AppError, fieldErrors, notFound } from '../../lib/errors.ts'
import { may } from '../access/may.ts'
import { assertStoreAccess } from '../access/store-access.ts'
import type { Actor } from '../auth/auth.service.ts'
import { type DocumentContext, type WriteOptions, writeDocument } from '../documents/document.ts'
import { lotKey, resolveLots } from './lots.ts'
import { lockStockLevels, postMovements } from './stock-ledger.ts'

type AdjustmentInput = z.output<typeof stockAdjustmentInputSchema>
type AdjustmentRow = typeof stockAdjustments.$inferSelect

const RESOURCE = 'stock-adjustments'
/** How movements name the document that caused them. */
const DOCUMENT_TYPE = 'stock-adjustment'

const iso = (date: Date | null) => (date ? date.toISOString() : null)

async function present(db: Db, row: AdjustmentRow): Promise<StockAdjustment> {
  const lines = await db
    .select({
      id: stockAdjustmentLines.id,
      product_id: stockAdjustmentLines.product_id,
      quantity: stockAdjustmentLines.quantity,
      lot_id: stockAdjustmentLines.lot_id,
      lot_number: stockAdjustmentLines.lot_number,
      expiry_date: stockAdjustmentLines.expiry_date,
      unit_cost_usd: stockAdjustmentLines.unit_cost_usd,
    })
    .from(stockAdjustmentLines)
    .where(eq(stockAdjustmentLines.adjustment_id, row.id))
    .orderBy(asc(stockAdjustmentLines.id))
  const [named = { ...row, created_by_name: null, decided_by_name: null }] = await withUserNames(
    db,
    [row],
    ['created_by', 'decided_by'],
  )
  return { ...named, created_at: row.created_at.toISOString(), decided_at: iso(row.decided_at), lines }
}

const findAdjustment = (db: Db, id: number, lock = false) =>
  findById(db, stockAdjustments, id, { resource: RESOURCE, lock })

export async function getAdjustment(db: Db, actor: Actor, id: number) {
  const row = await findAdjustment(db, id)
  await assertStoreAccess(db, actor, row.store_id)
  return { data: await present(db, row) }
}

/** Every line names a live product, and a lot exactly when the product is lot-tracked. */
async function checkLines(tx: Db, lines: AdjustmentInput['lines']) {
  const ids = [...new Set(lines.map((line) => line.product_id))]
  const found = await tx
    .select({ id: products.id, cost_usd: products.cost_usd, is_lot_tracked: products.is_lot_tracked })
    .from(products)
    .where(and(inArray(products.id, ids), isNull(products.deleted_at)))
  const byId = new Map(found.map((product) => [product.id, product]))
  const errors: Record<string, string[]> = {}
  lines.forEach((line, i) => {
    const product = byId.get(line.product_id)
    if (!product) errors[`lines.${i}.product_id`] = ['not_found']
    else if (product.is_lot_tracked && !line.lot_number) errors[`lines.${i}.lot_number`] = ['required']
    else if (!product.is_lot_tracked && line.lot_number) errors[`lines.${i}.lot_number`] = ['mismatch']
  })
  if (Object.keys(errors).length > 0) throw fieldErrors(errors)
  return byId
}

/** Moves the stock: levels locked in order, lots found or created, one `adjustment` movement per line. */
async function post(tx: Db, ctx: DocumentContext, adjustment: AdjustmentRow) {
  const lines = await tx
    .select()
    .from(stockAdjustmentLines)
    .where(eq(stockAdjustmentLines.adjustment_id, adjustment.id))
  await lockStockLevels(
    tx,
    lines.map((line) => ({ store_id: adjustment.store_id, product_id: line.product_id })),
  )
  const lotIds = await resolveLots(
    tx,
    lines.flatMap((line) => (line.lot_number ? [{ ...line, lot_number: line.lot_number }] : [])),
  )
  const lotOf = (line: (typeof lines)[number]) =>
    line.lot_number ? (lotIds.get(lotKey(line.product_id, line.lot_number)) ?? null) : null
  for (const line of lines.filter((l) => l.lot_number)) {
    await tx
      .update(stockAdjustmentLines)
      .set({ lot_id: lotOf(line) })
      .where(eq(stockAdjustmentLines.id, line.id))
  }
  await postMovements(
    tx,
    ctx,
    lines.map((line) => ({
      store_id: adjustment.store_id,
      product_id: line.product_id,
      lot_id: lotOf(line),
      quantity: line.quantity,
      kind: 'adjustment' as const,
      reason: adjustment.reason,
      document_type: DOCUMENT_TYPE,
      document_id: adjustment.id,
    })),
  )
}

/** Decides a pending or new adjustment: posting moves the stock, rejecting only records who said no. */
async function decide(tx: Db, ctx: DocumentContext, row: AdjustmentRow, status: 'posted' | 'rejected') {
  if (status === 'posted') await post(tx, ctx, row)
  const [decided] = await tx
    .update(stockAdjustments)
    .set({ status, decided_by: ctx.actor.id, decided_at: sql`now()` })
    .where(eq(stockAdjustments.id, row.id))
    .returning()
  if (!decided) throw notFound(RESOURCE, row.id)
  ctx.emit({ type: 'stock-adjustment.changed', id: decided.id, store_id: decided.store_id, status })
  return decided
}

/**
 * Posted at once when the actor may approve adjustments or its value at cost is under the store's approval
 * limit; otherwise it waits as `pending`. Either way the whole adjustment is one document: all or nothing.
 */
export async function createAdjustment(db: Db, actor: Actor, input: AdjustmentInput, options: WriteOptions) {
  await assertStoreAccess(db, actor, input.store_id)
  return writeDocument(
    db,
    actor,
    { ...options, resource: RESOURCE, action: 'created', status: 201 },
    async (tx, ctx) => {
      const [store] = await tx
        .select({ limit: stores.adjustment_approval_limit_usd })
        .from(stores)
        .where(and(eq(stores.id, input.store_id), isNull(stores.deleted_at)))
      if (!store) throw fieldErrors({ store_id: ['not_found'] })
      const byId = await checkLines(tx, input.lines)
      const [created] = await tx
        .insert(stockAdjustments)
        .values({
          store_id: input.store_id,
          reason: input.reason,
          note: input.note,
          status: 'pending',
          value_usd: 0,
          created_by: actor.id,
        })
        .returning()
      if (!created) throw new Error('adjustment insert returned nothing')
      await tx.insert(stockAdjustmentLines).values(
        input.lines.map((line) => ({
          adjustment_id: created.id,
          product_id: line.product_id,
          quantity: line.quantity,
          lot_number: line.lot_number,
          expiry_date: line.expiry_date,
          unit_cost_usd: byId.get(line.product_id)?.cost_usd ?? null,
        })),
      )
      // Cents times exact decimals, rounded once, in SQL.
      const [valued] = await tx
        .update(stockAdjustments)
        .set({
          value_usd: sql`(select coalesce(round(sum(abs(quantity) * coalesce(unit_cost_usd, 0))), 0)
            from ${stockAdjustmentLines} where adjustment_id = ${created.id})`,
        })
        .where(eq(stockAdjustments.id, created.id))
        .returning()
      if (!valued) throw new Error('adjustment update returned nothing')
      const mayPost = may(actor, 'stock-adjustments.approve') || valued.value_usd < store.limit
      if (!mayPost) {
        ctx.emit({
          type: 'stock-adjustment.changed',
          id: valued.id,
          store_id: valued.store_id,
          status: 'pending',
        })
        return { id: valued.id, document: await present(tx, valued) }
      }
      const posted = await decide(tx, ctx, valued, 'posted')
      return { id: posted.id, document: await present(tx, posted) }
    },
  )
}

/** `approve` posts a pending adjustment, `reject` closes it without moving stock; either only once. */
export async function decideAdjustment(
  db: Db,
  actor: Actor,
  id: number,
  decision: 'approve' | 'reject',
  options: WriteOptions,
) {
  const action = decision === 'approve' ? 'approved' : 'rejected'
  return writeDocument(
    db,
    actor,
    { ...options, resource: RESOURCE, action, status: 200 },
    async (tx, ctx) => {
      const row = await findAdjustment(tx, id, true)
      await assertStoreAccess(tx, actor, row.store_id)
      if (row.status !== 'pending') {
        throw new AppError('CONFLICT', `This adjustment is already ${row.status}.`, { status: row.status })
      }
      const before = await present(tx, row)
      const decided = await decide(tx, ctx, row, decision === 'approve' ? 'posted' : 'rejected')
      return { id, document: await present(tx, decided), before }
    },
  )
}
