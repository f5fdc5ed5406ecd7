import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Every write to a record, with the values before and after, written in the same transaction. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actor_id: integer('actor_id'),
    resource: text('resource').notNull(),
    record_id: integer('record_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_record_idx').on(t.resource, t.record_id),
    // The audit screen filters by who and by day.
    index('audit_log_actor_idx').on(t.actor_id),
    index('audit_log_created_idx').on(t.created_at),
  ],
)
