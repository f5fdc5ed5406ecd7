import { MAX_MONEY, type OrderDetail, type openOrderRequestSchema } from '@sms/contract'
import { and, eq, isNull, ne, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { orderLines, orderStageChanges, orders, products } from '../../db/schema/index.ts'
import type { ListRequest } from '../../kernel/list-page.ts'
import { AppError, fieldErrors } from '../../lib/errors.ts'
import { assertStoreAccess } from '../access/store-access.ts'
import type { Actor } from '../auth/auth.service.ts'
import { type WriteOptions, writeDocument } from '../documents/document.ts'
import { currentRate } from '../exchange-rates/exchange-rates.service.ts'
import { approvalNeeded } from '../sales/approvals.ts'
import { nextNumber, shopYear } from '../sales/document-numbers.ts'
import { assertNotCancelled, emitChanged } from '../sales/order-row.ts'
import { listOrders } from '../sales/orders-list.ts'
import { orderLineValues, priceCart, pricedOrderMoney } from '../sales/price-cart.ts'
import { takeSaleStock } from '../sales/sale-stock.ts'
import { writeOrderTaxes } from '../taxes/order-taxes.ts'
import { loadOrderDetail } from './order-detail.ts'
import { lockOrder } from './order-state.ts'
import { orderShippingAddress } from './shipping-address.ts'

export type OpenOrderInput = z.output<typeof openOrderRequestSchema>
const RESOURCE = 'orders'

/**
 * `POST /api/orders`: a phone or delivery order, priced from the database like the till's cart, numbered
 * `SO-2026-000001` (shop-wide). It reserves no stock: it waits in the review list until approved.
 */
export async function createOpenOrder(db: Db, actor: Actor, input: OpenOrderInput, options: WriteOptions) {
  await assertStoreAccess(db, actor, input.store_id)
  return writeDocument<OrderDetail>(
    db,
    actor,
    { ...options, resource: RESOURCE, action: 'created', status: 201 },
    async (tx, ctx) => {
      const rate = (await currentRate(tx)).rate
      const { priced, productOf, settings } = await priceCart(tx, { ...input, tenders: [] }, rate)
      // A typed price needs the right to override prices; the back office has no manager PIN pad.
      const need = await approvalNeeded(tx, actor, priced)
      if (need && need.prices.length > 0) {
        throw new AppError('APPROVAL_REQUIRED', 'Only a user allowed to override prices may type one.', {
          price_lines: need.prices,
          discount_ids: [],
        })
      }
      if (priced.total_usd > MAX_MONEY) throw fieldErrors({ lines: ['amount_too_large'] })
      const shippingAddress = await orderShippingAddress(tx, input.shipping_address, input.customer_id)
      const number = await nextNumber(tx, 'sales_order', 0, shopYear())
      const [order] = await tx
        .insert(orders)
        .values({
          number,
          store_id: input.store_id,
          cashier_id: actor.id,
          customer_id: input.customer_id ?? null,
          stage: 'preparing',
          payment_status: priced.total_khr === 0 ? 'paid' : 'unpaid',
          rate,
          ...pricedOrderMoney(priced, productOf, settings),
          discount_id: input.discount_id ?? null,
          note: input.note ?? null,
          source: 'back_office',
          shipping_address: shippingAddress,
          delivery_note: input.delivery_note ?? null,
        })
        .returning()
      if (!order) throw new Error('order insert returned nothing')
      await tx
        .insert(orderLines)
        .values(orderLineValues(priced, productOf).map((line) => ({ ...line, order_id: order.id })))
      await writeOrderTaxes(tx, order.id, priced, (id) => productOf(id).taxes)
      await tx
        .insert(orderStageChanges)
        .values({ order_id: order.id, from_stage: null, to_stage: 'preparing', created_by: actor.id })
      ctx.emit({
        type: 'order.created',
        id: order.id,
        number,
        store_id: order.store_id,
        shift_id: null,
        cashier_id: actor.id,
        total_usd: order.total_usd,
        total_khr: order.total_khr,
        created_at: order.created_at.toISOString(),
      })
      return { id: order.id, document: await loadOrderDetail(tx, order.id) }
    },
  )
}

/**
 * `POST /api/orders/{id}/approve` (orders.approve): only now is the stock taken, through the ledger first
 * expiry first; short, the approval fails with "Not enough stock for product {name}" and nothing changes.
 */
export async function approveOrder(db: Db, actor: Actor, id: number, options: WriteOptions) {
  return writeDocument<OrderDetail>(
    db,
    actor,
    { ...options, resource: RESOURCE, action: 'approved', status: 200 },
    async (tx, ctx) => {
      const order = await lockOrder(tx, actor, id)
      assertNotCancelled(order)
      if (order.approved_at !== null) {
        throw new AppError('ORDER_ALREADY_APPROVED', 'This order has already been approved.', { id })
      }
      const lines = await tx
        .select({
          product_id: orderLines.product_id,
          quantity: orderLines.quantity,
          is_lot_tracked: products.is_lot_tracked,
        })
        .from(orderLines)
        .innerJoin(products, eq(products.id, orderLines.product_id))
        .where(eq(orderLines.order_id, id))
      const tracked = new Map(lines.map((line) => [line.product_id, line.is_lot_tracked]))
      await takeSaleStock(tx, ctx, { store_id: order.store_id, lines }, id, (p) => tracked.get(p) ?? false)
      await tx
        .update(orders)
        .set({ approved_at: sql`now()`, approved_by: actor.id, updated_at: sql`now()` })
        .where(eq(orders.id, id))
      await emitChanged(tx, ctx, id, 'approved')
      return { id, document: await loadOrderDetail(tx, id) }
    },
  )
}

/** `GET /api/orders/review`: open orders waiting for approval, in the list convention. */
export const listOrdersForReview = (db: Db, actor: Actor, request: ListRequest) =>
  listOrders(
    db,
    actor,
    request,
    and(eq(orders.source, 'back_office'), isNull(orders.approved_at), ne(orders.stage, 'cancelled')),
  )
