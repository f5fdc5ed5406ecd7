import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../test/test-database.ts'
import { orderLines, orders, orderTaxes, products } from '../db/schema/index.ts'
import { FINANCIAL } from '../modules/reports/financial-report.ts'
import { taxesOfProducts } from '../modules/taxes/product-taxes.ts'
import { seedDemoShop } from './demo.ts'

// The demo shop's other taxes (seed/demo-taxes.ts, decision 0044), on a demo shop of its own.
const database = await createTestDatabase()
const db = database.db
beforeAll(() => seedDemoShop(db))
afterAll(() => database.close())

describe('the other taxes of the demo shop', () => {
  const byName = async (name: string): Promise<number> =>
    (await db.select().from(products).where(eq(products.name_en, name)))[0]?.id ?? 0

  it('charges beer Specific Tax 30% then PLT 5%, soft drinks Specific Tax 10%, water nothing', async () => {
    const [beer = 0, cola = 0, water = 0] = await Promise.all(
      ['Angkor Beer 330ml Can', 'Coca-Cola 330ml Can', 'Vital Drinking Water 500ml'].map(byName),
    )
    const charged = await taxesOfProducts(db, [beer, cola, water])
    const summary = (id: number) =>
      charged.get(id)?.map((t) => [t.code, t.rate_bp, t.stack_order, t.included])
    expect(summary(beer)).toEqual(
      expect.arrayContaining([
        ['ST-BEER', 3000, 10, true],
        ['PLT', 500, 20, true],
      ]),
    )
    expect(summary(beer)).toHaveLength(2)
    expect(summary(cola)).toEqual([['ST-SOFT', 1000, 10, true]])
    expect(charged.has(water)).toBe(false)
  })

  it('charged them on the demo beer sales, kept the shelf price as the total, and reports them', async () => {
    const beer = await byName('Angkor Beer 330ml Can')
    const lines = await db.select().from(orderLines).where(eq(orderLines.product_id, beer))
    expect(lines.length, 'a demo sale sold an Angkor can').toBeGreaterThan(0)
    for (const line of lines) {
      // Decision 0044's shares of 75¢ cans: ST 75 × 0.30 / 1.5015 = 14.99 → 15¢, PLT 75 × 0.05 × 1.30 / 1.5015
      // = 3.25 → 3¢; more cans on one line round once: two give ST 29.97 → 30¢, PLT 6.49 → 6¢, and the six of
      // the invoiced order ST 89.91 → 90¢, PLT 19.48 → 19¢. The amount is the shelf's.
      const cans = Number(line.quantity)
      expect(line.amount_usd).toBe(75 * cans)
      const byHand: Record<number, object> = {
        1: { 'ST-BEER': 15, PLT: 3 },
        2: { 'ST-BEER': 30, PLT: 6 },
        6: { 'ST-BEER': 90, PLT: 19 },
      }
      expect(Object.fromEntries(line.taxes.map((t) => [t.code, t.amount_usd]))).toEqual(byHand[cans])
    }
    // Each sale's total is still its lines' sum, as a till with VAT-inclusive prices charges.
    for (const order of await db.select().from(orders).where(eq(orders.source, 'pos'))) {
      const sold = await db.select().from(orderLines).where(eq(orderLines.order_id, order.id))
      expect(order.total_usd).toBe(sold.reduce((sum, l) => sum + l.amount_usd, 0))
    }
    const stored = await db.select().from(orderTaxes)
    const report = FINANCIAL.find((r) => r.definition.name === 'other-taxes')
    const today = new Date().toISOString().slice(0, 10)
    const from = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10)
    const { rows } = await (report?.run ?? (() => ({ rows: [] })))(db, {
      from,
      to: today,
      storeId: null,
      stores: 'all',
      limit: 100,
      group: 'month',
      orderIds: undefined,
      khmerReader: false,
    })
    const reported = (code: string) =>
      rows.filter((r) => r.code === code).reduce((sum, r) => sum + Number(r.amount_usd), 0)
    const charged = (code: string) =>
      stored.filter((t) => t.code === code).reduce((sum, t) => sum + t.amount_usd, 0)
    for (const code of ['ST-BEER', 'PLT', 'ST-SOFT']) {
      expect(charged(code), code).toBeGreaterThan(0)
      // Less what the demo's one return reversed, at most.
      expect(reported(code), code).toBeLessThanOrEqual(charged(code))
      expect(reported(code), code).toBeGreaterThan(0)
    }
  })
})
