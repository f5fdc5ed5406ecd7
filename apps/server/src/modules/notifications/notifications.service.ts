import {
  ALL_NOTIFICATIONS_READ_MESSAGE,
  type Notification,
  type NotificationKind,
  notificationsList,
} from '@sms/contract'
import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { notifications } from '../../db/schema/index.ts'
import { listPage } from '../../kernel/list-page.ts'
import type { ParsedListQuery } from '../../kernel/list-query.ts'
import { notFound } from '../../lib/errors.ts'
import type { DocumentEvent } from '../documents/events.ts'

type Row = typeof notifications.$inferSelect

/** A row as the API and the live layer carry it. */
export const presentNotification = (row: Row): Notification => ({
  id: row.id,
  kind: row.kind,
  params: row.params,
  store_id: row.store_id,
  link: row.link,
  read_at: row.read_at?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
})

const unreadOf = (userId: number) => and(eq(notifications.user_id, userId), isNull(notifications.read_at))

export async function countUnread(db: Db, userId: number) {
  const [row] = await db.select({ unread: count() }).from(notifications).where(unreadOf(userId))
  return row?.unread ?? 0
}

/** The user's own notifications in the list convention, `read=true|false` on top; `meta.unread` always. */
export async function listNotifications(db: Db, userId: number, query: ParsedListQuery) {
  const { read, ...listQuery } = query
  const readFilter =
    read === 'true'
      ? isNotNull(notifications.read_at)
      : read === 'false'
        ? isNull(notifications.read_at)
        : undefined
  const page = await listPage(db, {
    source: notifications,
    contract: notificationsList,
    request: { query: listQuery as ParsedListQuery },
    present: (rows) => rows.map((row) => presentNotification(row as Row)),
    where: and(eq(notifications.user_id, userId), readFilter),
  })
  return { ...page, meta: { ...page.meta, unread: await countUnread(db, userId) } }
}

/**
 * Marks one of the user's notifications read (again: no change). Another user's answers 404, exactly like one
 * that does not exist, so ids tell nothing about other people's notifications.
 */
export async function markRead(db: Db, userId: number, id: number, publish: (e: DocumentEvent[]) => void) {
  const [updated] = await db
    .update(notifications)
    .set({ read_at: sql`coalesce(${notifications.read_at}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.user_id, userId)))
    .returning()
  if (!updated) throw notFound('notifications', id)
  publish([{ type: 'notification.read', user_id: userId }])
  return { data: presentNotification(updated) }
}

export async function markAllRead(db: Db, userId: number, publish: (e: DocumentEvent[]) => void) {
  const updated = await db
    .update(notifications)
    .set({ read_at: sql`now()` })
    .where(unreadOf(userId))
    .returning({ id: notifications.id })
  if (updated.length > 0) publish([{ type: 'notification.read', user_id: userId }])
  return { message: ALL_NOTIFICATIONS_READ_MESSAGE, data: { updated: updated.length } }
}

export type NewNotification = {
  user_id: number
  kind: NotificationKind
  params?: Record<string, string | number | null>
  store_id?: number | null
  /** Where the web goes when it is opened, without the language prefix (`/stocks?store_id=2`). */
  link?: string | null
  /** The same alert is recorded once per user; a repeat is skipped. */
  dedupe_key?: string | null
}

/**
 * The one way for a module to notify users: inside the writer's transaction, so a notification exists only if
 * the work does; `emit` (a document's `ctx.emit`) announces each new row after the commit. Returns the rows
 * written (repeats of a `dedupe_key` are not).
 */
export async function recordNotification(
  tx: Db,
  entries: readonly NewNotification[],
  emit: (event: DocumentEvent) => void,
) {
  if (entries.length === 0) return []
  const rows = await tx
    .insert(notifications)
    .values(entries.map((entry) => ({ params: {}, ...entry })))
    .onConflictDoNothing()
    .returning()
  for (const row of rows)
    emit({ type: 'notification.created', user_id: row.user_id, ...presentNotification(row) })
  return rows
}
