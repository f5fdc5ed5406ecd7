import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users.ts'

/**
 * `Idempotency-Key` claims per user: the request's hash, and once its document committed, the answer it got
 * (written in the document's own transaction, so a stored answer always means a written document).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    request_hash: text('request_hash').notNull(),
    status_code: integer('status_code'),
    response: jsonb('response'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.key] }),
    // Each claim first forgets the user's keys older than a day: a range of this index, not every key of the
    // day (a busy till's hundreds) read to check its age.
    index('idempotency_keys_user_created_idx').on(t.user_id, t.created_at),
  ],
)
