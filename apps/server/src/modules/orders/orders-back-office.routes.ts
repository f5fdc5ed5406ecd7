import {
  cancelOrderRequestSchema,
  creditNoteSchema,
  creditNoteSummarySchema,
  idParamsSchema,
  invoiceSchema,
  invoiceSummarySchema,
  issueInvoiceRequestSchema,
  listQuerySchema,
  listResponseSchema,
  openOrderRequestSchema,
  orderDetailSchema,
  orderPaymentRequestSchema,
  orderSummarySchema,
  PAYMENT_CREATED_MESSAGE,
  recordResponseSchema,
  returnRequestSchema,
  transitionRequestSchema,
  writeResponseSchema,
} from '@sms/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { ListRequest } from '../../kernel/list-page.ts'
import { requireActor } from '../../plugins/access.ts'
import { writeOptionsOf } from '../documents/document.ts'
import { approvalContextOf } from '../sales/approvals.ts'
import { getCreditNote, getInvoice, listCreditNotes, listInvoices } from './invoice-reads.ts'
import { issueInvoice } from './invoices.service.ts'
import { approveOrder, createOpenOrder, listOrdersForReview } from './open-orders.service.ts'
import { getOrderDetail } from './order-detail.ts'
import { addPayment } from './payments.service.ts'
import { createReturn } from './returns.service.ts'
import { cancelOrder, transitionOrder } from './transitions.service.ts'

const detail = recordResponseSchema(orderDetailSchema)
const listRequest = (request: { query: unknown; headers: FastifyRequest['headers'] }) => ({
  query: request.query as ListRequest['query'],
  acceptLanguage: request.headers['accept-language'],
})

/**
 * The sales back office (decision 0022): open orders and their review, stages, cancel, payments, returns,
 * invoices and credit notes. Every action answers with the whole order (`GET /api/orders/{id}`'s shape).
 */
export function registerBackOfficeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const db = () => app.db
  const params = idParamsSchema
  r.post(
    '/api/orders',
    {
      config: { access: 'orders.create', idempotent: true },
      schema: { tags: ['orders'], body: openOrderRequestSchema, response: { 201: detail } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createOpenOrder(db(), requireActor(request.actor), request.body, writeOptionsOf(request)),
        ),
  )
  r.get(
    '/api/orders/review',
    {
      config: { access: 'orders.list' },
      schema: {
        tags: ['orders'],
        querystring: listQuerySchema,
        response: { 200: listResponseSchema(orderSummarySchema) },
      },
    },
    (request) => listOrdersForReview(db(), requireActor(request.actor), listRequest(request)),
  )
  r.get(
    '/api/orders/:id',
    { config: { access: 'orders.view' }, schema: { tags: ['orders'], params, response: { 200: detail } } },
    (request) => getOrderDetail(db(), requireActor(request.actor), request.params.id),
  )
  r.post(
    '/api/orders/:id/approve',
    {
      config: { access: 'orders.approve', idempotent: true },
      schema: { tags: ['orders'], params, response: { 200: detail } },
    },
    (request) => approveOrder(db(), requireActor(request.actor), request.params.id, writeOptionsOf(request)),
  )
  r.post(
    '/api/orders/:id/transition',
    {
      config: { access: 'orders.edit', idempotent: true },
      schema: { tags: ['orders'], params, body: transitionRequestSchema, response: { 200: detail } },
    },
    (request) =>
      transitionOrder(
        db(),
        requireActor(request.actor),
        request.params.id,
        request.body,
        writeOptionsOf(request),
      ),
  )
  r.post(
    '/api/orders/:id/cancel',
    {
      config: { access: 'orders.cancel', idempotent: true },
      schema: { tags: ['orders'], params, body: cancelOrderRequestSchema, response: { 200: detail } },
    },
    (request) =>
      cancelOrder(
        db(),
        requireActor(request.actor),
        request.params.id,
        request.body,
        writeOptionsOf(request),
      ),
  )
  r.post(
    '/api/orders/:id/payments',
    {
      config: { access: 'orders.edit', idempotent: true },
      schema: {
        tags: ['orders'],
        params,
        body: orderPaymentRequestSchema,
        response: { 201: writeResponseSchema(orderDetailSchema) },
      },
    },
    async (request, reply) => {
      const { data } = await addPayment(
        db(),
        requireActor(request.actor),
        request.params.id,
        request.body,
        writeOptionsOf(request),
      )
      return reply.status(201).send({ data, message: PAYMENT_CREATED_MESSAGE })
    },
  )
  r.post(
    '/api/orders/:id/returns',
    {
      config: { access: 'pos.create', idempotent: true },
      schema: { tags: ['orders'], params, body: returnRequestSchema, response: { 201: detail } },
    },
    async (request, reply) => {
      const body = await createReturn(db(), requireActor(request.actor), request.params.id, request.body, {
        ...writeOptionsOf(request),
        approvals: approvalContextOf(request),
      })
      return reply.status(201).send(body)
    },
  )
  r.post(
    '/api/orders/:id/invoice',
    {
      config: { access: 'invoices.generate', idempotent: true },
      schema: {
        tags: ['invoices'],
        params,
        body: issueInvoiceRequestSchema,
        response: { 201: detail },
      },
    },
    async (request, reply) => {
      const body = await issueInvoice(
        db(),
        requireActor(request.actor),
        request.params.id,
        request.body?.kind,
        writeOptionsOf(request),
      )
      return reply.status(201).send(body)
    },
  )
  r.get(
    '/api/invoices',
    {
      config: { access: 'invoices.list' },
      schema: {
        tags: ['invoices'],
        querystring: listQuerySchema,
        response: { 200: listResponseSchema(invoiceSummarySchema) },
      },
    },
    (request) => listInvoices(db(), requireActor(request.actor), listRequest(request)),
  )
  r.get(
    '/api/invoices/:id',
    {
      config: { access: 'invoices.view' },
      schema: { tags: ['invoices'], params, response: { 200: recordResponseSchema(invoiceSchema) } },
    },
    (request) => getInvoice(db(), requireActor(request.actor), request.params.id),
  )
  r.get(
    '/api/credit-notes',
    {
      config: { access: 'invoices.list' },
      schema: {
        tags: ['invoices'],
        querystring: listQuerySchema,
        response: { 200: listResponseSchema(creditNoteSummarySchema) },
      },
    },
    (request) => listCreditNotes(db(), requireActor(request.actor), listRequest(request)),
  )
  r.get(
    '/api/credit-notes/:id',
    {
      config: { access: 'invoices.view' },
      schema: { tags: ['invoices'], params, response: { 200: recordResponseSchema(creditNoteSchema) } },
    },
    (request) => getCreditNote(db(), requireActor(request.actor), request.params.id),
  )
}
