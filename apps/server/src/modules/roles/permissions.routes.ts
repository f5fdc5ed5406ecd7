import { permissionListSchema } from '@sms/contract'
import { asc } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { permissions } from '../../db/schema/index.ts'

/** The permission catalogue is fixed by the contract, so it is read-only here. */
export function registerPermissionRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/permissions',
    {
      config: { access: 'permissions.list' },
      schema: { tags: ['roles'], response: { 200: permissionListSchema } },
    },
    async (request) => ({
      data: await request.server.db
        .select()
        .from(permissions)
        .orderBy(asc(permissions.resource), asc(permissions.id)),
    }),
  )
}
