import {
  cashMoveSchema,
  closeShiftSchema,
  currentShiftQuerySchema,
  idParamsSchema,
  listQuerySchema,
  listResponseSchema,
  openShiftSchema,
  recordResponseSchema,
  shiftCashMoveSchema,
  shiftDetailSchema,
  shiftSchema,
  shiftSummarySchema,
} from '@sms/contract'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requireActor } from '../../plugins/access.ts'
import { writeOptionsOf } from '../documents/document.ts'
import {
  addCashMove,
  closeShift,
  getCurrentShift,
  getShift,
  listShifts,
  openShift,
} from './shifts.service.ts'

/**
 * A cashier's till: open with a float, cash in and out, close with a blind count (the answer is the Z report).
 * Writes accept an `Idempotency-Key`, so a retried cash move or close never counts twice.
 */
export function registerShiftRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['shifts']
  const detail = { 200: recordResponseSchema(shiftDetailSchema) }

  r.get(
    '/api/shifts',
    {
      config: { access: 'shifts.list' },
      schema: {
        tags,
        querystring: listQuerySchema,
        response: { 200: listResponseSchema(shiftSummarySchema) },
      },
    },
    (request) =>
      listShifts(request.server.db, requireActor(request.actor), {
        query: request.query,
        acceptLanguage: request.headers['accept-language'],
      }),
  )
  r.get(
    '/api/shifts/current',
    {
      config: { access: 'shifts.create' },
      schema: { tags, querystring: currentShiftQuerySchema, response: detail },
    },
    (request) => getCurrentShift(request.server.db, requireActor(request.actor), request.query.store_id),
  )
  // Own shift, or `shifts.view` in the shift's store: checked by the service.
  r.get(
    '/api/shifts/:id',
    { config: { access: 'authenticated' }, schema: { tags, params: idParamsSchema, response: detail } },
    (request) => getShift(request.server.db, requireActor(request.actor), request.params.id),
  )
  r.post(
    '/api/shifts',
    {
      config: { access: 'shifts.create', idempotent: true },
      schema: { tags, body: openShiftSchema, response: { 201: recordResponseSchema(shiftSchema) } },
    },
    async (request, reply) => {
      const actor = requireActor(request.actor)
      const body = await openShift(request.server.db, actor, request.body, writeOptionsOf(request))
      return reply.status(201).send(body)
    },
  )
  r.post(
    '/api/shifts/:id/cash-moves',
    {
      config: { access: 'shifts.create', idempotent: true },
      schema: {
        tags,
        params: idParamsSchema,
        body: cashMoveSchema,
        response: { 201: recordResponseSchema(shiftCashMoveSchema) },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request.actor)
      const body = await addCashMove(
        request.server.db,
        actor,
        request.params.id,
        request.body,
        writeOptionsOf(request),
      )
      return reply.status(201).send(body)
    },
  )
  // Own shift, or `pos.approve` in the shift's store: checked by the service.
  r.post(
    '/api/shifts/:id/close',
    {
      config: { access: 'authenticated', idempotent: true },
      schema: { tags, params: idParamsSchema, body: closeShiftSchema, response: detail },
    },
    (request) =>
      closeShift(
        request.server.db,
        requireActor(request.actor),
        request.params.id,
        request.body,
        writeOptionsOf(request),
      ),
  )
}
