import { NOTIFICATION_KINDS } from '@sms/contract'
import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { stores } from './parties.ts'
import { users } from './users.ts'

/**
 * Something a user should see (low stock, a lot entering its expiry window, a transfer on its way). Rows carry
 * a kind and params, not text, so each reader sees them in their own language.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    params: jsonb('params').$type<Record<string, string | number | null>>().notNull().default({}),
    store_id: integer('store_id').references(() => stores.id),
    /** Where the web goes when the notification is opened, e.g. `/stocks/low?store_id=2`. */
    link: text('link'),
    /** The same alert is recorded once per user (e.g. `expiring:lot:12:store:2`); null never deduplicates. */
    dedupe_key: text('dedupe_key'),
    read_at: timestamp('read_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.user_id, t.id),
    index('notifications_unread_idx').on(t.user_id).where(sql`${t.read_at} is null`),
    uniqueIndex('notifications_dedupe_unique').on(t.user_id, t.dedupe_key),
  ],
)
