import { stockAdjustmentRoutes as adjustments, stockRoutes as routes } from '@sms/contract'
import type { FastifyInstance } from 'fastify'
import { listRequestOf } from '../../kernel/list-page.ts'
import { serve } from '../../plugins/serve.ts'
import { listWorkStores } from '../access/store-access.ts'
import { createAdjustment, decideAdjustment, getAdjustment } from './stock-adjustments.service.ts'
import { listAdjustments, listMovements, listStocks } from './stock-lists.ts'

/** On hand, the ledger and adjustments, as the contract's route table declares them. */
export function registerStockRoutes(app: FastifyInstance) {
  serve(app, routes.list, ({ request, actor, query }) =>
    listStocks(request.server.db, actor, listRequestOf(request, query)),
  )
  serve(app, routes.workStores, async ({ request, actor }) => ({
    data: await listWorkStores(request.server.db, actor),
  }))
  serve(app, routes.movements, ({ request, actor, query }) =>
    listMovements(request.server.db, actor, listRequestOf(request, query)),
  )

  serve(app, adjustments.list, ({ request, actor, query }) =>
    listAdjustments(request.server.db, actor, listRequestOf(request, query)),
  )
  serve(app, adjustments.get, ({ request, actor, params }) =>
    getAdjustment(request.server.db, actor, params.id),
  )
  serve(app, adjustments.create, ({ request, actor, body, write }) =>
    createAdjustment(request.server.db, actor, body, write),
  )
  for (const decision of ['approve', 'reject'] as const) {
    serve(app, adjustments[decision], ({ request, actor, params, write }) =>
      decideAdjustment(request.server.db, actor, params.id, decision, write),
    )
  }
}
