import { z } from 'zod'
import { type ListContract, listQuerySchema } from './list.ts'
import { NOTIFICATION_KINDS } from './stock.ts'

export const notificationSchema = z.object({
  id: z.number(),
  kind: z.enum(NOTIFICATION_KINDS),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  store_id: z.number().nullable(),
  link: z.string().nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
})
export type Notification = z.infer<typeof notificationSchema>

/**
 * `GET /api/notifications`: the signed-in user's own, newest first, in the list convention plus `read=true|false`;
 * `meta.unread` counts the unread ones whatever the filters.
 */
export const notificationsList: ListContract = {
  filters: { kind: 'text', store_id: 'reference', created_at: 'date' },
  sortable: ['id', 'created_at'],
  searchable: [],
  defaultSort: '-id',
}

export const notificationListQuerySchema = listQuerySchema.extend({
  read: z.enum(['true', 'false']).optional(),
})

export const notificationListResponseSchema = z.object({
  data: z.array(notificationSchema),
  meta: z.object({ page: z.number(), per_page: z.number(), total: z.number(), unread: z.number() }),
})

export const unreadCountResponseSchema = z.object({ data: z.object({ unread: z.number() }) })

/** The spec's sentence after "mark all as read". */
export const ALL_NOTIFICATIONS_READ_MESSAGE = 'All notifications marked as read'

export const readAllResponseSchema = z.object({
  message: z.string(),
  data: z.object({ updated: z.number() }),
})
