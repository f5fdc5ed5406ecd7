import { centsToRiel, DEFAULT_EXCHANGE_RATE, type TenderInput } from '@sms/contract'
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { exchangeRates, orderPayments, orders, products, shifts, stockLevels } from '../db/schema/index.ts'
import { createLoginLimiter } from '../modules/auth/login-limiter.ts'
import { EventBus } from '../modules/documents/events.ts'
import { checkout } from '../modules/sales/checkout.service.ts'
import { actorOf, DEMO_STOCK_SHOWCASES, type DemoUser } from './demo-stock.ts'

/** Days of till sales before today, and sales per day. */
const DAYS = 3
const SALES_PER_DAY = 8

/** A time `daysAgo` days back at `minutes` past 08:00 in Phnom Penh (UTC+7, no daylight saving). */
function shopTime(daysAgo: number, minutes: number) {
  const at = new Date(Date.now() - daysAgo * 86_400_000)
  at.setUTCHours(1, 0, 0, 0)
  return new Date(at.getTime() + minutes * 60_000)
}

/** How the n-th customer pays a total: dollars rounded up, riel notes, a KHQR for the exact amount, or both. */
function tendersFor(n: number, totalUsd: number, totalKhr: number): TenderInput[] {
  switch (n % 4) {
    case 0:
      return [{ method: 'cash', currency: 'USD', amount: Math.ceil(totalUsd / 500) * 500 }]
    case 1:
      return [{ method: 'cash', currency: 'KHR', amount: Math.ceil(totalKhr / 10_000) * 10_000 }]
    case 2:
      return [{ method: 'khqr', currency: 'USD', amount: totalUsd, reference: `DEMO-KHQR-${n}` }]
    default:
      return [
        { method: 'cash', currency: 'USD', amount: Math.floor(totalUsd / 100) * 100 },
        { method: 'cash', currency: 'KHR', amount: 5000 },
      ]
  }
}

/**
 * A few days of till sales in the main store by the demo cashier, through the real checkout: each day a shift
 * is opened (inserted, as the shift screens are another module's), sales are rung up, and the shift is closed
 * with a count that matches its drawer. The sales are then dated back to their day, so lists and reports have
 * history; the stock movements keep the seeding time (the ledger is append-only). Products whose stock state
 * the demo shows off (sold out, low, in lots) are not sold.
 */
export async function seedDemoSales(db: Db, storeId: number, cashier: DemoUser) {
  const catalogue = await db
    .select({ id: products.id, price_usd: products.price_usd, taxable: products.taxable })
    .from(products)
    .innerJoin(stockLevels, and(eq(stockLevels.product_id, products.id), eq(stockLevels.store_id, storeId)))
    .where(and(notInArray(products.name_en, DEMO_STOCK_SHOWCASES), sql`${stockLevels.on_hand} >= 10`))
    .orderBy(asc(products.id))
  if (catalogue.length < 3) throw new Error('the demo sales need products in stock')
  // The rate the sales use, as an import of the National Bank's feed would have left it (decision 0039), in force
  // before the first sale: the demo's receipts and invoices then name the rate's source, NBC.
  await db.insert(exchangeRates).values({
    rate: DEFAULT_EXCHANGE_RATE,
    effective_at: shopTime(DAYS + 1, 0),
    source: 'nbc',
    nbc_bid: DEFAULT_EXCHANGE_RATE - 10,
    nbc_ask: DEFAULT_EXCHANGE_RATE + 10,
    nbc_average: DEFAULT_EXCHANGE_RATE,
  })
  const actor = actorOf(cashier, 'cashier')
  const limiter = createLoginLimiter({ maxFailures: 10, windowMinutes: 15 })
  const options = { events: new EventBus(), idempotency: null, approvals: { limiter, ip: '127.0.0.1' } }
  try {
    let n = 0
    for (let daysAgo = DAYS; daysAgo >= 1; daysAgo--) {
      const [shift] = await db
        .insert(shifts)
        .values({ store_id: storeId, user_id: cashier.id, float_usd: 2000, float_khr: 40_000 })
        .returning({ id: shifts.id })
      if (!shift) throw new Error('the demo shift was not opened')
      for (let i = 0; i < SALES_PER_DAY; i++, n++) {
        const lines = Array.from({ length: 1 + (n % 3) }, (_, k) => ({
          product_id: catalogue[(n * 5 + k * 11) % catalogue.length]?.id as number,
          quantity: 1 + ((n + k) % 2),
        })).filter((line, k, all) => all.findIndex((other) => other.product_id === line.product_id) === k)
        const priced = lines.reduce(
          (sum, line) =>
            sum + (catalogue.find((p) => p.id === line.product_id)?.price_usd ?? 0) * line.quantity,
          0,
        )
        // The demo shop keeps the default rate; shelf prices include VAT, so the sum is the total.
        const totalKhr = centsToRiel(priced, DEFAULT_EXCHANGE_RATE)
        const { data } = await checkout(
          db,
          actor,
          { store_id: storeId, lines, tenders: tendersFor(n, priced, totalKhr), change_mode: 'split' },
          options,
        )
        const at = shopTime(daysAgo, i * 65)
        await db.update(orders).set({ created_at: at, updated_at: at }).where(eq(orders.id, data.id))
        await db.update(orderPayments).set({ created_at: at }).where(eq(orderPayments.order_id, data.id))
      }
      await closeDemoShift(db, shift.id, shopTime(daysAgo, -15), shopTime(daysAgo, SALES_PER_DAY * 65))
    }
  } finally {
    await limiter.close()
  }
}

/** Closes a demo shift with a count equal to its drawer: the float plus cash taken minus change, per currency. */
async function closeDemoShift(db: Db, shiftId: number, openedAt: Date, closedAt: Date) {
  const cash = await db
    .select({ currency: orderPayments.currency, amount: sql<string>`sum(${orderPayments.amount})` })
    .from(orderPayments)
    .where(
      and(
        eq(orderPayments.shift_id, shiftId),
        eq(orderPayments.method, 'cash'),
        inArray(orderPayments.kind, ['tender', 'change']),
      ),
    )
    .groupBy(orderPayments.currency)
  const inDrawer = (currency: 'USD' | 'KHR') => Number(cash.find((c) => c.currency === currency)?.amount ?? 0)
  await db
    .update(shifts)
    .set({
      status: 'closed',
      opened_at: openedAt,
      closed_at: closedAt,
      counted_usd: 2000 + inDrawer('USD'),
      counted_khr: 40_000 + inDrawer('KHR'),
    })
    .where(eq(shifts.id, shiftId))
}
