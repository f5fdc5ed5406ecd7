import { integer, timestamp } from 'drizzle-orm/pg-core'

/** Who changed a record and when; `deleted_at` marks a soft delete. */
export const auditColumns = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  created_by: integer('created_by'),
  updated_by: integer('updated_by'),
  deleted_at: timestamp('deleted_at', { withTimezone: true }),
}
