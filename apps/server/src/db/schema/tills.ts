import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { stores } from './parties.ts'
import { users } from './users.ts'

/**
 * A device registered as one of its store's tills (decision 0031). Its id gives the code (`T3`) that prefixes
 * the receipts it numbers while offline, so two devices never print the same number without asking the server.
 */
export const tills = pgTable(
  'tills',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id),
    name: text('name').notNull(),
    created_by: integer('created_by').references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tills_store_idx').on(t.store_id)],
)
