import type { Dashboard, ReportTable, SalesSummary, ShiftDetail } from '@sms/contract'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { shopDay } from '../../kernel/shop-day.ts'
import { addDays, createReportsTestApp } from './reports-test-kit.ts'
import { dayOfRow, expected, type LineRow, N, sum, world } from './riel-expectations.ts'
import { ringUpHistory } from './riel-history.ts'

/**
 * Right to the riel (issue 12): three weeks of sales through the real checkout in three stores, at three rates,
 * with line and order discounts, taxable and exempt lines, cash in both currencies, card and credit, returns
 * and a cancellation through the back office's own services (`riel-history.ts`); every report's totals must
 * equal the sums of the rows behind them.
 */
const t = await createReportsTestApp()
const START = '2026-09-01'
const DAYS = 21
const END = addDays(START, DAYS - 1)
let stores: { id: number }[] = []
let token: string
let customerId: number

beforeAll(async () => {
  ;({ token, stores, customerId } = await ringUpHistory(t, START, DAYS))
}, 240_000)

const query = (from: string, to: string, storeId?: number) =>
  `from=${from}&to=${to}${storeId ? `&store_id=${storeId}` : ''}`
const report = (area: string, name: string, q: string) =>
  t.get<ReportTable>(token, `/api/reports/${area}/${name}?${q}&limit=1000`)

describe('right to the riel', () => {
  it('has the history it claims: three stores, three rates, returns, a cancellation, both currencies', async () => {
    const w = await world(t)
    expect(new Set(w.orders.map((o) => o.store_id)).size).toBe(3)
    expect(new Set(w.orders.map((o) => N(o.rate))).size).toBe(3)
    expect(new Set(w.payments.map((p) => `${p.method}/${p.currency}`))).toEqual(
      new Set(['cash/USD', 'cash/KHR', 'card/USD', 'credit/USD']),
    )
    expect(w.lines.some((l) => l.taxable) && w.lines.some((l) => !l.taxable)).toBe(true)
    expect(w.orders.some((o) => N(o.discount_usd) > 0)).toBe(true)
    expect(w.returns.map((r) => r.kind).sort()).toEqual(['cancellation', 'return', 'return'])
  })

  it('every order carries the sums of its own lines: taxable, exempt, cost of goods (VAT and margin read them)', async () => {
    const w = await world(t)
    const cost = (l: LineRow) => Math.round(N(l.quantity) * N(l.unit_cost_usd))
    expect(w.orders.some((o) => o.stage === 'cancelled')).toBe(true) // the back office's order too
    for (const o of w.orders) {
      const mine = w.lines.filter((l) => l.order_id === o.id)
      expect(mine.length, `order ${o.id}`).toBeGreaterThan(0)
      expect(
        { taxable: N(o.taxable_usd), exempt: N(o.exempt_usd), cost: N(o.goods_cost_usd) },
        `order ${o.id}`,
      ).toEqual({
        taxable: sum(
          mine.filter((l) => l.taxable),
          (l) => N(l.amount_usd),
        ),
        exempt: sum(
          mine.filter((l) => !l.taxable),
          (l) => N(l.amount_usd),
        ),
        cost: sum(mine, cost),
      })
    }
  })

  const ranges: [string, string, string, number | null][] = [
    ['the whole range', START, END, null],
    ['one week', addDays(START, 7), addDays(START, 13), null],
    ['one day', addDays(START, 2), addDays(START, 2), null],
  ]
  for (const [label, from, to] of ranges) {
    it(`summary over ${label}, all stores and each store, equals the rows`, async () => {
      const w = await world(t)
      const all = expected(w, from, to, null).summary
      expect(all.orders).toBeGreaterThan(0)
      expect(await t.get<SalesSummary>(token, `/api/reports/sales/summary?${query(from, to)}`)).toEqual(all)
      for (const store of stores) {
        expect(
          await t.get<SalesSummary>(token, `/api/reports/sales/summary?${query(from, to, store.id)}`),
        ).toEqual(expected(w, from, to, [store.id]).summary)
      }
    })
  }

  it('every sales breakdown adds up to the same totals', async () => {
    const w = await world(t)
    const e = expected(w, START, END, null)
    const q = query(START, END)
    for (const name of ['by-period', 'by-store', 'by-cashier']) {
      const table = await report('sales', name, q)
      expect(table.totals, name).toEqual({
        orders: e.summary.orders,
        total_usd: e.summary.total_usd,
        total_khr: e.summary.total_khr,
        discount_usd: e.summary.discount_usd,
        vat_usd: e.summary.vat_usd,
      })
    }
    const byDay = await report('sales', 'by-period', `${q}&group=day`)
    expect(byDay.rows).toHaveLength(DAYS)
    for (const row of byDay.rows) {
      const day = e.counted.filter((o) => dayOfRow(o.created_at) === row.period)
      expect(row.total_khr, String(row.period)).toBe(sum(day, (o) => N(o.total_khr)))
    }
    for (const group of ['week', 'month']) {
      expect((await report('sales', 'by-period', `${q}&group=${group}`)).totals.total_khr).toBe(
        e.summary.total_khr,
      )
    }
    const lineTotals = {
      quantity: sum(e.lines, (l) => Math.round(N(l.quantity) * 1000)) / 1000,
      amount_usd: sum(e.lines, (l) => N(l.amount_usd)),
      amount_khr: e.lineKhr,
      discount_usd: e.summary.discount_usd,
    }
    for (const name of ['by-product', 'by-category', 'by-brand']) {
      expect((await report('sales', name, q)).totals, name).toEqual(lineTotals)
    }
    expect(lineTotals.amount_usd).toBe(e.summary.total_usd) // prices include VAT: the lines make the total
    const tender = await report('sales', 'by-tender', q)
    expect(tender.rows.map((r) => ({ method: r.method, currency: r.currency, amount: r.amount }))).toEqual(
      e.summary.by_tender,
    )
    expect(tender.totals.amount_khr).toBe(sum(e.money, (p) => N(p.amount_khr)))
    expect((await report('sales', 'discounts', q)).totals.discount_usd).toBe(e.summary.discount_usd)
    const heat = await report('sales', 'heatmap', q)
    expect(heat.totals).toEqual({
      orders: e.summary.orders,
      total_usd: e.summary.total_usd,
      total_khr: e.summary.total_khr,
    })
    const returns = await report('sales', 'returns', q)
    expect(returns.totals.total_khr).toBe(sum(w.returns, (r) => N(r.total_khr)))
    expect(e.summary.returns_usd).toBeGreaterThan(0)
    expect(returns.rows.filter((r) => r.kind === 'return').reduce((a, r) => a + N(r.total_usd), 0)).toBe(
      e.summary.returns_usd,
    )
  })

  it('the previous period beside a report has the totals the report gives for those days', async () => {
    const w = await world(t)
    const [from, to] = [addDays(START, 14), addDays(START, DAYS - 1)]
    const before = expected(w, addDays(START, 7), addDays(START, 13), null)
    const lines = {
      quantity: sum(before.lines, (l) => Math.round(N(l.quantity) * 1000)) / 1000,
      amount_usd: sum(before.lines, (l) => N(l.amount_usd)),
      amount_khr: before.lineKhr,
      discount_usd: before.summary.discount_usd,
    }
    for (const [area, name] of [
      ['sales', 'by-product'],
      ['sales', 'by-category'],
      ['sales', 'by-brand'],
      ['sales', 'by-period'],
      ['financial', 'vat'],
      ['financial', 'margin'],
    ] as const) {
      const table = await report(area, name, query(from, to))
      expect(table.previous, name).toMatchObject({ from: addDays(START, 7), to: addDays(START, 13) })
      const earlier = await report(area, name, query(addDays(START, 7), addDays(START, 13)))
      expect(table.previous?.totals, name).toEqual(earlier.totals)
      if (name.startsWith('by-') && name !== 'by-period') expect(earlier.totals, name).toEqual(lines)
    }
  })

  it('the dashboard’s tiles equal the reports they link to', async () => {
    const q = query(START, END)
    const dashboard = await t.get<Dashboard>(token, `/api/dashboard?${q}`)
    expect(dashboard.period).toEqual(await t.get<SalesSummary>(token, `/api/reports/sales/summary?${q}`))
    const top = async (name: string, key: string) =>
      (await report('sales', name, q)).rows.slice(0, 5).map((row) => ({
        name: row[key],
        name_km: row[`${key}_km`] ?? null,
        amount_usd: row.amount_usd,
      }))
    expect(dashboard.top_products).toEqual(await top('by-product', 'product'))
    expect(dashboard.top_categories).toEqual(await top('by-category', 'category'))
    expect(dashboard.top_categories.length).toBeGreaterThan(1)
    expect(dashboard.payment_mix).toEqual(
      (await report('sales', 'by-tender', q)).rows.map((row) => ({
        method: row.method,
        currency: row.currency,
        amount: row.amount,
        amount_khr: row.amount_khr,
      })),
    )
  })

  it('takes the rate stored on each order, never today’s', async () => {
    const w = await world(t)
    const e = expected(w, START, END, null)
    await t.setRate(9999)
    expect((await report('sales', 'by-product', query(START, END))).totals.amount_khr).toBe(e.lineKhr)
    expect(
      (await t.get<SalesSummary>(token, `/api/reports/sales/summary?${query(START, END)}`)).total_khr,
    ).toBe(e.summary.total_khr)
  })

  it('financial reports: revenue, cost and margin; VAT; cash per shift as the Z report counts it', async () => {
    const w = await world(t)
    const e = expected(w, START, END, null)
    const q = query(START, END)
    const cost = (l: LineRow) => Math.round(N(l.quantity) * N(l.unit_cost_usd))
    const returned = await t.rows<{ q: string; c: string | null }>(
      sql`select rl.quantity as q, l.unit_cost_usd as c from order_return_lines rl
        join order_returns r on r.id = rl.return_id join order_lines l on l.id = rl.order_line_id where r.kind = 'return'`,
    )
    const revenue = sum(e.counted, (o) => N(o.subtotal_usd)) - sum(e.returns, (r) => N(r.subtotal_usd))
    const cogs = sum(e.lines, cost) - sum(returned, (r) => Math.round(N(r.q) * N(r.c)))
    expect((await report('financial', 'margin', q)).totals).toEqual({
      revenue_usd: revenue,
      cogs_usd: cogs,
      margin_usd: revenue - cogs,
    })
    expect((await report('financial', 'vat', q)).totals).toEqual({
      taxable_usd: sum(
        e.lines.filter((l) => l.taxable),
        (l) => N(l.amount_usd),
      ),
      exempt_usd: sum(
        e.lines.filter((l) => !l.taxable),
        (l) => N(l.amount_usd),
      ),
      vat_usd: e.summary.vat_usd,
      vat_khr: sum(e.counted, (o) => N(o.vat_khr)),
    })
    const split = await report('financial', 'currency-split', q)
    expect(split.totals.amount_khr).toBe(
      sum(
        e.money.filter((p) => p.method !== 'credit'),
        (p) => N(p.amount_khr),
      ),
    )
    // Shifts were opened today (the sales were dated back, their shift was not): today's cash report.
    const today = shopDay(new Date())
    const cash = await report('financial', 'cash', query(today, today))
    expect(cash.rows.length).toBeGreaterThan(0)
    for (const row of cash.rows) {
      const shift = await t.get<ShiftDetail>(token, `/api/shifts/${row.shift}`)
      const drawer = row.currency === 'USD' ? shift.drawer.usd : shift.drawer.khr
      expect(row.expected, `shift ${row.shift} ${row.currency}`).toBe(drawer.expected)
    }
  })

  it('customer reports and balances due add up to the orders with a customer', async () => {
    const w = await world(t)
    const e = expected(w, START, END, null)
    const mine = e.counted.filter((o) => o.customer_id === customerId)
    const top = await report('customer', 'top', query(START, END))
    expect(top.totals).toEqual({
      orders: mine.length,
      total_usd: sum(mine, (o) => N(o.total_usd)),
      total_khr: sum(mine, (o) => N(o.total_khr)),
    })
    const segments = await report('customer', 'new-returning', query(START, END))
    expect(segments.totals.orders).toBe(e.summary.orders)
    // Owed: the credit sales' totals less their credit notes (the second return went back to the account).
    const all = w.orders.filter((o) => o.customer_id === customerId && o.stage !== 'cancelled')
    const due = sum(all, (o) => {
      const credited = sum(
        w.returns.filter((r) => r.order_id === o.id),
        (r) => N(r.total_khr),
      )
      const received = sum(
        w.payments.filter((p) => p.order_id === o.id && p.method !== 'credit'),
        (p) => N(p.amount_khr),
      )
      return N(o.total_khr) - credited - received
    })
    const balances = await report('financial', 'credit-balances', query(START, END))
    expect(balances.totals.due_khr).toBe(due)
    expect(balances.rows[0]?.customer).toBe('សុខ ចាន់ថា')
  })

  it('inventory: on hand equals the levels, movements equal the ledger', async () => {
    const today = shopDay(new Date())
    const onHand = await report('inventory', 'on-hand', query(today, today))
    const [levels] = await t.rows<{ q: string }>(sql`select sum(on_hand) as q from stock_levels`)
    expect(onHand.totals.quantity).toBe(N(levels?.q))
    const moves = await report('inventory', 'movements', query(today, today))
    const [ledger] = await t.rows<{ n: string; i: string; o: string }>(
      sql`select count(*) as n, sum(quantity) filter (where quantity > 0) as i, -sum(quantity) filter (where quantity < 0) as o from stock_movements`,
    )
    expect(moves.totals).toEqual({
      movements: N(ledger?.n),
      quantity_in: N(ledger?.i),
      quantity_out: N(ledger?.o),
    })
  })
})
