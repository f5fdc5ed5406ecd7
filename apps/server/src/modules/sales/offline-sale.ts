import { listPrice, type OfflineSale, type PricedOrder } from '@sms/contract'
import { and, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { auditLog, orders, shifts, tills, userStores } from '../../db/schema/index.ts'
import { shopDay } from '../../kernel/shop-day.ts'
import { findPgError, UNIQUE_VIOLATION } from '../../lib/db-errors.ts'
import { AppError, fieldErrors } from '../../lib/errors.ts'
import { usersHolding } from '../access/who-may.ts'
import type { Actor } from '../auth/auth.service.ts'
import type { DocumentContext } from '../documents/document.ts'
import { recordNotification } from '../notifications/notifications.service.ts'
import { readSettings } from '../settings/settings.service.ts'

/** A till's clock may run this far ahead of the server's before its sale counts as dated in the future. */
export const CLOCK_SKEW_MS = 5 * 60_000

/**
 * What an offline sale must be to be recorded as the fact it is (decision 0031): a till registered at the
 * store whose code prefixes the number, a time inside the cashier's shift there (open or since closed) and not
 * in the future, and a rate inside the shop's band. Answers the shift the sale belongs to and its rate.
 */
export async function checkOfflineSale(tx: Db, actor: Actor, storeId: number, offline: OfflineSale) {
  const [till] = await tx.select().from(tills).where(eq(tills.id, offline.till_id))
  if (!till || till.store_id !== storeId) throw fieldErrors({ 'offline.till_id': ['not_registered'] })
  if (!offline.number.startsWith(`T${till.id}-`)) throw fieldErrors({ 'offline.number': ['till_mismatch'] })

  const soldAt = new Date(offline.sold_at)
  if (soldAt.getTime() > Date.now() + CLOCK_SKEW_MS) throw fieldErrors({ 'offline.sold_at': ['in_future'] })
  const [shift] = await tx
    .select({ id: shifts.id })
    .from(shifts)
    .where(
      and(
        eq(shifts.user_id, actor.id),
        eq(shifts.store_id, storeId),
        lte(shifts.opened_at, soldAt),
        or(isNull(shifts.closed_at), gte(shifts.closed_at, soldAt)),
      ),
    )
    .for('share')
  if (!shift) throw fieldErrors({ 'offline.sold_at': ['outside_shift'] })

  const { exchange_rate_min: min, exchange_rate_max: max } = await readSettings(tx)
  if (offline.rate < min || offline.rate > max) {
    throw new AppError(
      'VALIDATION_FAILED',
      'The given data was invalid.',
      { min, max },
      { 'offline.rate': ['rate_out_of_band'] },
    )
  }
  return { shiftId: shift.id, rate: offline.rate, soldAt, today: shopDay(soldAt) }
}

/** The same offline receipt already recorded (under another Idempotency-Key): a 409 naming the order. */
export async function refuseRecordedOffline(tx: Db, offline: OfflineSale) {
  const [known] = await tx
    .select({ id: orders.id, number: orders.number })
    .from(orders)
    .where(and(eq(orders.till_id, offline.till_id), eq(orders.offline_number, offline.number)))
  if (known) {
    throw new AppError('OFFLINE_SALE_RECORDED', 'This offline sale is already recorded.', {
      offline_number: offline.number,
      order_id: known.id,
      number: known.number,
    })
  }
}

/**
 * Two sends of one offline receipt under different keys at the same moment: the second meets the first's row
 * in the unique index and fails after it commits; it is answered as the repeat it is, never a 500.
 */
export async function answerOfflineDuplicate(
  db: Db,
  err: unknown,
  offline: OfflineSale | undefined,
): Promise<never> {
  const pgError = findPgError(err)
  if (offline && pgError?.code === UNIQUE_VIOLATION && pgError.constraint === OFFLINE_NUMBER_INDEX) {
    await refuseRecordedOffline(db, offline)
  }
  throw err
}

const OFFLINE_NUMBER_INDEX = 'orders_till_offline_number_unique'

type Prices = { price_usd: number; price_khr: number }

/**
 * Each product's prices at `soldAt`: today's, unless a price change was audited after the sale, then the
 * `before` of the first such change. Products' edits are audited with their whole row before and after.
 */
export async function pricesAt(tx: Db, current: Map<number, Prices>, soldAt: Date) {
  const ids = [...current.keys()]
  const changes = await tx
    .select({ record_id: auditLog.record_id, before: auditLog.before })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.resource, 'products'),
        inArray(auditLog.record_id, ids),
        sql`${auditLog.created_at} > ${soldAt.toISOString()}`,
        sql`(${auditLog.before}->>'price_usd' is distinct from ${auditLog.after}->>'price_usd'
          or ${auditLog.before}->>'price_khr' is distinct from ${auditLog.after}->>'price_khr')`,
        sql`${auditLog.before}->>'price_usd' is not null`,
      ),
    )
    .orderBy(auditLog.created_at, auditLog.id)
  const then = new Map(current)
  const seen = new Set<number>()
  for (const change of changes) {
    if (seen.has(change.record_id)) continue
    seen.add(change.record_id)
    const before = change.before as { price_usd: number | string; price_khr?: number | string | null }
    then.set(change.record_id, {
      price_usd: Number(before.price_usd),
      price_khr: Number(before.price_khr ?? 0),
    })
  }
  return then
}

/**
 * The till's prices are what the customer paid, so they stand; a line charged another price than the
 * product's at the sale's time is flagged with the price expected. No approval is asked for it: the manager
 * reviews it after the fact.
 */
export function flagOfflinePrices(priced: PricedOrder<number>, then: Map<number, Prices>, rate: number) {
  const lines = priced.lines.map((line) => {
    const prices = then.get(line.product_id) as Prices
    const expected = listPrice(prices, rate)
    const flagged = line.unit_price_usd !== expected
    return { ...line, price_overridden: flagged, list_price_usd: flagged ? expected : null }
  })
  return { ...priced, lines }
}

/** An offline line must say what the till charged: the server never guesses it from today's price. */
export function requireChargedPrices(lines: { unit_price_usd?: number | null }[]) {
  const errors: Record<string, string[]> = {}
  lines.forEach((line, i) => {
    if (line.unit_price_usd == null) errors[`lines.${i}.unit_price_usd`] = ['required']
  })
  if (Object.keys(errors).length > 0) throw fieldErrors(errors)
}

type OfflineOrder = {
  id: number
  number: string | null
  store_id: number
  offline_number: string | null
  stock_exception: boolean
  price_review: boolean
}

/**
 * Marks the order's stock exception and tells the managers when the offline sale needs a look; a sale that
 * matched the shop's prices and stock records nothing more.
 */
export async function recordOfflineReview(tx: Db, ctx: DocumentContext, order: OfflineOrder) {
  if (order.stock_exception) {
    await tx.update(orders).set({ stock_exception: true }).where(eq(orders.id, order.id))
  }
  if (order.stock_exception || order.price_review) {
    await notifyOfflineReview(tx, ctx, order)
  }
}

/**
 * Tells the store's managers (`pos.approve` holders working there) and the owners (`settings.edit`) that an
 * offline sale needs a look: stock below zero, prices other than the shop's, or both.
 */
async function notifyOfflineReview(tx: Db, ctx: DocumentContext, order: OfflineOrder) {
  const managers = await usersHolding(tx, 'pos.approve')
  const atStore =
    managers.length === 0
      ? []
      : await tx
          .select({ id: userStores.user_id })
          .from(userStores)
          .where(and(eq(userStores.store_id, order.store_id), inArray(userStores.user_id, managers)))
  const owners = await usersHolding(tx, 'settings.edit')
  const recipients = [...new Set([...atStore.map((row) => row.id), ...owners])]
  await recordNotification(
    tx,
    recipients.map((user_id) => ({
      user_id,
      kind: 'offline_sale_review' as const,
      params: {
        offline_number: order.offline_number,
        number: order.number,
        stock_exception: order.stock_exception ? 1 : 0,
        price_review: order.price_review ? 1 : 0,
      },
      store_id: order.store_id,
      link: `/orders/${order.id}`,
    })),
    ctx.emit,
  )
}
