import { invoiceRoutes, PAYMENT_CREATED_MESSAGE, orderRoutes as routes } from '@sms/contract'
import type { FastifyInstance } from 'fastify'
import { listRequestOf } from '../../kernel/list-page.ts'
import { serve } from '../../plugins/serve.ts'
import { approvalContextOf } from '../sales/approvals.ts'
import { getCreditNote, getInvoice, listCreditNotes, listInvoices } from './invoice-reads.ts'
import { issueInvoice } from './invoices.service.ts'
import { approveOrder, createOpenOrder, listOrdersForReview } from './open-orders.service.ts'
import { getOrderDetail } from './order-detail.ts'
import { addPayment } from './payments.service.ts'
import { createReturn } from './returns.service.ts'
import { cancelOrder, transitionOrder } from './transitions.service.ts'

/**
 * The sales back office (decision 0022): open orders and their review, stages, cancel, payments, returns,
 * invoices and credit notes, as the contract's route table declares them. Every action answers with the whole
 * order (`GET /api/orders/{id}`'s shape).
 */
export function registerBackOfficeRoutes(app: FastifyInstance) {
  const db = () => app.db
  serve(app, routes.create, ({ actor, body, write }) => createOpenOrder(db(), actor, body, write))
  serve(app, routes.review, ({ request, actor, query }) =>
    listOrdersForReview(db(), actor, listRequestOf(request, query)),
  )
  serve(app, routes.get, ({ actor, params }) => getOrderDetail(db(), actor, params.id))
  serve(app, routes.approve, ({ actor, params, write }) => approveOrder(db(), actor, params.id, write))
  serve(app, routes.transition, ({ actor, params, body, write }) =>
    transitionOrder(db(), actor, params.id, body, write),
  )
  serve(app, routes.cancel, ({ actor, params, body, write }) =>
    cancelOrder(db(), actor, params.id, body, write),
  )
  serve(app, routes.pay, async ({ actor, params, body, write }) => {
    const { data } = await addPayment(db(), actor, params.id, body, write)
    return { data, message: PAYMENT_CREATED_MESSAGE }
  })
  serve(app, routes.return, ({ request, actor, params, body, write }) =>
    createReturn(db(), actor, params.id, body, { ...write, approvals: approvalContextOf(request) }),
  )
  serve(app, routes.invoice, ({ actor, params, body, write }) =>
    issueInvoice(db(), actor, params.id, body?.kind, write),
  )

  serve(app, invoiceRoutes.list, ({ request, actor, query }) =>
    listInvoices(db(), actor, listRequestOf(request, query)),
  )
  serve(app, invoiceRoutes.get, ({ actor, params }) => getInvoice(db(), actor, params.id))
  serve(app, invoiceRoutes.creditNotes, ({ request, actor, query }) =>
    listCreditNotes(db(), actor, listRequestOf(request, query)),
  )
  serve(app, invoiceRoutes.creditNote, ({ actor, params }) => getCreditNote(db(), actor, params.id))
}
