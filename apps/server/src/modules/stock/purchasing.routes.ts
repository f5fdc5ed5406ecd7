import {
  expiredStockRoutes as expired,
  lowStockRoutes as lowStock,
  purchaseOrderRoutes as orders,
  stockReceiptRoutes as receipts,
} from '@sms/contract'
import type { FastifyInstance } from 'fastify'
import { listRequestOf } from '../../kernel/list-page.ts'
import { serve } from '../../plugins/serve.ts'
import { expiryWarningDays } from '../settings/settings.service.ts'
import { listExpired, writeOffExpired } from './expired.ts'
import { draftsFromLowStock, listLowStock, setThreshold } from './low-stock.ts'
import { createOrder, editOrder, getOrder, listOrders, transitionOrder } from './purchase-orders.service.ts'
import { getReceipt, listReceipts, receiveOrder } from './stock-receipts.service.ts'

/**
 * Purchase orders and their receipts, low stock and expired stock, as the contract's route table declares
 * them.
 */
export function registerPurchasingRoutes(app: FastifyInstance) {
  serve(app, orders.list, ({ request, actor, query }) =>
    listOrders(request.server.db, actor, listRequestOf(request, query)),
  )
  serve(app, orders.get, ({ request, actor, params }) => getOrder(request.server.db, actor, params.id))
  serve(app, orders.create, ({ request, actor, body, write }) =>
    createOrder(request.server.db, actor, body, write),
  )
  serve(app, orders.draftsFromLowStock, ({ request, actor, body, write }) =>
    draftsFromLowStock(request.server.db, actor, body, write),
  )
  serve(app, orders.edit, ({ request, actor, params, body, write }) =>
    editOrder(request.server.db, actor, params.id, body, write),
  )
  for (const action of ['order', 'cancel'] as const) {
    serve(app, orders[action], ({ request, actor, params, write }) =>
      transitionOrder(request.server.db, actor, params.id, action, write),
    )
  }
  serve(app, orders.receive, ({ request, actor, params, body, write }) =>
    receiveOrder(request.server.db, actor, params.id, body, write),
  )

  serve(app, receipts.list, ({ request, actor, query }) =>
    listReceipts(request.server.db, actor, listRequestOf(request, query)),
  )
  serve(app, receipts.get, ({ request, actor, params }) => getReceipt(request.server.db, actor, params.id))

  serve(app, lowStock.list, ({ request, actor, query }) =>
    listLowStock(request.server.db, actor, listRequestOf(request, query)),
  )
  serve(app, lowStock.setThreshold, ({ request, actor, params, body, write }) =>
    setThreshold(request.server.db, actor, params, body, write),
  )

  serve(app, expired.list, async ({ request, actor, query: { within_days, ...query } }) => {
    const days = within_days ?? (await expiryWarningDays(request.server.db))
    return listExpired(request.server.db, actor, listRequestOf(request, query), days)
  })
  serve(app, expired.writeOff, ({ request, actor, body, write }) =>
    writeOffExpired(request.server.db, actor, body, write),
  )
}
