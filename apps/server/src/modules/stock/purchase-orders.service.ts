import {
  type PurchaseOrder,
  type PurchaseOrderSummary,
  type purchaseOrderInputSchema,
  purchaseOrdersResource,
} from '@sms/contract'
import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { checkLive, liveIds } from '../../db/live-records.ts'
import {
  products,
  purchaseOrderLines,
  purchaseOrders,
  stockReceipts,
  stores,
  suppliers,
} from '../../db/schema/index.ts'
import { findById } from '../../kernel/find-by-id.ts'
import type { ListRequest } from '../../kernel/list-page.ts'
import { withUserNames } from '../../kernel/user-names.ts'
import { AppError, fieldErrors, notFound } from '../../lib/errors.ts'
import { assertStoreAccess, listInStores } from '../access/store-access.ts'
import type { Actor } from '../auth/auth.service.ts'
import { type DocumentContext, type WriteOptions, writeDocument } from '../documents/document.ts'

export type PurchaseOrderInput = z.output<typeof purchaseOrderInputSchema>
export type PurchaseOrderRow = typeof purchaseOrders.$inferSelect

export const RESOURCE = 'purchase-orders'

const iso = (date: Date | null) => (date ? date.toISOString() : null)

async function supplierNames(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>()
  const rows = await db
    .select({ id: suppliers.id, name: suppliers.name })
    .from(suppliers)
    .where(inArray(suppliers.id, [...new Set(ids)]))
  return new Map(rows.map((row) => [row.id, row.name]))
}

/** Orders as lists show them: the supplier's and the users' names beside their ids (one query each). */
async function summarize(db: Db, rows: PurchaseOrderRow[]): Promise<PurchaseOrderSummary[]> {
  const names = await supplierNames(
    db,
    rows.map((row) => row.supplier_id),
  )
  const named = await withUserNames(db, rows, ['created_by', 'ordered_by', 'cancelled_by'])
  return named.map((row) => ({
    ...row,
    supplier_name: names.get(row.supplier_id) ?? '',
    created_at: row.created_at.toISOString(),
    ordered_at: iso(row.ordered_at),
    cancelled_at: iso(row.cancelled_at),
    updated_at: row.updated_at.toISOString(),
  }))
}

/** The order as the API shows it: its lines with what has arrived so far, and its receipts. */
export async function presentOrder(db: Db, row: PurchaseOrderRow): Promise<PurchaseOrder> {
  const [summary] = await summarize(db, [row])
  if (!summary) throw notFound(RESOURCE, row.id)
  const lines = await db
    .select({
      id: purchaseOrderLines.id,
      product_id: purchaseOrderLines.product_id,
      product_name_en: products.name_en,
      product_name_kh: products.name_kh,
      sku: products.sku,
      is_lot_tracked: products.is_lot_tracked,
      quantity: purchaseOrderLines.quantity,
      received_quantity: purchaseOrderLines.received_quantity,
      // Subtracted in SQL: exact decimals, never floats.
      remaining_quantity:
        sql<number>`greatest(${purchaseOrderLines.quantity} - ${purchaseOrderLines.received_quantity}, 0)`.mapWith(
          Number,
        ),
      unit_cost_usd: purchaseOrderLines.unit_cost_usd,
    })
    .from(purchaseOrderLines)
    .innerJoin(products, eq(products.id, purchaseOrderLines.product_id))
    .where(eq(purchaseOrderLines.purchase_order_id, row.id))
    .orderBy(asc(purchaseOrderLines.id))
  const receipts = await db
    .select()
    .from(stockReceipts)
    .where(eq(stockReceipts.purchase_order_id, row.id))
    .orderBy(asc(stockReceipts.id))
  const named = await withUserNames(db, receipts, ['created_by'])
  return {
    ...summary,
    lines,
    receipts: named.map((receipt) => ({ ...receipt, created_at: receipt.created_at.toISOString() })),
  }
}

/** Reads an order, locked for the caller's transaction when it is about to change it. */
export const findOrder = (db: Db, id: number, lock = false) =>
  findById(db, purchaseOrders, id, { resource: RESOURCE, lock })

export async function getOrder(db: Db, actor: Actor, id: number) {
  const row = await findOrder(db, id)
  await assertStoreAccess(db, actor, row.store_id)
  return { data: await presentOrder(db, row) }
}

/** Orders without their lines, newest first, from the stores the actor works in. */
export async function listOrders(db: Db, actor: Actor, request: ListRequest) {
  const page = await listInStores(db, actor, {
    source: purchaseOrders,
    contract: purchaseOrdersResource,
    request,
    present: (rows) => rows as PurchaseOrderRow[],
  })
  return { ...page, data: await summarize(db, page.data) }
}

/** The supplier and store exist, and every line names a different live product. */
async function checkInput(tx: Db, input: PurchaseOrderInput) {
  const errors: Record<string, string[]> = {}
  await checkLive(tx, errors, 'supplier_id', suppliers, input.supplier_id)
  await checkLive(tx, errors, 'store_id', stores, input.store_id)
  const live = await liveIds(
    tx,
    products,
    input.lines.map((line) => line.product_id),
  )
  const seen = new Set<number>()
  input.lines.forEach((line, i) => {
    if (!live.has(line.product_id)) errors[`lines.${i}.product_id`] = ['not_found']
    else if (seen.has(line.product_id)) errors[`lines.${i}.product_id`] = ['duplicate']
    seen.add(line.product_id)
  })
  if (Object.keys(errors).length > 0) throw fieldErrors(errors)
}

/** Writes the lines and the order's total (quantity × cost, rounded once, in SQL). */
async function writeLines(tx: Db, orderId: number, lines: PurchaseOrderInput['lines']) {
  await tx.insert(purchaseOrderLines).values(
    lines.map((line) => ({
      purchase_order_id: orderId,
      product_id: line.product_id,
      quantity: line.quantity,
      unit_cost_usd: line.unit_cost_usd,
    })),
  )
  const [row] = await tx
    .update(purchaseOrders)
    .set({
      total_usd: sql`(select coalesce(round(sum(quantity * unit_cost_usd)), 0)
        from ${purchaseOrderLines} where purchase_order_id = ${orderId})`,
      updated_at: sql`now()`,
    })
    .where(eq(purchaseOrders.id, orderId))
    .returning()
  if (!row) throw notFound(RESOURCE, orderId)
  return row
}

export const announce = (ctx: DocumentContext, row: PurchaseOrderRow) =>
  ctx.emit({ type: 'purchase-order.changed', id: row.id, store_id: row.store_id, status: row.status })

/** Inserts a draft in the caller's transaction (also used by the low-stock drafts). */
export async function insertDraft(tx: Db, ctx: DocumentContext, input: PurchaseOrderInput) {
  await checkInput(tx, input)
  const [created] = await tx
    .insert(purchaseOrders)
    .values({
      supplier_id: input.supplier_id,
      store_id: input.store_id,
      note: input.note,
      expected_date: input.expected_date,
      status: 'draft',
      created_by: ctx.actor.id,
    })
    .returning()
  if (!created) throw new Error('purchase order insert returned nothing')
  const row = await writeLines(tx, created.id, input.lines)
  announce(ctx, row)
  return row
}

export async function createOrder(db: Db, actor: Actor, input: PurchaseOrderInput, options: WriteOptions) {
  await assertStoreAccess(db, actor, input.store_id)
  return writeDocument(
    db,
    actor,
    { ...options, resource: RESOURCE, action: 'created', status: 201 },
    async (tx, ctx) => {
      const row = await insertDraft(tx, ctx, input)
      return { id: row.id, document: await presentOrder(tx, row) }
    },
  )
}

const inStatus = (row: PurchaseOrderRow, allowed: PurchaseOrderRow['status'][], action: string) => {
  if (!allowed.includes(row.status)) {
    throw new AppError('CONFLICT', `A ${row.status} purchase order cannot be ${action}.`, {
      status: row.status,
    })
  }
}

/** Replaces a draft's supplier, store, note, date and lines; once ordered it no longer changes. */
export async function editOrder(
  db: Db,
  actor: Actor,
  id: number,
  input: PurchaseOrderInput,
  options: WriteOptions,
) {
  await assertStoreAccess(db, actor, input.store_id)
  return writeDocument(
    db,
    actor,
    { ...options, resource: RESOURCE, action: 'edited', status: 200 },
    async (tx, ctx) => {
      const row = await findOrder(tx, id, true)
      await assertStoreAccess(tx, actor, row.store_id)
      inStatus(row, ['draft'], 'edited')
      await checkInput(tx, input)
      const before = await presentOrder(tx, row)
      await tx
        .update(purchaseOrders)
        .set({
          supplier_id: input.supplier_id,
          store_id: input.store_id,
          note: input.note,
          expected_date: input.expected_date,
        })
        .where(eq(purchaseOrders.id, id))
      // A draft's lines are not yet a promise to anyone: they are replaced, not corrected by new rows.
      await tx.delete(purchaseOrderLines).where(eq(purchaseOrderLines.purchase_order_id, id))
      const edited = await writeLines(tx, id, input.lines)
      announce(ctx, edited)
      return { id, document: await presentOrder(tx, edited), before }
    },
  )
}

/** `order` sends a draft to the supplier; `cancel` closes an order nothing has been received on. */
export async function transitionOrder(
  db: Db,
  actor: Actor,
  id: number,
  action: 'order' | 'cancel',
  options: WriteOptions,
) {
  const done = action === 'order' ? 'ordered' : 'cancelled'
  return writeDocument(
    db,
    actor,
    { ...options, resource: RESOURCE, action: done, status: 200 },
    async (tx, ctx) => {
      const row = await findOrder(tx, id, true)
      await assertStoreAccess(tx, actor, row.store_id)
      // Once anything has arrived the order stays: its receipts moved stock and cost.
      inStatus(row, action === 'order' ? ['draft'] : ['draft', 'ordered'], done)
      const before = await presentOrder(tx, row)
      const values =
        action === 'order'
          ? { status: 'ordered' as const, ordered_by: actor.id, ordered_at: sql`now()` }
          : { status: 'cancelled' as const, cancelled_by: actor.id, cancelled_at: sql`now()` }
      const [changed] = await tx
        .update(purchaseOrders)
        .set({ ...values, updated_at: sql`now()` })
        .where(eq(purchaseOrders.id, id))
        .returning()
      if (!changed) throw notFound(RESOURCE, id)
      announce(ctx, changed)
      return { id, document: await presentOrder(tx, changed), before }
    },
  )
}
