import { exchangeRateRoutes as routes } from '@sms/contract'
import type { FastifyInstance } from 'fastify'
import { serve } from '../../plugins/serve.ts'
import { createRate, currentRate, listRates } from './exchange-rates.service.ts'
import { fetchNbcFeed, importNbcFeed } from './nbc-import.ts'

/** The riel rate, as the contract's route table declares it. */
export function registerExchangeRateRoutes(app: FastifyInstance) {
  serve(app, routes.current, async ({ request }) => ({ data: await currentRate(request.server.db) }))
  serve(app, routes.list, ({ request, query }) =>
    listRates(request.server.db, query, request.headers['accept-language']),
  )
  serve(app, routes.create, ({ request, actor, body, write }) =>
    createRate(request.server.db, actor, body, write),
  )
  serve(app, routes.importNbc, ({ request, actor, body, write }) =>
    importNbcFeed(request.server.db, actor, body.xml, write),
  )
  serve(app, routes.fetchNbc, async ({ request, actor, write }) => {
    const xml = await fetchNbcFeed(request.server.db)
    return importNbcFeed(request.server.db, actor, xml, write)
  })
}
