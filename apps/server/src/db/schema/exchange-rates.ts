import { sql } from 'drizzle-orm'
import { check, index, integer, numeric, pgTable, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users.ts'

/**
 * The riel rate's history (riel per US dollar). Entries are only added: the rate in force is the latest whose
 * `effective_at` has come, and documents keep the rate they used, so nothing is ever rewritten.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    rate: numeric('rate', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    effective_at: timestamp('effective_at', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    created_by: integer('created_by').references(() => users.id),
  },
  (t) => [
    index('exchange_rates_effective_idx').on(t.effective_at.desc(), t.id.desc()),
    check('exchange_rates_rate_positive', sql`${t.rate} > 0`),
  ],
)
