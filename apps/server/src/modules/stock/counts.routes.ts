import { stockCountRoutes as routes } from '@sms/contract'
import type { FastifyInstance } from 'fastify'
import { listRequestOf } from '../../kernel/list-page.ts'
import { serve } from '../../plugins/serve.ts'
import { getCount } from './stock-count-reads.ts'
import { cancelCount, createCount, postCount, recordCountLines } from './stock-counts.service.ts'
import { listCounts } from './stock-document-lists.ts'

/** Stock counts, as the contract's route table declares them. */
export function registerCountRoutes(app: FastifyInstance) {
  serve(app, routes.list, ({ request, actor, query }) =>
    listCounts(request.server.db, actor, listRequestOf(request, query)),
  )
  serve(app, routes.get, ({ request, actor, params }) =>
    getCount(request.server.db, actor, params.id, request.headers['accept-language']),
  )
  serve(app, routes.create, ({ request, actor, body, write }) =>
    createCount(request.server.db, actor, body, write),
  )
  serve(app, routes.lines, ({ request, actor, params, body, write }) =>
    recordCountLines(request.server.db, actor, params.id, body, write),
  )
  const steps = [
    [routes.post, postCount],
    [routes.cancel, cancelCount],
  ] as const
  for (const [spec, run] of steps) {
    serve(app, spec, ({ request, actor, params, write }) => run(request.server.db, actor, params.id, write))
  }
}
