// A till sale through the API: the worked example, receipt numbers, SALES.md's table, and lots.
import type { Order, TenderInput } from '@sms/contract'
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { documentNumbers, orderLines, stockMovements } from '../../db/schema/index.ts'
import type { DocumentEvent } from '../documents/events.ts'
import { channelsForEvent } from '../live/event-channels.ts'
import { shopYear } from './document-numbers.ts'
import { createSalesTestApp, khr, usd, workedExampleShop } from './sales-test-kit.ts'

const t = await createSalesTestApp()
const year = shopYear()
let shop: Awaited<ReturnType<typeof workedExampleShop>>
let store: { id: number }
let cashier: Awaited<ReturnType<typeof t.cashierAt>>
let big: { id: number; name_en: string }
let small: { id: number; name_en: string }

beforeAll(async () => {
  shop = await workedExampleShop(t)
  ;({ store, cashier, big, small } = shop)
})

const basket: typeof shop.basket = (tenders, extra) => shop.basket(tenders, extra)

describe('the worked example through the API', () => {
  it('answers 201 with total 30,135 ៛, VAT 2,747 ៛ and change $2 + 2,700 ៛ for $10', async () => {
    const events: DocumentEvent[] = []
    const unsubscribe = t.app.events.subscribe((event) => events.push(event))
    const response = await t.checkout(cashier.token, basket([usd(1000)]))
    unsubscribe()
    expect(response.statusCode).toBe(201)
    const order = response.json<{ data: Order }>().data
    expect(order).toMatchObject({
      number: `R-${year}-000001`,
      store_id: store.id,
      shift_id: cashier.shift.id,
      cashier_id: cashier.user.id,
      stage: 'order_completed',
      payment_status: 'paid',
      rate: 4100,
      subtotal_usd: 668,
      discount_usd: 0,
      vat_usd: 67,
      total_usd: 735,
      total_khr: 30_135,
      vat_khr: 2747,
      paid_khr: 41_000,
      change_mode: 'split',
      change: { usd: 200, khr: 2700, rounding_khr: -35 },
    })
    expect(
      order.lines.map((l) => [l.line_no, l.product_id, l.quantity, l.unit_price_usd, l.amount_usd]),
    ).toEqual([
      [1, big.id, 1, 668, 668],
      [2, small.id, 1, 67, 67],
    ])
    expect(order.tenders.map((p) => [p.kind, p.method, p.currency, p.amount, p.amount_khr])).toEqual([
      ['tender', 'cash', 'USD', 1000, 41_000],
      ['change', 'cash', 'USD', -200, -8200],
      ['change', 'cash', 'KHR', -2700, -2700],
      ['rounding', 'cash', 'KHR', 35, 35],
    ])
    // The stock left through the ledger as sales of this order.
    const moved = await t.db.select().from(stockMovements).where(eq(stockMovements.document_id, order.id))
    expect(moved.filter((m) => m.document_type === 'order').map((m) => [m.kind, m.quantity])).toEqual([
      ['sale', -1],
      ['sale', -1],
    ])
    // Published after the commit, on the store's orders channel only.
    const created = events.find((e) => e.type === 'order.created')
    expect(created).toMatchObject({ id: order.id, number: order.number, total_khr: 30_135 })
    expect(channelsForEvent(created as DocumentEvent & Record<string, unknown>)).toEqual([
      `private-orders.${store.id}`,
    ])
  })

  it('keeps the unit cost on the line and shows the order with its lines and payments', async () => {
    const order = await t.sell(cashier.token, basket([usd(1000)]))
    const costs = await t.db
      .select({ cost: orderLines.unit_cost_usd })
      .from(orderLines)
      .where(eq(orderLines.order_id, order.id))
      .orderBy(orderLines.line_no)
    expect(costs.map((c) => c.cost)).toEqual([500, 40])
    const shown = await t.as(cashier.token).get(`/api/orders/${order.id}`)
    expect(shown.statusCode).toBe(200)
    // The detail is the back office's (decision 0022): the sale as answered, plus returns, history, invoice.
    expect(shown.json().data).toMatchObject(order)
    expect(shown.json().data).toMatchObject({ returns: [], invoice: null, source: 'pos', next_stages: [] })
  })
})

describe('receipt numbers', () => {
  it('keep every digit past the millionth receipt of a store and year', async () => {
    const busy = await t.createStore()
    const till = await t.cashierAt(busy.id)
    await t.stockUp(busy.id, small.id, 5)
    await t.db.insert(documentNumbers).values({ kind: 'receipt', scope: busy.id, year, last_number: 999_999 })
    const sold = await t.sell(till.token, {
      store_id: busy.id,
      lines: [{ product_id: small.id, quantity: 1 }],
      tenders: [usd(100)],
    })
    expect(sold.number).toBe(`R-${year}-1000000`)
  })
})

describe("every row of SALES.md's table", () => {
  // customer gives | SPLIT nearest | SPLIT down | ALL_KHR nearest ([cents, riel])
  const table: [string, TenderInput[], [number, number], [number, number], number][] = [
    ['$10', [usd(1000)], [200, 2700], [200, 2600], 10_900],
    ['$5 + 10,000 ៛', [usd(500), khr(10_000)], [0, 400], [0, 300], 400],
    ['$7 + 1,500 ៛', [usd(700), khr(1500)], [0, 100], [0, 0], 100],
    ['50,000 ៛', [khr(50_000)], [400, 3500], [400, 3400], 19_900],
  ]
  for (const [given, tenders, splitNearest, splitDown, allKhr] of table) {
    it(`gives the table's change for ${given}`, async () => {
      const a = await t.sell(cashier.token, basket(tenders))
      expect([a.change.usd, a.change.khr]).toEqual(splitNearest)
      const c = await t.sell(cashier.token, basket(tenders, { change_mode: 'khr' }))
      expect([c.change.usd, c.change.khr]).toEqual([0, allKhr])
      await t.setSettings({ riel_rounding_mode: 'down' })
      try {
        const b = await t.sell(cashier.token, basket(tenders))
        expect([b.change.usd, b.change.khr]).toEqual(splitDown)
      } finally {
        await t.setSettings({})
      }
      for (const order of [a, c]) {
        expect(order.total_khr).toBe(30_135)
        expect(order.tenders.reduce((s, p) => s + p.amount_khr, 0)).toBe(30_135)
      }
    })
  }
})

describe('lots', () => {
  it('sells a lot-tracked product first expiry first, and from a named lot when the cashier scans one', async () => {
    const soy = await t.createProduct({ price_usd: 100, is_lot_tracked: true })
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
    const stocked = await t.adjust(t.admin.token, {
      store_id: store.id,
      reason: 'found',
      lines: [
        { product_id: soy.id, quantity: 2, lot_number: 'LATE', expiry_date: inDays(30) },
        { product_id: soy.id, quantity: 2, lot_number: 'EARLY', expiry_date: inDays(10) },
      ],
    })
    expect(stocked.statusCode).toBe(201)
    const order = await t.sell(
      cashier.token,
      basket([usd(1000)], { lines: [{ product_id: soy.id, quantity: 3 }] }),
    )
    const sold = await t.db.select().from(stockMovements).where(eq(stockMovements.document_id, order.id))
    const taken = sold.filter((m) => m.document_type === 'order').map((m) => [m.lot_id, m.quantity])
    expect(taken).toHaveLength(2)
    expect(taken.reduce((s, [, q]) => s + Number(q), 0)).toBe(-3)
    // The earlier lot empties first: its 2 units go, then 1 of the later lot.
    const [earlyLot] = await t.db
      .execute(sql`select id from lots where product_id = ${soy.id} and lot_number = 'EARLY'`)
      .then((r) => (r as unknown as { rows: { id: number }[] }).rows)
    expect(taken).toContainEqual([earlyLot?.id, -2])
    const short = await t.checkout(
      cashier.token,
      basket([usd(1000)], { lines: [{ product_id: soy.id, quantity: 1, lot_id: earlyLot?.id }] }),
    )
    expect(short.statusCode).toBe(422)
    expect(short.json().code).toBe('STOCK_INSUFFICIENT')
  })
})
