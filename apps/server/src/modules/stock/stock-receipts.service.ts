import {
  type receiveInputSchema,
  type StockReceipt,
  type StockReceiptSummary,
  stockReceiptsResource,
} from '@sms/contract'
import { asc, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import {
  products,
  purchaseOrderLines,
  purchaseOrders,
  stockReceiptLines,
  stockReceipts,
  suppliers,
} from '../../db/schema/index.ts'
import { findById } from '../../kernel/find-by-id.ts'
import { type ListRequest, withIsoDates } from '../../kernel/list-page.ts'
import { rowsOf } from '../../kernel/rows.ts'
import { withUserNames } from '../../kernel/user-names.ts'
import { AppError, fieldErrors, notFound } from '../../lib/errors.ts'
import { assertStoreAccess, listInStores } from '../access/store-access.ts'
import { recordAudit } from '../audit/audit.service.ts'
import type { Actor } from '../auth/auth.service.ts'
import { type WriteOptions, writeDocument } from '../documents/document.ts'
import { lotKey, resolveLots } from './lots.ts'
import { updateMovingAverageCost } from './moving-average.ts'
import {
  announce,
  findOrder,
  RESOURCE as ORDERS,
  type PurchaseOrderRow,
  presentOrder,
} from './purchase-orders.service.ts'
import { lockStockLevels, postMovements } from './stock-ledger.ts'

type ReceiveInput = z.output<typeof receiveInputSchema>
type ReceiveLines = ReceiveInput['lines']
type ReceiptRow = typeof stockReceipts.$inferSelect
type OrderLine = { id: number; product_id: number; unit_cost_usd: number; is_lot_tracked: boolean }

const RESOURCE = 'stock-receipts'
/** How movements name the document that caused them. */
const DOCUMENT_TYPE = 'stock-receipt'

async function presentReceipt(db: Db, row: ReceiptRow): Promise<StockReceipt> {
  const [supplier] = row.supplier_id
    ? await db.select({ name: suppliers.name }).from(suppliers).where(eq(suppliers.id, row.supplier_id))
    : []
  const lines = await db
    .select({
      id: stockReceiptLines.id,
      purchase_order_line_id: stockReceiptLines.purchase_order_line_id,
      product_id: stockReceiptLines.product_id,
      product_name_en: products.name_en,
      product_name_kh: products.name_kh,
      sku: products.sku,
      quantity: stockReceiptLines.quantity,
      lot_id: stockReceiptLines.lot_id,
      lot_number: stockReceiptLines.lot_number,
      expiry_date: stockReceiptLines.expiry_date,
      unit_cost_usd: stockReceiptLines.unit_cost_usd,
    })
    .from(stockReceiptLines)
    .innerJoin(products, eq(products.id, stockReceiptLines.product_id))
    .where(eq(stockReceiptLines.receipt_id, row.id))
    .orderBy(asc(stockReceiptLines.id))
  const [named = { ...row, created_by_name: null }] = await withUserNames(db, [row], ['created_by'])
  return {
    ...named,
    created_at: row.created_at.toISOString(),
    supplier_name: supplier?.name ?? null,
    lines,
  }
}

export async function getReceipt(db: Db, actor: Actor, id: number) {
  const row = await findById(db, stockReceipts, id, { resource: RESOURCE })
  await assertStoreAccess(db, actor, row.store_id)
  return { data: await presentReceipt(db, row) }
}

export async function listReceipts(db: Db, actor: Actor, request: ListRequest) {
  const page = await listInStores(db, actor, {
    source: stockReceipts,
    contract: stockReceiptsResource,
    request,
    present: (rows) => rows.map(withIsoDates<Omit<StockReceiptSummary, 'created_by_name'>>),
  })
  return { ...page, data: await withUserNames(db, page.data, ['created_by']) }
}

/** Every line names a line of this order, and a lot exactly when its product is lot-tracked. */
function checkLines(lines: ReceiveLines, orderLines: Map<number, OrderLine>) {
  const errors: Record<string, string[]> = {}
  lines.forEach((line, i) => {
    const ordered = orderLines.get(line.purchase_order_line_id)
    if (!ordered) errors[`lines.${i}.purchase_order_line_id`] = ['not_found']
    else if (ordered.is_lot_tracked && !line.lot_number) errors[`lines.${i}.lot_number`] = ['required']
    else if (!ordered.is_lot_tracked && line.lot_number) errors[`lines.${i}.lot_number`] = ['mismatch']
  })
  if (Object.keys(errors).length > 0) throw fieldErrors(errors)
}

/** More than was ordered (with what earlier receipts brought) fails the receipt, naming what is left. */
async function refuseOverReceiving(tx: Db, receiptId: number, lines: ReceiveLines) {
  const over = rowsOf<{ id: number; remaining: string }>(
    await tx.execute(sql`
      select pol.id, (pol.quantity - pol.received_quantity)::text as remaining
      from purchase_order_lines pol
      join (
        select purchase_order_line_id, sum(quantity) as quantity from stock_receipt_lines
        where receipt_id = ${receiptId} group by purchase_order_line_id
      ) r on r.purchase_order_line_id = pol.id
      where r.quantity > pol.quantity - pol.received_quantity
      order by pol.id`),
  )
  if (over.length === 0) return
  const remaining = new Map(over.map((row) => [row.id, Number(row.remaining)]))
  const errors: Record<string, string[]> = {}
  lines.forEach((line, i) => {
    if (remaining.has(line.purchase_order_line_id)) errors[`lines.${i}.quantity`] = ['over_received']
  })
  throw new AppError(
    'VALIDATION_FAILED',
    'More than was ordered cannot be received.',
    { lines: over.map((row) => ({ purchase_order_line_id: row.id, remaining: Number(row.remaining) })) },
    errors,
  )
}

/**
 * Receives all or part of an ordered purchase order as one stock receipt: lots found or created, `receipt`
 * movements, product costs averaged, received quantities and the order's status updated; all or nothing.
 */
export async function receiveOrder(
  db: Db,
  actor: Actor,
  id: number,
  input: ReceiveInput,
  options: WriteOptions,
) {
  const { lines } = input
  return writeDocument(
    db,
    actor,
    { ...options, resource: ORDERS, action: 'received', status: 200 },
    async (tx, ctx) => {
      const order = await findOrder(tx, id, true)
      await assertStoreAccess(tx, actor, order.store_id)
      if (order.status !== 'ordered' && order.status !== 'partially_received') {
        throw new AppError('CONFLICT', `A ${order.status} purchase order cannot be received.`, {
          status: order.status,
        })
      }
      const before = await presentOrder(tx, order)
      const orderLines = new Map(
        (
          await tx
            .select({
              id: purchaseOrderLines.id,
              product_id: purchaseOrderLines.product_id,
              unit_cost_usd: purchaseOrderLines.unit_cost_usd,
              is_lot_tracked: products.is_lot_tracked,
            })
            .from(purchaseOrderLines)
            .innerJoin(products, eq(products.id, purchaseOrderLines.product_id))
            .where(eq(purchaseOrderLines.purchase_order_id, id))
        ).map((line) => [line.id, line]),
      )
      checkLines(lines, orderLines)
      const productOf = (line: ReceiveLines[number]) =>
        orderLines.get(line.purchase_order_line_id) as OrderLine
      const productIds = [...new Set(lines.map((line) => productOf(line).product_id))]
      await lockStockLevels(
        tx,
        productIds.map((product_id) => ({ store_id: order.store_id, product_id })),
      )
      const lotIds = await resolveLots(
        tx,
        lines.flatMap((line) =>
          line.lot_number
            ? [
                {
                  product_id: productOf(line).product_id,
                  lot_number: line.lot_number,
                  expiry_date: line.expiry_date,
                },
              ]
            : [],
        ),
      )
      const [receipt] = await tx
        .insert(stockReceipts)
        .values({
          purchase_order_id: id,
          supplier_id: order.supplier_id,
          store_id: order.store_id,
          note: input.note ?? null,
          created_by: actor.id,
        })
        .returning()
      if (!receipt) throw new Error('receipt insert returned nothing')
      const lineRows = lines.map((line) => {
        const ordered = productOf(line)
        return {
          receipt_id: receipt.id,
          purchase_order_line_id: ordered.id,
          product_id: ordered.product_id,
          quantity: line.quantity,
          lot_id: line.lot_number ? (lotIds.get(lotKey(ordered.product_id, line.lot_number)) ?? null) : null,
          lot_number: line.lot_number,
          expiry_date: line.expiry_date,
          unit_cost_usd: line.unit_cost_usd ?? ordered.unit_cost_usd,
        }
      })
      await tx.insert(stockReceiptLines).values(lineRows)
      await refuseOverReceiving(tx, receipt.id, lines)

      await updateMovingAverageCost(tx, receipt.id, productIds)
      await postMovements(
        tx,
        ctx,
        lineRows.map((line) => ({
          store_id: order.store_id,
          product_id: line.product_id,
          lot_id: line.lot_id,
          quantity: line.quantity,
          kind: 'receipt' as const,
          reason: null,
          document_type: DOCUMENT_TYPE,
          document_id: receipt.id,
        })),
      )
      const [totalled] = await tx
        .update(stockReceipts)
        .set({
          total_usd: sql`(select coalesce(round(sum(quantity * unit_cost_usd)), 0)
            from ${stockReceiptLines} where receipt_id = ${receipt.id})`,
        })
        .where(eq(stockReceipts.id, receipt.id))
        .returning()
      if (!totalled) throw notFound(RESOURCE, receipt.id)
      await tx.execute(sql`
        update purchase_order_lines pol set received_quantity = pol.received_quantity + r.quantity
        from (
          select purchase_order_line_id, sum(quantity) as quantity from stock_receipt_lines
          where receipt_id = ${receipt.id} group by purchase_order_line_id
        ) r
        where pol.id = r.purchase_order_line_id`)
      const [received] = await tx
        .update(purchaseOrders)
        .set({
          status: sql`case when exists (
              select 1 from ${purchaseOrderLines}
              where purchase_order_id = ${id} and received_quantity < quantity
            ) then 'partially_received' else 'received' end`,
          updated_at: sql`now()`,
        })
        .where(eq(purchaseOrders.id, id))
        .returning()
      if (!received) throw notFound(ORDERS, id)

      // The receipt is a document of its own: its own audit entry beside the order's.
      await recordAudit(tx, {
        actorId: actor.id,
        resource: RESOURCE,
        recordId: receipt.id,
        action: 'created',
        after: await presentReceipt(tx, totalled),
      })
      ctx.emit({
        type: 'stock-receipt.created',
        id: receipt.id,
        store_id: receipt.store_id,
        purchase_order_id: id,
      })
      announce(ctx, received as PurchaseOrderRow)
      return { id, document: await presentOrder(tx, received), before }
    },
  )
}
