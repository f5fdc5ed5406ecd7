import type { Route } from '@sms/contract'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { Actor } from '../modules/auth/auth.service.ts'
import { type WriteOptions, writeOptionsOf } from '../modules/documents/document.ts'
import { requireActor } from './access.ts'

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined

/** What a route's handler gets: the request already checked against the route's schemas, and who sends it. */
export type RouteContext<R extends Route> = {
  /** The signed-in user; `null` only on a public or signed route. */
  actor: R['access'] extends 'public' | 'signed' ? Actor | null : Actor
  params: Parsed<R['params']>
  query: Parsed<R['query']>
  body: Parsed<R['body']>
  /** The events to queue and, on an idempotent route, the claimed key: what a document's writer takes. */
  write: WriteOptions
  request: FastifyRequest
  /** For the rare route that answers itself (a file, a header): return the reply once sent. */
  reply: FastifyReply
}

type Answer<R extends Route> = z.input<R['answer']> | FastifyReply

/**
 * Registers one route of the contract's route table (decision 0051): its access rule and idempotency come from
 * the table, its params, query and body are checked by the table's schemas, and its answer is sent with the
 * table's status and checked by its answer schema. The one way a module serves a route it declares there.
 */
export function serve<R extends Route>(
  app: FastifyInstance,
  spec: R,
  handler: (context: RouteContext<R>) => Answer<R> | Promise<Answer<R>>,
): void {
  const status = spec.status ?? 200
  const signedIn = spec.access !== 'public' && spec.access !== 'signed'
  app.route({
    method: spec.method,
    url: `/api${spec.path}`,
    config: { access: spec.access, idempotent: spec.idempotent ?? false },
    ...(spec.bodyLimit && { bodyLimit: spec.bodyLimit }),
    schema: {
      tags: [spec.tag],
      ...(spec.description && { description: spec.description }),
      ...(spec.params && { params: spec.params }),
      ...(spec.query && { querystring: spec.query }),
      ...(spec.body && { body: spec.body }),
      response: { [status]: spec.answer },
    },
    handler: async (request, reply) => {
      const answer = await handler({
        actor: (signedIn ? requireActor(request.actor) : request.actor) as RouteContext<R>['actor'],
        params: request.params as Parsed<R['params']>,
        query: request.query as Parsed<R['query']>,
        body: request.body as Parsed<R['body']>,
        write: writeOptionsOf(request),
        request,
        reply,
      })
      if (answer === reply) return reply
      return reply.status(status).send(answer)
    },
  })
}
