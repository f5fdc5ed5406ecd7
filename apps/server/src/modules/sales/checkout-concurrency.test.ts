import type { CheckoutRequest, Order } from '@sms/contract'
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { orderLines, orders, stockLevels } from '../../db/schema/index.ts'
import { findLedgerDifferences } from '../stock/stock-ledger.ts'
import { formatNumber, shopYear } from './document-numbers.ts'
import { createSalesTestApp } from './sales-test-kit.ts'

const t = await createSalesTestApp()
const CASHIERS = 50
type Cashier = Awaited<ReturnType<typeof t.cashierAt>>

async function cashiersAt(storeId: number) {
  const all: Cashier[] = []
  for (let i = 0; i < CASHIERS; i++) all.push(await t.cashierAt(storeId))
  return all
}

const cash = { method: 'cash' as const, currency: 'USD' as const, amount: 1_000_000 }

describe('50 cashiers at once', () => {
  let numbering: { id: number }
  let lastUnits: { id: number }
  let product: { id: number }
  let scarce: { id: number }[]
  let numberingCashiers: Cashier[]
  let buyers: Cashier[]

  beforeAll(async () => {
    // One $10,000 note covers any basket here; the change limit is not what this file is about.
    await t.setSettings({ max_change_usd: cash.amount })
    numbering = await t.createStore()
    lastUnits = await t.createStore()
    product = await t.createProduct({ price_usd: 100 })
    await t.stockUp(numbering.id, product.id, 10_000)
    scarce = [await t.createProduct(), await t.createProduct(), await t.createProduct()]
    const units = [200, 150, 150]
    for (const [i, p] of scarce.entries()) await t.stockUp(lastUnits.id, p.id, units[i] as number)
    numberingCashiers = await cashiersAt(numbering.id)
    buyers = await cashiersAt(lastUnits.id)
  }, 240_000)

  it('numbers receipts without a gap or a duplicate, failed sales giving their numbers back', async () => {
    const answers = await Promise.all(
      numberingCashiers.flatMap((cashier, i) => {
        const sale = (amount: number): CheckoutRequest => ({
          store_id: numbering.id,
          lines: [{ product_id: product.id, quantity: 1 + (i % 3) }],
          tenders: [{ ...cash, amount }],
        })
        // Every fifth cashier also sends an underpaid sale, which fails and must leave no gap.
        return i % 5 === 0
          ? [t.checkout(cashier.token, sale(1)), t.checkout(cashier.token, sale(10_000))]
          : [t.checkout(cashier.token, sale(10_000))]
      }),
    )
    const created = answers.filter((a) => a.statusCode === 201).map((a) => a.json<{ data: Order }>().data)
    expect(
      answers.filter((a) => a.statusCode !== 201).every((a) => a.json().code === 'PAYMENT_INSUFFICIENT'),
    ).toBe(true)
    expect(created).toHaveLength(CASHIERS)
    const year = shopYear()
    expect(created.map((o) => o.number).sort()).toEqual(
      Array.from({ length: CASHIERS }, (_, i) => formatNumber('receipt', year, i + 1)),
    )
  }, 120_000)

  it('sells exactly the last 500 units of 3 products, and the ledger holds', async () => {
    const rejected = new Map<string, number>()
    async function buyUntilSoldOut(cashier: Cashier, seed: number) {
      let n = seed
      const tryBuy = async (lines: CheckoutRequest['lines']) => {
        const response = await t.checkout(cashier.token, { store_id: lastUnits.id, lines, tenders: [cash] })
        if (response.statusCode === 201) return true
        const code = response.json().code as string
        rejected.set(code, (rejected.get(code) ?? 0) + 1)
        if (code !== 'STOCK_INSUFFICIENT') throw new Error(response.body)
        return false
      }
      for (;;) {
        n = (n * 1103515245 + 12345) % 2147483648
        const picked = scarce.filter((_, i) => (n >> (i + 3)) & 1)
        const lines = (picked.length ? picked : [scarce[n % 3] as { id: number }]).map((p, i) => ({
          product_id: p.id,
          quantity: 1 + ((n >> (i * 2 + 8)) % 4),
        }))
        if (await tryBuy(lines)) continue
        // Short on something: buy single units of what is left, until nothing is.
        let boughtAny = false
        for (const p of scarce) {
          while (await tryBuy([{ product_id: p.id, quantity: 1 }])) boughtAny = true
        }
        if (!boughtAny) return
      }
    }
    await Promise.all(buyers.map((cashier, i) => buyUntilSoldOut(cashier, i + 1)))

    const [sold] = await t.db
      .select({ units: sql<string>`sum(${orderLines.quantity})` })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.order_id))
      .where(eq(orders.store_id, lastUnits.id))
    expect(Number(sold?.units)).toBe(500)
    for (const p of scarce) {
      const [level] = await t.db
        .select({ on_hand: stockLevels.on_hand })
        .from(stockLevels)
        .where(and(eq(stockLevels.store_id, lastUnits.id), eq(stockLevels.product_id, p.id)))
      expect(Number(level?.on_hand)).toBe(0)
    }
    expect(rejected.get('STOCK_INSUFFICIENT')).toBeGreaterThan(0)
    expect(await findLedgerDifferences(t.db)).toEqual([])
  }, 600_000)
})
