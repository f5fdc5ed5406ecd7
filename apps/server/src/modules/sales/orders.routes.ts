import { orderRoutes, tillRoutes } from '@sms/contract'
import type { FastifyInstance } from 'fastify'
import { listRequestOf } from '../../kernel/list-page.ts'
import { AppError } from '../../lib/errors.ts'
import { serve } from '../../plugins/serve.ts'
import { approvalContextOf } from './approvals.ts'
import { checkout } from './checkout.service.ts'
import { listOrders } from './orders-list.ts'

/** The till's checkout and the orders it writes. Orders change by actions, never by PUT. */
export function registerOrderRoutes(app: FastifyInstance) {
  serve(app, tillRoutes.checkout, ({ request, actor, body, write }) => {
    // A till retries a sale that timed out with the same key; without one a retry could sell twice.
    if (request.headers['idempotency-key'] === undefined) {
      throw new AppError('BAD_REQUEST', 'A checkout needs an Idempotency-Key header.', {
        header: 'Idempotency-Key',
      })
    }
    return checkout(request.server.db, actor, body, { ...write, approvals: approvalContextOf(request) })
  })
  serve(app, orderRoutes.list, ({ request, actor, query }) =>
    listOrders(request.server.db, actor, listRequestOf(request, query)),
  )
}
