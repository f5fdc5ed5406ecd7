import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../test/test-database.ts'
import { createStore } from '../../db/factories/parties.ts'
import { createProduct } from '../../db/factories/products.ts'
import { createUser } from '../../db/factories/users.ts'
import { childRows, insertWithChildren } from '../../db/insert-rows.ts'
import { orderLines, orderPayments, orders } from '../../db/schema/index.ts'

const database = await createTestDatabase()
afterAll(() => database.close())
const { db } = database

const line = (productId: number, line_no: number, quantity: number) => ({
  line_no,
  product_id: productId,
  sku: `SKU-${line_no}`,
  name_en: `Line ${line_no}`,
  name_kh: 'ទឹកដោះគោ',
  quantity,
  unit_price_usd: 125,
  amount_usd: Math.round(125 * quantity),
  taxable: true,
  taxes: [
    { tax_id: 1, code: 'ST', rate_bp: 1000, included: true, stack_order: 0, base_usd: 30, amount_usd: 3 },
  ],
})

/** An order's head row, of a new store and cashier. */
async function orderHead() {
  const store = await createStore(db)
  const cashier = await createUser(db, { roles: ['cashier'] })
  return {
    store_id: store.id,
    cashier_id: cashier.id,
    stage: 'order_completed' as const,
    payment_status: 'paid' as const,
    rate: 4100.5,
    subtotal_usd: 375,
    discount_usd: 0,
    vat_usd: 34,
    total_usd: 375,
    total_khr: 1_537_688,
    vat_khr: 139_400,
    prices_include_vat: true,
    vat_rate: 10,
    note: 'ផ្ញើ​ទៅ​ផ្ទះ',
  }
}

describe('an order written in one statement (the checkout’s insert)', () => {
  it('reads back exactly as Drizzle reads it, the lines in the order given, each under the new order', async () => {
    const product = await createProduct(db)
    const written = await insertWithChildren(
      db,
      {
        table: orders,
        rows: [await orderHead()],
        expressions: { approved_at: 'now()' },
      },
      [
        childRows(orderLines, 'order_id', [
          line(product.id, 2, 1.5),
          line(product.id, 1, 0.125),
          line(product.id, 3, 1),
        ]),
        childRows(orderPayments, 'order_id', [
          { kind: 'tender', method: 'cash', currency: 'USD', amount: 500, amount_khr: 2_050_250 },
        ]),
      ] as const,
    )
    const [order] = await db.select().from(orders).where(eq(orders.id, written.parent.id))
    expect(written.parent).toEqual(order)
    expect(written.parent.approved_at).toBeInstanceOf(Date)
    const [lines, payments] = written.children
    expect(lines.map((l) => l.line_no)).toEqual([2, 1, 3])
    expect(lines.map((l) => l.quantity)).toEqual([1.5, 0.125, 1])
    expect(lines).toEqual(
      await db
        .select()
        .from(orderLines)
        .where(eq(orderLines.order_id, order?.id ?? 0))
        .orderBy(orderLines.id),
    )
    expect(payments).toEqual(
      await db
        .select()
        .from(orderPayments)
        .where(eq(orderPayments.order_id, order?.id ?? 0)),
    )
    expect(payments[0]?.order_id).toBe(order?.id)
  })

  it('refuses rows that name different columns, writing nothing', async () => {
    const before = await db.select().from(orders)
    const tender = { kind: 'tender' as const, method: 'cash' as const, currency: 'USD' as const, amount: 1 }
    await expect(
      insertWithChildren(db, { table: orders, rows: [await orderHead()] }, [
        childRows(orderPayments, 'order_id', [
          { ...tender, amount_khr: 41 },
          { ...tender, amount_khr: 41, reference: 'ABA 123' },
        ]),
      ] as const),
    ).rejects.toThrow('every row of order_payments must name the same columns')
    expect(await db.select().from(orders)).toEqual(before)
  })
})
