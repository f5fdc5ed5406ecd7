import { permissionRoutes } from '@sms/contract'
import { asc } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { permissions } from '../../db/schema/index.ts'
import { serve } from '../../plugins/serve.ts'

/** The permission catalogue is fixed by the contract, so it is read-only here. */
export function registerPermissionRoutes(app: FastifyInstance) {
  serve(app, permissionRoutes.list, async ({ request }) => ({
    data: await request.server.db
      .select()
      .from(permissions)
      .orderBy(asc(permissions.resource), asc(permissions.id)),
  }))
}
