// A stock count's life: started with its expected quantities, counted, then posted as movements or cancelled.
import type { stockCountInputSchema } from '@sms/contract'
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { products, stockCountLines, stockCounts, stores } from '../../db/schema/index.ts'
import { rowsOf } from '../../kernel/rows.ts'
import { AppError, fieldErrors, notFound } from '../../lib/errors.ts'
import { assertStoreAccess } from '../access/store-access.ts'
import type { Actor } from '../auth/auth.service.ts'
import { type DocumentContext, type WriteOptions, writeDocument } from '../documents/document.ts'
import { type LinesInput, resolveEntries } from './stock-count-entries.ts'
import { type CountRow, difference, findCount, present, RESOURCE } from './stock-count-reads.ts'
import { lockStockLevels, postMovements } from './stock-ledger.ts'

type CountInput = z.output<typeof stockCountInputSchema>

/** How movements name the document that caused them. */
const DOCUMENT_TYPE = 'stock-count'

const announce = (ctx: DocumentContext, row: CountRow) =>
  ctx.emit({ type: 'stock-count.changed', id: row.id, store_id: row.store_id, status: row.status })

/** The products a partial count covers: those named and those of the category, all live. */
async function partialScope(tx: Db, input: CountInput) {
  const errors: Record<string, string[]> = {}
  const named = input.product_ids ?? []
  if (named.length === 0 && !input.category_id) errors.product_ids = ['required']
  const conditions = [
    named.length > 0 ? inArray(products.id, named) : undefined,
    input.category_id ? eq(products.category_id, input.category_id) : undefined,
  ].filter((c) => c !== undefined)
  const found =
    conditions.length === 0
      ? []
      : await tx
          .select({ id: products.id })
          .from(products)
          .where(and(or(...conditions), isNull(products.deleted_at)))
  const ids = new Set(found.map((p) => p.id))
  named.forEach((id, i) => {
    if (!ids.has(id)) errors[`product_ids.${i}`] = ['not_found']
  })
  if (input.category_id && named.length === 0 && ids.size === 0) errors.category_id = ['empty']
  if (Object.keys(errors).length > 0) throw fieldErrors(errors)
  return [...ids]
}

/**
 * Starts a count: the levels of the products it covers are locked while their quantities are copied as the
 * expected ones, together with the last movement id. Those locks make the copy exact: no document can be
 * half-way through one of these products. A full count covers every product (and lot) the store holds, not
 * zero; a partial one the named products and category, each non-lot product even at zero, and every lot the
 * store holds of a lot-tracked one.
 */
export async function createCount(db: Db, actor: Actor, input: CountInput, options: WriteOptions) {
  await assertStoreAccess(db, actor, input.store_id)
  return writeDocument(
    db,
    actor,
    { ...options, resource: RESOURCE, action: 'created', status: 201 },
    async (tx, ctx) => {
      const [store] = await tx
        .select({ id: stores.id })
        .from(stores)
        .where(and(eq(stores.id, input.store_id), isNull(stores.deleted_at)))
      if (!store) throw fieldErrors({ store_id: ['not_found'] })
      const isFull = input.scope === 'full'
      if (isFull && ((input.product_ids?.length ?? 0) > 0 || input.category_id)) {
        throw fieldErrors({ scope: ['full_takes_no_products'] })
      }
      // A full count locks all the store's levels in one statement, in the same (store, product) order as
      // lockStockLevels, so a shop with tens of thousands of products stays within one query's parameters.
      const productIds = isFull ? [] : await partialScope(tx, input)
      if (isFull) {
        await tx.execute(
          sql`select product_id from stock_levels where store_id = ${input.store_id} order by product_id for update`,
        )
      } else {
        await lockStockLevels(
          tx,
          productIds.map((product_id) => ({ store_id: input.store_id, product_id })),
        )
      }
      const [snapshot] = rowsOf<{ id: number | null }>(
        await tx.execute(sql`select max(id) as id from stock_movements`),
      )
      const [created] = await tx
        .insert(stockCounts)
        .values({
          store_id: input.store_id,
          scope: input.scope,
          status: 'open',
          note: input.note,
          snapshot_movement_id: snapshot?.id ?? 0,
          created_by: actor.id,
        })
        .returning()
      if (!created) throw new Error('count insert returned nothing')
      const inScope = isFull
        ? sql`p.deleted_at is null`
        : sql`p.id in (${sql.join(
            productIds.map((id) => sql`${id}`),
            sql`, `,
          )})`
      // Products without lots from their level; lot-tracked ones per lot, only the lots the store holds.
      await tx.execute(sql`
        insert into stock_count_lines (count_id, product_id, lot_id, expected_quantity, unit_cost_usd)
        select ${created.id}::integer, l.product_id, null::integer, l.on_hand, p.cost_usd
        from stock_levels l join products p on p.id = l.product_id
        where l.store_id = ${input.store_id} and not p.is_lot_tracked and ${inScope}
          ${isFull ? sql`and l.on_hand <> 0` : sql``}
        union all
        select ${created.id}::integer, ll.product_id, ll.lot_id, ll.on_hand, p.cost_usd
        from stock_lot_levels ll join products p on p.id = ll.product_id
        where ll.store_id = ${input.store_id} and p.is_lot_tracked and ${inScope} and ll.on_hand <> 0`)
      announce(ctx, created)
      return { id: created.id, document: await present(tx, created) }
    },
  )
}

/** The count must be open, in one of the actor's stores; the row is locked for the rest of the write. */
async function openCount(tx: Db, actor: Actor, id: number, action: string) {
  const row = await findCount(tx, id, true)
  await assertStoreAccess(tx, actor, row.store_id)
  if (row.status !== 'open') {
    throw new AppError('CONFLICT', `This count is ${row.status}; it cannot be ${action}.`, {
      status: row.status,
    })
  }
  return row
}

/**
 * Records counted quantities, replacing earlier ones for the same product and lot. A product or lot the count
 * does not list yet (scanned on the shelf) joins it with what the store held at the snapshot, the sum of its
 * movements up to `snapshot_movement_id`: 0 for something the store never had.
 */
export async function recordCountLines(
  db: Db,
  actor: Actor,
  id: number,
  input: LinesInput,
  options: WriteOptions,
) {
  return writeDocument(
    db,
    actor,
    { ...options, resource: RESOURCE, action: 'counted', status: 200 },
    async (tx) => {
      const row = await openCount(tx, actor, id, 'counted')
      const entries = await resolveEntries(tx, input.lines)
      const values = sql.join(
        entries.map(
          (e) => sql`(${e.product_id}::integer, ${e.lot_id}::integer, ${e.counted_quantity}::numeric)`,
        ),
        sql`, `,
      )
      await tx.execute(sql`
        insert into stock_count_lines
          (count_id, product_id, lot_id, expected_quantity, counted_quantity, unit_cost_usd, counted_by, counted_at)
        select ${id}, v.product_id, v.lot_id,
          coalesce((
            select sum(m.quantity) from stock_movements m
            where m.store_id = ${row.store_id} and m.product_id = v.product_id
              and (v.lot_id is null or m.lot_id = v.lot_id) and m.id <= ${row.snapshot_movement_id ?? 0}
          ), 0),
          v.counted, p.cost_usd, ${actor.id}, now()
        from (values ${values}) v(product_id, lot_id, counted) join products p on p.id = v.product_id
        on conflict (count_id, product_id, coalesce(lot_id, 0)) do update
          set counted_quantity = excluded.counted_quantity, counted_by = excluded.counted_by,
            counted_at = excluded.counted_at`)
      const [updated] = await tx
        .update(stockCounts)
        .set({ updated_at: sql`now()` })
        .where(eq(stockCounts.id, id))
        .returning()
      if (!updated) throw notFound(RESOURCE, id)
      return { id, document: await present(tx, updated) }
    },
  )
}

function finish(
  db: Db,
  actor: Actor,
  id: number,
  action: 'posted' | 'cancelled',
  options: WriteOptions,
  move: (tx: Db, ctx: DocumentContext, row: CountRow) => Promise<PgUpdateSetSource<typeof stockCounts>>,
) {
  return writeDocument(
    db,
    actor,
    { ...options, resource: RESOURCE, action, status: 200 },
    async (tx, ctx) => {
      const row = await openCount(tx, actor, id, action)
      const before = await present(tx, row)
      const changes = await move(tx, ctx, row)
      const [updated] = await tx
        .update(stockCounts)
        .set({ ...changes, updated_at: sql`now()` })
        .where(eq(stockCounts.id, id))
        .returning()
      if (!updated) throw notFound(RESOURCE, id)
      announce(ctx, updated)
      return { id, document: await present(tx, updated), before }
    },
  )
}

/**
 * Books counted − expected of every counted line as a `count` movement. The difference is against the
 * snapshot, so what was sold (or received) while the count was open stays booked: on hand becomes the counted
 * quantity plus the movements since the snapshot. Lines never counted are left as they are, in a full count
 * too: an aisle nobody reached is not a loss.
 */
export const postCount = (db: Db, actor: Actor, id: number, options: WriteOptions) =>
  finish(db, actor, id, 'posted', options, async (tx, ctx, count) => {
    const counted = await tx
      .select({
        product_id: stockCountLines.product_id,
        lot_id: stockCountLines.lot_id,
        difference: sql<string>`(${difference})::text`,
      })
      .from(stockCountLines)
      .where(and(eq(stockCountLines.count_id, id), sql`${stockCountLines.counted_quantity} is not null`))
      .orderBy(asc(stockCountLines.id))
    const changed = counted.filter((line) => Number(line.difference) !== 0)
    await lockStockLevels(
      tx,
      changed.map((line) => ({ store_id: count.store_id, product_id: line.product_id })),
    )
    await postMovements(
      tx,
      ctx,
      changed.map((line) => ({
        store_id: count.store_id,
        product_id: line.product_id,
        lot_id: line.lot_id,
        quantity: Number(line.difference),
        kind: 'count' as const,
        reason: null,
        document_type: DOCUMENT_TYPE,
        document_id: id,
      })),
    )
    return { status: 'posted', posted_by: ctx.actor.id, posted_at: sql`now()` }
  })

export const cancelCount = (db: Db, actor: Actor, id: number, options: WriteOptions) =>
  finish(db, actor, id, 'cancelled', options, async (_tx, ctx) => ({
    status: 'cancelled',
    cancelled_by: ctx.actor.id,
    cancelled_at: sql`now()`,
  }))
