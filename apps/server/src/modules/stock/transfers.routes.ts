import { stockTransferRoutes as routes } from '@sms/contract'
import type { FastifyInstance } from 'fastify'
import { listRequestOf } from '../../kernel/list-page.ts'
import { serve } from '../../plugins/serve.ts'
import { listTransfers } from './stock-document-lists.ts'
import { dispatchTransfer, receiveTransfer } from './stock-transfer-shipping.ts'
import { approveTransfer, cancelTransfer, createTransfer, getTransfer } from './stock-transfers.service.ts'

/** Transfers between stores, as the contract's route table declares them. */
export function registerTransferRoutes(app: FastifyInstance) {
  serve(app, routes.list, ({ request, actor, query }) =>
    listTransfers(request.server.db, actor, listRequestOf(request, query)),
  )
  serve(app, routes.get, ({ request, actor, params }) => getTransfer(request.server.db, actor, params.id))
  serve(app, routes.create, ({ request, actor, body, write }) =>
    createTransfer(request.server.db, actor, body, write),
  )
  const steps = [
    [routes.approve, approveTransfer],
    [routes.dispatch, dispatchTransfer],
    [routes.cancel, cancelTransfer],
  ] as const
  for (const [spec, run] of steps) {
    serve(app, spec, ({ request, actor, params, write }) => run(request.server.db, actor, params.id, write))
  }
  serve(app, routes.receive, ({ request, actor, params, body, write }) =>
    receiveTransfer(request.server.db, actor, params.id, body, write),
  )
}
