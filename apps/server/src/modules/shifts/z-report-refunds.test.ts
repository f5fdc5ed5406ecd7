import type { ShiftReport } from '@sms/contract'
import { describe, expect, it } from 'vitest'
import { createOrdersTestApp } from '../orders/orders-test-kit.ts'

/**
 * Issue 23.8: the Z report netted cash refunds into "Cash sales". A shift with a sale and a cash refund, both
 * through the real checkout and returns, shows the sale and the refund as their own rows in each currency, and
 * the drawer's expected total still adds up to the riel.
 */
const t = await createOrdersTestApp()

describe('the Z report of a shift with a refund', () => {
  it('shows cash sales and refunds apart per currency, and the expected drawer adds up', async () => {
    const store = await t.createStore()
    const product = await t.createProduct({ price_usd: 500, taxable: false })
    await t.stockUp(store.id, product.id, 10)
    const cashier = await t.managerAt(store.id)
    const opened = await t.as(cashier.token).post('/api/shifts', {
      store_id: store.id,
      float_usd: 2000,
      float_khr: 100_000,
    })
    expect(opened.statusCode, opened.body).toBe(201)
    const shiftId = opened.json<{ data: { id: number } }>().data.id

    // $10.00 paid with $5 and 20,500 ៛ (the rate is 4,100): no change.
    const sale = await t.sell(cashier.token, {
      store_id: store.id,
      lines: [{ product_id: product.id, quantity: 2 }],
      tenders: [
        { method: 'cash', currency: 'USD', amount: 500 },
        { method: 'cash', currency: 'KHR', amount: 20_500 },
      ],
    })
    expect(sale.total_usd).toBe(1000)
    // One of the two back, $5.00 refunded in riel from the drawer.
    const line = sale.lines[0]
    if (!line) throw new Error('the sale has no line')
    await t.ok(
      await t.api.return(cashier.token, sale.id, {
        lines: [{ order_line_id: line.id, quantity: 1 }],
        refund: [{ method: 'cash', currency: 'KHR', amount: 20_500 }],
        reason: 'damaged',
      }),
      201,
    )

    const report = (await t.as(cashier.token).get(`/api/shifts/${shiftId}`)).json<{ data: ShiftReport }>()
      .data
    expect(report.drawer.usd).toMatchObject({ float: 2000, cash_sales: 500, refunds: 0, expected: 2500 })
    expect(report.drawer.khr).toMatchObject({
      float: 100_000,
      cash_sales: 20_500,
      refunds: -20_500,
      change_given: 0,
      // 100,000 + 20,500 − 20,500: the refund left the drawer, the sale stays counted as a sale.
      expected: 100_000,
    })
    expect(report.by_tender).toEqual([
      { method: 'cash', currency: 'KHR', amount: 20_500 },
      { method: 'cash', currency: 'USD', amount: 500 },
    ])
    expect(report.refunds_by_tender).toEqual([{ method: 'cash', currency: 'KHR', amount: -20_500 }])

    // Counting exactly what is expected closes with no difference, to the riel.
    const closed = await t.as(cashier.token).post(`/api/shifts/${shiftId}/close`, {
      counted_usd: 2500,
      counted_khr: 100_000,
    })
    expect(closed.statusCode, closed.body).toBe(200)
    const final = closed.json<{ data: ShiftReport }>().data
    expect(final.drawer.usd.difference).toBe(0)
    expect(final.drawer.khr.difference).toBe(0)
  })
})
