import { heldCartRoutes as routes } from '@sms/contract'
import type { FastifyInstance } from 'fastify'
import { serve } from '../../plugins/serve.ts'
import { discardHeldCart, getHeldCart, holdCart, listHeldCarts } from './held-carts.service.ts'

/** Parked carts of the till, as the contract's route table declares them. */
export function registerHeldCartRoutes(app: FastifyInstance) {
  serve(app, routes.list, ({ request, actor, query }) =>
    listHeldCarts(request.server.db, actor, query.store_id),
  )
  serve(app, routes.get, ({ request, actor, params }) => getHeldCart(request.server.db, actor, params.id))
  serve(app, routes.hold, ({ request, actor, body, write }) =>
    holdCart(request.server.db, actor, body, write),
  )
  serve(app, routes.discard, ({ request, actor, params, write }) =>
    discardHeldCart(request.server.db, actor, params.id, write),
  )
}
