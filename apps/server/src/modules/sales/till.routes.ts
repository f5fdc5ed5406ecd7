import { orderRoutes, type Route, tillRoutes } from '@sms/contract'
import { and, eq, inArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { stockLevels } from '../../db/schema/index.ts'
import { serve } from '../../plugins/serve.ts'
import { assertStoreAccess } from '../access/store-access.ts'
import { approvalContextOf } from './approvals.ts'
import { openDrawer } from './drawer.ts'

/**
 * The till's own routes beside the checkout: the stock of the products on screen and the drawer.
 *
 * The till's list view shows each product's stock at the till's store. A cashier sells without `stocks.list`,
 * so the till reads just these levels (its own store's, the products on screen or in the cart) under `pos.create`.
 * A product never stocked there has no level row: it has none on hand.
 */
export function registerTillRoutes(app: FastifyInstance) {
  // The same levels for whoever takes a phone or delivery order (`orders.create`): its form warns of a short
  // line as the till does, and an order-taker may hold no right to sell at a till.
  for (const levels of [tillRoutes.stock, orderRoutes.stock] satisfies Route[]) {
    serve(app, levels, async ({ request, actor, query }) => {
      const { store_id, product_ids } = query
      const db = request.server.db
      await assertStoreAccess(db, actor, store_id)
      const rows = await db
        .select({ product_id: stockLevels.product_id, on_hand: stockLevels.on_hand })
        .from(stockLevels)
        .where(and(eq(stockLevels.store_id, store_id), inArray(stockLevels.product_id, product_ids)))
      const onHand = new Map(rows.map((level) => [level.product_id, Number(level.on_hand)]))
      return { data: product_ids.map((id) => ({ product_id: id, on_hand: onHand.get(id) ?? 0 })) }
    })
  }
  serve(app, tillRoutes.drawer, async ({ request, actor, body, write }) => ({
    data: await openDrawer(request.server.db, actor, body, approvalContextOf(request), write.events),
  }))
}
