import {
  currentExchangeRateSchema,
  exchangeRateInputSchema,
  exchangeRateSchema,
  listQuerySchema,
  listResponseSchema,
  recordResponseSchema,
} from '@sms/contract'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requireActor } from '../../plugins/access.ts'
import { writeOptionsOf } from '../documents/document.ts'
import { createRate, currentRate, listRates } from './exchange-rates.service.ts'

/** The riel rate: everyone signed in reads today's; its history and new rates need their permissions. */
export function registerExchangeRateRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['exchange-rates']

  r.get(
    '/api/exchange-rates/current',
    {
      config: { access: 'authenticated' },
      schema: { tags, response: { 200: recordResponseSchema(currentExchangeRateSchema) } },
    },
    async (request) => ({ data: await currentRate(request.server.db) }),
  )
  r.get(
    '/api/exchange-rates',
    {
      config: { access: 'exchange-rates.list' },
      schema: {
        tags,
        querystring: listQuerySchema,
        response: { 200: listResponseSchema(exchangeRateSchema) },
      },
    },
    (request) => listRates(request.server.db, request.query, request.headers['accept-language']),
  )
  r.post(
    '/api/exchange-rates',
    {
      config: { access: 'exchange-rates.create', idempotent: true },
      schema: {
        tags,
        body: exchangeRateInputSchema,
        response: { 201: recordResponseSchema(exchangeRateSchema) },
      },
    },
    async (request, reply) => {
      const body = await createRate(
        request.server.db,
        requireActor(request.actor),
        request.body,
        writeOptionsOf(request),
      )
      return reply.status(201).send(body)
    },
  )
}
