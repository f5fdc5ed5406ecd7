import type { RateSource } from '@sms/contract'
import { desc, lte } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { exchangeRates } from '../../db/schema/index.ts'

/**
 * Where an order's rate came from, read back from the rate history rather than stored: the history is only
 * added to, so the entry in force when the order was made stays the one the checkout read. Its source counts
 * only when its rate is the order's; an offline till may have sold at a rate it had kept, which names none.
 */
export async function rateSourceOf(
  db: Db,
  order: { rate: number; created_at: Date },
): Promise<RateSource | null> {
  const [entry] = await db
    .select({ rate: exchangeRates.rate, source: exchangeRates.source })
    .from(exchangeRates)
    .where(lte(exchangeRates.effective_at, order.created_at))
    .orderBy(desc(exchangeRates.effective_at), desc(exchangeRates.id))
    .limit(1)
  return entry && Number(entry.rate) === Number(order.rate) ? entry.source : null
}
