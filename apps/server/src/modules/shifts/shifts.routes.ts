import { shiftRoutes as routes } from '@sms/contract'
import type { FastifyInstance } from 'fastify'
import { serve } from '../../plugins/serve.ts'
import {
  addCashMove,
  closeShift,
  getCurrentShift,
  getShift,
  listShifts,
  openShift,
} from './shifts.service.ts'

/** A cashier's till shifts, as the contract's route table declares them. */
export function registerShiftRoutes(app: FastifyInstance) {
  serve(app, routes.list, ({ request, actor, query }) =>
    listShifts(request.server.db, actor, { query, acceptLanguage: request.headers['accept-language'] }),
  )
  serve(app, routes.current, ({ request, actor, query }) =>
    getCurrentShift(request.server.db, actor, query.store_id),
  )
  serve(app, routes.get, ({ request, actor, params }) => getShift(request.server.db, actor, params.id))
  serve(app, routes.open, ({ request, actor, body, write }) =>
    openShift(request.server.db, actor, body, write),
  )
  serve(app, routes.moveCash, ({ request, actor, params, body, write }) =>
    addCashMove(request.server.db, actor, params.id, body, write),
  )
  serve(app, routes.close, ({ request, actor, params, body, write }) =>
    closeShift(request.server.db, actor, params.id, body, write),
  )
}
