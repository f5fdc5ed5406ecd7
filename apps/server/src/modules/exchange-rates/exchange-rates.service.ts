import {
  type CurrentExchangeRate,
  DEFAULT_EXCHANGE_RATE,
  type ExchangeRate,
  type exchangeRateInputSchema,
  exchangeRatesResource,
  rateChange,
} from '@sms/contract'
import { count, desc, eq, lte, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { exchangeRates, users } from '../../db/schema/index.ts'
import { buildListQuery, type ParsedListQuery } from '../../kernel/list-query.ts'
import { AppError } from '../../lib/errors.ts'
import { usersHolding } from '../access/who-may.ts'
import type { Actor } from '../auth/auth.service.ts'
import { type WriteOptions, writeDocument } from '../documents/document.ts'
import { recordNotification } from '../notifications/notifications.service.ts'
import { readSettings } from '../settings/settings.service.ts'

type Row = typeof exchangeRates.$inferSelect

/** The latest entry in force at `at` (now unless told), or none. */
async function entryInForce(db: Db, at: SQL | Date = sql`now()`): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(exchangeRates)
    .where(lte(exchangeRates.effective_at, at as Date))
    .orderBy(desc(exchangeRates.effective_at), desc(exchangeRates.id))
    .limit(1)
  return row
}

/** The rate in force now; a shop that never set one counts 4,100 riel per dollar. */
export async function currentRate(db: Db): Promise<CurrentExchangeRate> {
  const row = await entryInForce(db)
  if (!row) return { rate: DEFAULT_EXCHANGE_RATE, effective_at: null, updated_at: null, updated_by: null }
  return {
    rate: row.rate,
    effective_at: row.effective_at.toISOString(),
    updated_at: row.created_at.toISOString(),
    updated_by: row.created_by,
  }
}

export const withNames = (db: Db) =>
  db
    .select({
      id: exchangeRates.id,
      rate: exchangeRates.rate,
      effective_at: exchangeRates.effective_at,
      source: exchangeRates.source,
      nbc_bid: exchangeRates.nbc_bid,
      nbc_ask: exchangeRates.nbc_ask,
      nbc_average: exchangeRates.nbc_average,
      created_at: exchangeRates.created_at,
      created_by: exchangeRates.created_by,
      created_by_name: users.name,
    })
    .from(exchangeRates)
    .leftJoin(users, eq(users.id, exchangeRates.created_by))

type NamedRow = Omit<ExchangeRate, 'effective_at' | 'created_at'> & { effective_at: Date; created_at: Date }

export const present = (row: NamedRow): ExchangeRate => ({
  ...row,
  effective_at: row.effective_at.toISOString(),
  created_at: row.created_at.toISOString(),
})

/** The history in the list convention, newest first. */
export async function listRates(db: Db, query: ParsedListQuery, acceptLanguage?: string) {
  const built = buildListQuery(exchangeRatesResource, exchangeRates, query, acceptLanguage)
  const rows = await withNames(db)
    .where(built.where)
    .orderBy(...built.orderBy)
    .limit(built.limit)
    .offset(built.offset)
  const [counted] = await db.select({ total: count() }).from(exchangeRates).where(built.where)
  return {
    data: rows.map(present),
    meta: { page: query.page, per_page: query.per_page, total: counted?.total ?? 0 },
  }
}

export type RateValues = z.output<typeof exchangeRateInputSchema>

/**
 * A rate outside the shop's band (settings, 3,000–6,000 by default) is refused whatever the confirmation: a
 * rate of 0.01 or 41 turns riel tenders into free dollars (decision 0025).
 */
export async function assertWithinBand(tx: Db, rate: number) {
  const { exchange_rate_min: min, exchange_rate_max: max } = await readSettings(tx)
  if (rate < min || rate > max) {
    throw new AppError(
      'VALIDATION_FAILED',
      `The rate must be between ${min} and ${max} riel per dollar (the shop's settings).`,
      { min, max },
      { rate: ['rate_out_of_band'] },
    )
  }
}

/** Who hears of a new rate: the people who take money, and the owners who answer for it. */
export async function rateReaders(tx: Db, actorId: number) {
  const [sellers, owners] = await Promise.all([
    usersHolding(tx, 'orders.create', actorId),
    usersHolding(tx, 'settings.edit', actorId),
  ])
  return [...new Set([...sellers, ...owners])]
}

/**
 * Adds a rate, within the shop's band. A change of more than 10% from the rate it follows (the one in force at its `effective_at`) is
 * refused unless confirmed: a slip of the finger on the keypad would otherwise price every sale wrongly.
 * The entry is audited (writeDocument); after the commit the rate in force goes out as
 * `exchange-rate.updated`, and the people who take money and the owners get a notification.
 */
export async function createRate(db: Db, actor: Actor, input: RateValues, options: WriteOptions) {
  return writeDocument(
    db,
    actor,
    { ...options, resource: 'exchange-rates', action: 'created', status: 201 },
    async (tx, ctx) => {
      await assertWithinBand(tx, input.rate)
      const effectiveAt: Date | SQL = input.effective_at ? new Date(input.effective_at) : sql`now()`
      const previous = (await entryInForce(tx, effectiveAt))?.rate ?? DEFAULT_EXCHANGE_RATE
      const { change, needsConfirm } = rateChange(previous, input.rate)
      if (needsConfirm && !input.confirm) {
        const percent = Math.round(change * 1000) / 10
        throw new AppError(
          'RATE_CHANGE_UNCONFIRMED',
          `The new rate differs from ${previous} by ${percent}%; send confirm: true to set it.`,
          { previous, rate: input.rate, change_percent: percent },
          { rate: ['confirm_required'] },
        )
      }
      const [inserted] = await tx
        .insert(exchangeRates)
        .values({ rate: input.rate, effective_at: effectiveAt, created_by: actor.id })
        .returning({ id: exchangeRates.id })
      if (!inserted) throw new Error('the rate was not inserted')
      const [row] = await withNames(tx).where(eq(exchangeRates.id, inserted.id))
      if (!row) throw new Error('the rate just inserted is missing')

      ctx.emit({ type: 'exchange-rate.updated', ...(await currentRate(tx)) })
      await recordNotification(
        tx,
        (await rateReaders(tx, actor.id)).map((user_id) => ({
          user_id,
          kind: 'exchange_rate_changed' as const,
          params: { rate: input.rate, previous, effective_at: row.effective_at.toISOString() },
          link: null,
        })),
        ctx.emit,
      )
      return { id: row.id, document: present(row) }
    },
  )
}
