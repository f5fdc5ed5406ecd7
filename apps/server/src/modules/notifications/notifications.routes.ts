import { notificationRoutes as routes } from '@sms/contract'
import type { FastifyInstance } from 'fastify'
import { serve } from '../../plugins/serve.ts'
import { countUnread, listNotifications, markAllRead, markRead } from './notifications.service.ts'

/** Every signed-in user reads and marks their own notifications, as the contract's route table declares. */
export function registerNotificationRoutes(app: FastifyInstance) {
  const publish = app.events.publish.bind(app.events)
  serve(app, routes.list, ({ request, actor, query }) =>
    listNotifications(request.server.db, actor.id, query),
  )
  serve(app, routes.unreadCount, async ({ request, actor }) => ({
    data: { unread: await countUnread(request.server.db, actor.id) },
  }))
  serve(app, routes.readAll, ({ request, actor }) => markAllRead(request.server.db, actor.id, publish))
  serve(app, routes.read, ({ request, actor, params }) =>
    markRead(request.server.db, actor.id, params.id, publish),
  )
}
