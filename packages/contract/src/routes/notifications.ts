import { idParamsSchema, recordResponseSchema } from '../list.ts'
import {
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationSchema,
  readAllResponseSchema,
  unreadCountResponseSchema,
} from '../notifications.ts'
import { route } from './route.ts'

const tag = 'notifications'

/** Every signed-in user reads and marks their own notifications; nobody else's, whatever their rights. */
export const notificationRoutes = {
  list: route({
    method: 'GET',
    path: '/notifications',
    access: 'authenticated',
    query: notificationListQuerySchema,
    answer: notificationListResponseSchema,
    tag,
  }),
  unreadCount: route({
    method: 'GET',
    path: '/notifications/unread-count',
    access: 'authenticated',
    answer: unreadCountResponseSchema,
    tag,
  }),
  readAll: route({
    method: 'POST',
    path: '/notifications/read-all',
    access: 'authenticated',
    answer: readAllResponseSchema,
    tag,
  }),
  read: route({
    method: 'POST',
    path: '/notifications/:id/read',
    access: 'authenticated',
    params: idParamsSchema,
    answer: recordResponseSchema(notificationSchema),
    tag,
  }),
}
