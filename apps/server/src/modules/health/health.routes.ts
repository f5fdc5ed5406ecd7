import { healthRoutes } from '@sms/contract'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client.ts'
import { serve } from '../../plugins/serve.ts'

export const VERSION = '1.0.0'

export function registerHealthRoutes(app: FastifyInstance, db: Db) {
  serve(app, healthRoutes.check, async ({ reply }) => {
    const isUp = await db.execute(sql`select 1`).then(
      () => true,
      () => false,
    )
    const answer = {
      status: isUp ? 'ok' : 'error',
      database: isUp ? 'up' : 'down',
      version: VERSION,
    } as const
    // The table has one status and serve sends it; a database that is down is a 503 with the same answer,
    // so the reply is sent here (a load balancer and the Playwright server check read the status, not the body).
    return reply.status(isUp ? 200 : 503).send(answer)
  })
}
