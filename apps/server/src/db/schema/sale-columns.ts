import { bigint, integer, numeric, timestamp } from 'drizzle-orm/pg-core'
import { stores } from './parties.ts'
import { users } from './users.ts'

// The column shapes the sales tables (orders, shifts, returns, invoices) share.

/** US cents or whole riel: 64-bit, read as JavaScript numbers (checked against MAX_MONEY on the way in). */
export const money = (name: string) => bigint(name, { mode: 'number' })
export const quantity = (name: string) => numeric(name, { precision: 14, scale: 3, mode: 'number' })
/** Riel per US dollar, up to 2 decimals (4100, 4087.5). */
export const rate = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' })
export const at = (name: string) => timestamp(name, { withTimezone: true })
export const userRef = (name: string) => integer(name).references(() => users.id)
export const storeId = () =>
  integer('store_id')
    .notNull()
    .references(() => stores.id)
