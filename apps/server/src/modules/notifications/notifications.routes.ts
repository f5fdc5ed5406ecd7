import {
  idParamsSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationSchema,
  readAllResponseSchema,
  recordResponseSchema,
  unreadCountResponseSchema,
} from '@sms/contract'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requireActor } from '../../plugins/access.ts'
import { countUnread, listNotifications, markAllRead, markRead } from './notifications.service.ts'

/** Every signed-in user reads and marks their own notifications; nobody else's, whatever their rights. */
export function registerNotificationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['notifications']
  const access = 'authenticated' as const
  const publish = app.events.publish.bind(app.events)

  r.get(
    '/api/notifications',
    {
      config: { access },
      schema: {
        tags,
        querystring: notificationListQuerySchema,
        response: { 200: notificationListResponseSchema },
      },
    },
    (request) => listNotifications(request.server.db, requireActor(request.actor).id, request.query),
  )
  r.get(
    '/api/notifications/unread-count',
    { config: { access }, schema: { tags, response: { 200: unreadCountResponseSchema } } },
    async (request) => ({
      data: { unread: await countUnread(request.server.db, requireActor(request.actor).id) },
    }),
  )
  r.post(
    '/api/notifications/read-all',
    { config: { access }, schema: { tags, response: { 200: readAllResponseSchema } } },
    (request) => markAllRead(request.server.db, requireActor(request.actor).id, publish),
  )
  r.post(
    '/api/notifications/:id/read',
    {
      config: { access },
      schema: { tags, params: idParamsSchema, response: { 200: recordResponseSchema(notificationSchema) } },
    },
    (request) => markRead(request.server.db, requireActor(request.actor).id, request.params.id, publish),
  )
}
