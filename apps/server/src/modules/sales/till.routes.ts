import {
  drawerOpenedSchema,
  drawerOpeningSchema,
  recordResponseSchema,
  tillStockQuerySchema,
  tillStockResponseSchema,
} from '@sms/contract'
import { and, eq, inArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { stockLevels } from '../../db/schema/index.ts'
import { requireActor } from '../../plugins/access.ts'
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
  const r = app.withTypeProvider<ZodTypeProvider>()
  // The same levels for whoever takes a phone or delivery order (`orders.create`): its form warns of a short
  // line as the till does, and an order-taker may hold no right to sell at a till.
  for (const [url, access] of [
    ['/api/pos/stock', 'pos.create'],
    ['/api/orders/stock', 'orders.create'],
  ] as const) {
    r.get(
      url,
      {
        config: { access },
        schema: {
          tags: [url === '/api/pos/stock' ? 'pos' : 'orders'],
          querystring: tillStockQuerySchema,
          response: { 200: tillStockResponseSchema },
        },
      },
      async (request) => {
        const { store_id, product_ids } = request.query
        const db = request.server.db
        await assertStoreAccess(db, requireActor(request.actor), store_id)
        const levels = await db
          .select({ product_id: stockLevels.product_id, on_hand: stockLevels.on_hand })
          .from(stockLevels)
          .where(and(eq(stockLevels.store_id, store_id), inArray(stockLevels.product_id, product_ids)))
        const onHand = new Map(levels.map((level) => [level.product_id, Number(level.on_hand)]))
        return { data: product_ids.map((id) => ({ product_id: id, on_hand: onHand.get(id) ?? 0 })) }
      },
    )
  }
  r.post(
    '/api/pos/drawer',
    {
      config: { access: 'pos.create' },
      schema: {
        tags: ['pos'],
        body: drawerOpeningSchema,
        response: { 201: recordResponseSchema(drawerOpenedSchema) },
      },
    },
    async (request, reply) => {
      const opened = await openDrawer(
        request.server.db,
        requireActor(request.actor),
        request.body,
        approvalContextOf(request),
        request.server.events,
      )
      return reply.status(201).send({ data: opened })
    },
  )
}
