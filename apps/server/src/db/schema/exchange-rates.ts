import { RATE_SOURCES } from '@sms/contract'
import { sql } from 'drizzle-orm'
import { check, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
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
    source: text('source', { enum: RATE_SOURCES }).notNull().default('manual'),
    /** The NBC's three figures of the day, for an entry imported from its feed (decision 0039). */
    nbc_bid: numeric('nbc_bid', { precision: 12, scale: 2, mode: 'number' }),
    nbc_ask: numeric('nbc_ask', { precision: 12, scale: 2, mode: 'number' }),
    nbc_average: numeric('nbc_average', { precision: 12, scale: 2, mode: 'number' }),
  },
  (t) => [
    index('exchange_rates_effective_idx').on(t.effective_at.desc(), t.id.desc()),
    check('exchange_rates_rate_positive', sql`${t.rate} > 0`),
    check('exchange_rates_source', sql`${t.source} in ('manual', 'nbc')`),
  ],
)
