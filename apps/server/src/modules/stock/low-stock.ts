import {
  type draftsFromLowStockInputSchema,
  type LowStock,
  lowStockResource,
  type thresholdInputSchema,
} from '@sms/contract'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { bigint as bigintColumn, integer, numeric, pgView, text } from 'drizzle-orm/pg-core'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { products, stockLevels, stores } from '../../db/schema/index.ts'
import type { ListRequest } from '../../kernel/list-page.ts'
import { AppError, notFound } from '../../lib/errors.ts'
import { assertStoreAccess, listInStores } from '../access/store-access.ts'
import { recordAudit } from '../audit/audit.service.ts'
import type { Actor } from '../auth/auth.service.ts'
import { type WriteOptions, writeDocument } from '../documents/document.ts'
import { insertDraft, RESOURCE as ORDERS, presentOrder } from './purchase-orders.service.ts'

const quantity = (name: string) => numeric(name, { precision: 14, scale: 3, mode: 'number' })

/**
 * The columns of the low-stock list. It is computed per request by the `WITH low_stock` query below, not kept
 * as a database view (`.existing()`: no migration creates it), so the list convention can filter and sort it.
 */
const lowStockView = pgView('low_stock', {
  store_id: integer('store_id').notNull(),
  product_id: integer('product_id').notNull(),
  category_id: integer('category_id'),
  product_name_en: text('product_name_en').notNull(),
  product_name_kh: text('product_name_kh'),
  sku: text('sku').notNull(),
  barcode: text('barcode'),
  on_hand: quantity('on_hand').notNull(),
  low_stock_threshold: integer('low_stock_threshold').notNull(),
  store_threshold: integer('store_threshold'),
  status: text('status', { enum: ['low', 'out_of_stock'] }).notNull(),
  on_order: quantity('on_order').notNull(),
  suggested_quantity: quantity('suggested_quantity').notNull(),
  supplier_id: integer('supplier_id'),
  supplier_name: text('supplier_name'),
  cost_usd: bigintColumn('cost_usd', { mode: 'number' }),
}).existing()

/**
 * Per store and product: on hand at or below the threshold in force (the store's, else the product's), for
 * live products. `on_order` is what draft and open purchase orders for the store still bring;
 * `suggested_quantity` tops the store up to twice its threshold (at least 1 unit), less what is on order,
 * rounded up to whole units. The supplier is the one last received from, in this store first, else anywhere.
 */
const lowStockQuery = (db: Db) =>
  db.$with('low_stock', {}).as(sql`
    select l.store_id, l.product_id, p.category_id, p.name_en as product_name_en, p.name_kh as product_name_kh,
      p.sku, p.barcode, l.on_hand, t.threshold as low_stock_threshold, l.low_stock_threshold as store_threshold,
      case when l.on_hand <= 0 then 'out_of_stock' else 'low' end as status,
      coalesce(o.on_order, 0)::numeric(14,3) as on_order,
      greatest(ceil(greatest(2 * t.threshold, 1) - l.on_hand - coalesce(o.on_order, 0)), 0)::numeric(14,3)
        as suggested_quantity,
      sup.id as supplier_id, sup.name as supplier_name, p.cost_usd
    from stock_levels l
    join products p on p.id = l.product_id and p.deleted_at is null and p.status
    cross join lateral (select coalesce(l.low_stock_threshold, p.low_stock_threshold) as threshold) t
    left join (
      select po.store_id, pol.product_id, sum(pol.quantity - pol.received_quantity) as on_order
      from purchase_order_lines pol join purchase_orders po on po.id = pol.purchase_order_id
      where po.status in ('draft', 'ordered', 'partially_received')
      group by po.store_id, pol.product_id
    ) o on o.store_id = l.store_id and o.product_id = l.product_id
    left join (
      select distinct on (r.store_id, rl.product_id) r.store_id, rl.product_id, r.supplier_id
      from stock_receipt_lines rl join stock_receipts r on r.id = rl.receipt_id
      where r.supplier_id is not null order by r.store_id, rl.product_id, r.id desc
    ) here on here.store_id = l.store_id and here.product_id = l.product_id
    left join (
      select distinct on (rl.product_id) rl.product_id, r.supplier_id
      from stock_receipt_lines rl join stock_receipts r on r.id = rl.receipt_id
      where r.supplier_id is not null order by rl.product_id, r.id desc
    ) anywhere on anywhere.product_id = l.product_id
    left join suppliers sup on sup.id = coalesce(here.supplier_id, anywhere.supplier_id)
    where l.on_hand <= t.threshold`)

export const listLowStock = (db: Db, actor: Actor, request: ListRequest) =>
  listInStores(db, actor, {
    source: lowStockView,
    contract: lowStockResource,
    request,
    present: (rows) => rows as LowStock[],
    rowKey: ['store_id', 'product_id'],
    cte: lowStockQuery(db),
  })

/** Sets (or, with null, clears) one store's own low-stock threshold for a product. */
export async function setThreshold(
  db: Db,
  actor: Actor,
  key: { store_id: number; product_id: number },
  input: z.output<typeof thresholdInputSchema>,
  options: WriteOptions,
) {
  await assertStoreAccess(db, actor, key.store_id)
  return writeDocument(
    db,
    actor,
    { ...options, resource: 'stocks', action: 'threshold_changed', status: 200 },
    async (tx) => {
      const [store] = await tx
        .select({ id: stores.id })
        .from(stores)
        .where(and(eq(stores.id, key.store_id), isNull(stores.deleted_at)))
      if (!store) throw notFound('stores', key.store_id)
      const [product] = await tx
        .select({ threshold: products.low_stock_threshold })
        .from(products)
        .where(and(eq(products.id, key.product_id), isNull(products.deleted_at)))
      if (!product) throw notFound('products', key.product_id)
      const [old] = await tx
        .select({ threshold: stockLevels.low_stock_threshold })
        .from(stockLevels)
        .where(and(eq(stockLevels.store_id, key.store_id), eq(stockLevels.product_id, key.product_id)))
      // A level row at 0 is what a store that never held the product has: the ledger stays exact.
      await tx
        .insert(stockLevels)
        .values({ ...key, low_stock_threshold: input.low_stock_threshold })
        .onConflictDoUpdate({
          target: [stockLevels.store_id, stockLevels.product_id],
          set: { low_stock_threshold: input.low_stock_threshold },
        })
      const document = {
        ...key,
        store_threshold: input.low_stock_threshold,
        low_stock_threshold: input.low_stock_threshold ?? product.threshold,
      }
      return { id: key.product_id, document, before: { ...key, store_threshold: old?.threshold ?? null } }
    },
  )
}

type Skipped = { product_id: number; reason: 'no_supplier' | 'on_order' }

/**
 * One draft purchase order per supplier for a store's low products (all of them, or those named), each line
 * the suggested quantity at the product's current cost. Products never received from a supplier go to
 * `supplier_id` when given; the others, and those with enough on order, are skipped and named.
 */
export async function draftsFromLowStock(
  db: Db,
  actor: Actor,
  input: z.output<typeof draftsFromLowStockInputSchema>,
  options: WriteOptions,
) {
  await assertStoreAccess(db, actor, input.store_id)
  return writeDocument(
    db,
    actor,
    { ...options, resource: ORDERS, action: 'created', status: 201 },
    async (tx, ctx) => {
      const low = await tx
        .with(lowStockQuery(tx))
        .select()
        .from(lowStockView)
        .where(
          and(
            eq(lowStockView.store_id, input.store_id),
            input.product_ids ? inArray(lowStockView.product_id, input.product_ids) : undefined,
          ),
        )
        .orderBy(lowStockView.product_name_en, lowStockView.product_id)
      const skipped: Skipped[] = []
      const bySupplier = new Map<number, typeof low>()
      for (const row of low) {
        const supplierId = row.supplier_id ?? input.supplier_id ?? null
        if (row.suggested_quantity <= 0) skipped.push({ product_id: row.product_id, reason: 'on_order' })
        else if (supplierId === null) skipped.push({ product_id: row.product_id, reason: 'no_supplier' })
        else bySupplier.set(supplierId, [...(bySupplier.get(supplierId) ?? []), row])
      }
      if (bySupplier.size === 0) {
        throw new AppError(
          'VALIDATION_FAILED',
          'No low-stock product can be ordered.',
          { skipped },
          {
            product_ids: ['nothing_to_order'],
          },
        )
      }
      const created = []
      for (const [supplierId, rows] of bySupplier) {
        const row = await insertDraft(tx, ctx, {
          supplier_id: supplierId,
          store_id: input.store_id,
          note: null,
          expected_date: null,
          lines: rows.map((r) => ({
            product_id: r.product_id,
            quantity: r.suggested_quantity,
            unit_cost_usd: r.cost_usd ?? 0,
          })),
        })
        const order = await presentOrder(tx, row)
        // Each draft is a document of its own, with its own audit entry.
        await recordAudit(tx, {
          actorId: actor.id,
          resource: ORDERS,
          recordId: row.id,
          action: 'created',
          after: order,
        })
        const { lines: _lines, receipts: _receipts, ...summary } = order
        created.push(summary)
      }
      return { id: null, document: { purchase_orders: created, skipped } }
    },
  )
}
