import {
  currentExchangeRateSchema,
  exchangeRateInputSchema,
  exchangeRateSchema,
  listQuerySchema,
  listResponseSchema,
  nbcImportResultSchema,
  nbcImportSchema,
  recordResponseSchema,
} from '@sms/contract'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requireActor } from '../../plugins/access.ts'
import { writeOptionsOf } from '../documents/document.ts'
import { createRate, currentRate, listRates } from './exchange-rates.service.ts'
import { fetchNbcFeed, importNbcFeed } from './nbc-import.ts'

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
  // The National Bank's daily figures (decision 0039): pasted or uploaded, or fetched from the configured URL.
  r.post(
    '/api/exchange-rates/nbc',
    {
      config: { access: 'exchange-rates.create', idempotent: true },
      schema: { tags, body: nbcImportSchema, response: { 201: recordResponseSchema(nbcImportResultSchema) } },
    },
    async (request, reply) => {
      const db = request.server.db
      const body = await importNbcFeed(
        db,
        requireActor(request.actor),
        request.body.xml,
        writeOptionsOf(request),
      )
      return reply.status(201).send(body)
    },
  )
  r.post(
    '/api/exchange-rates/nbc/fetch',
    {
      config: { access: 'exchange-rates.create', idempotent: true },
      schema: { tags, response: { 201: recordResponseSchema(nbcImportResultSchema) } },
    },
    async (request, reply) => {
      const db = request.server.db
      const xml = await fetchNbcFeed(db)
      const body = await importNbcFeed(db, requireActor(request.actor), xml, writeOptionsOf(request))
      return reply.status(201).send(body)
    },
  )
}
