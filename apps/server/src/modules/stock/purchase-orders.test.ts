// Purchase orders from draft to received, with lots, receipts and movements, and the orders and receipts refused.
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { bearer } from '../../../test/test-app.ts'
import { auditLog, lots, stockReceipts } from '../../db/schema/index.ts'
import { createPurchasingTestApp } from './purchasing-test-kit.ts'

const t = await createPurchasingTestApp()
let admin: string
let adminName: string
let store: { id: number }
let supplier: { id: number; name: string }

beforeAll(async () => {
  const session = await t.signInAs('admin')
  admin = session.token
  adminName = session.user.name
  store = await t.createStore()
  supplier = await t.createSupplier({ name: 'Angkor Wholesale' })
})

const { receiptMovements } = t

describe('purchase orders', () => {
  it('goes draft → ordered → partially received → received, with lots, receipts and movements', async () => {
    const milk = await t.createProduct({ name_en: 'UHT milk', is_lot_tracked: true })
    const rice = await t.createProduct({ name_en: 'Jasmine rice' })
    const created = await t.createOrder(admin, {
      supplier_id: supplier.id,
      store_id: store.id,
      expected_date: '2030-05-01',
      lines: [{ product_id: milk.id, quantity: 24, unit_cost_usd: 95 }],
    })
    expect(created.statusCode).toBe(201)
    const draft = created.json().data
    expect(draft).toMatchObject({
      status: 'draft',
      supplier_name: 'Angkor Wholesale',
      total_usd: 2280,
      created_by_name: adminName,
      ordered_by_name: null,
    })

    // A draft's lines may still change; 12.5 kg × $1.21 = $15.125, rounded once to 1513 cents.
    const edited = await t.post(admin, `/api/purchase-orders/${draft.id}/edit`, {
      supplier_id: supplier.id,
      store_id: store.id,
      note: 'Weekly order',
      lines: [
        { product_id: milk.id, quantity: 24, unit_cost_usd: 95 },
        { product_id: rice.id, quantity: 12.5, unit_cost_usd: 121 },
      ],
    })
    expect(edited.statusCode).toBe(200)
    expect(edited.json().data).toMatchObject({ status: 'draft', note: 'Weekly order', total_usd: 3793 })
    const [milkLine, riceLine] = edited.json().data.lines

    const early = await t.receive(admin, draft.id, {
      lines: [{ purchase_order_line_id: riceLine.id, quantity: 1 }],
    })
    expect(early.statusCode).toBe(409)

    const ordered = await t.post(admin, `/api/purchase-orders/${draft.id}/order`)
    expect(ordered.json().data).toMatchObject({ status: 'ordered', ordered_by_name: adminName })
    const lateEdit = await t.post(admin, `/api/purchase-orders/${draft.id}/edit`, {
      supplier_id: supplier.id,
      store_id: store.id,
      lines: [{ product_id: rice.id, quantity: 1, unit_cost_usd: 1 }],
    })
    expect(lateEdit.statusCode).toBe(409)

    // Part of the milk in two lots, and part of the rice.
    const first = await t.receive(admin, draft.id, {
      note: 'First van',
      lines: [
        { purchase_order_line_id: milkLine.id, quantity: 10, lot_number: 'M-01', expiry_date: '2030-02-01' },
        { purchase_order_line_id: milkLine.id, quantity: 6, lot_number: 'M-02', expiry_date: '2030-03-01' },
        { purchase_order_line_id: riceLine.id, quantity: 2.5 },
      ],
    })
    expect(first.statusCode).toBe(200)
    expect(first.json().data).toMatchObject({
      status: 'partially_received',
      lines: [
        { id: milkLine.id, quantity: 24, received_quantity: 16, remaining_quantity: 8 },
        { id: riceLine.id, quantity: 12.5, received_quantity: 2.5, remaining_quantity: 10 },
      ],
      receipts: [{ note: 'First van', supplier_id: supplier.id, store_id: store.id, total_usd: 1823 }],
    })
    const milkRows = await t.onHand(admin, store.id, milk.id)
    expect(milkRows.map((r) => [r.lot_number, r.on_hand])).toEqual([
      ['M-01', 10],
      ['M-02', 6],
    ])
    expect((await t.onHand(admin, store.id, rice.id))[0]?.on_hand).toBe(2.5)

    const cancel = await t.post(admin, `/api/purchase-orders/${draft.id}/cancel`)
    expect(cancel.statusCode).toBe(409)

    const rest = await t.receive(admin, draft.id, {
      lines: [
        // An existing lot keeps the expiry date it was first given.
        { purchase_order_line_id: milkLine.id, quantity: 8, lot_number: 'M-02', expiry_date: '2031-01-01' },
        { purchase_order_line_id: riceLine.id, quantity: 10, unit_cost_usd: 130 },
      ],
    })
    expect(rest.statusCode).toBe(200)
    const done = rest.json().data
    expect(done.status).toBe('received')
    expect(done.receipts).toHaveLength(2)
    const [lot] = await t.db
      .select()
      .from(lots)
      .where(and(eq(lots.product_id, milk.id), eq(lots.lot_number, 'M-02')))
    expect(lot?.expiry_date).toBe('2030-03-01')
    expect((await t.onHand(admin, store.id, milk.id)).map((r) => r.on_hand)).toEqual([10, 14])

    // Each receipt is its own document, listed and opened with its lines and movements.
    const receipts = await t.app.inject({
      method: 'GET',
      url: `/api/stock-receipts?filter[purchase_order_id][equals]=${draft.id}&sort=id`,
      headers: bearer(admin),
    })
    expect(receipts.json().meta.total).toBe(2)
    const second = receipts.json().data[1]
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/stock-receipts/${second.id}`,
      headers: bearer(admin),
    })
    expect(opened.json().data).toMatchObject({
      supplier_name: 'Angkor Wholesale',
      created_by_name: adminName,
      total_usd: 760 + 1300,
      lines: [
        { product_id: milk.id, quantity: 8, lot_number: 'M-02', lot_id: lot?.id, unit_cost_usd: 95 },
        { product_id: rice.id, quantity: 10, lot_id: null, unit_cost_usd: 130 },
      ],
    })
    const movements = await receiptMovements(milk.id)
    expect(movements.map((m) => [m.document_type, m.quantity])).toEqual([
      ['stock-receipt', 10],
      ['stock-receipt', 6],
      ['stock-receipt', 8],
    ])
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.record_id, draft.id))
    expect(audit.filter((a) => a.resource === 'purchase-orders').map((a) => a.action)).toEqual([
      'created',
      'edited',
      'ordered',
      'received',
      'received',
    ])
    const receiptAudit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'stock-receipts'), eq(auditLog.record_id, second.id)))
    expect(receiptAudit.map((a) => a.action)).toEqual(['created'])
  })

  it('refuses a lot-tracked line without a lot, a lot on another product, and a line of another order', async () => {
    const milk = await t.createProduct({ is_lot_tracked: true })
    const soap = await t.createProduct()
    const order = await t.orderedOrder(admin, {
      supplier_id: supplier.id,
      store_id: store.id,
      lines: [
        { product_id: milk.id, quantity: 5, unit_cost_usd: 100 },
        { product_id: soap.id, quantity: 5, unit_cost_usd: 100 },
      ],
    })
    const response = await t.receive(admin, order.id, {
      lines: [
        { purchase_order_line_id: order.lines[0]?.id ?? 0, quantity: 1 },
        { purchase_order_line_id: order.lines[1]?.id ?? 0, quantity: 1, lot_number: 'X' },
        { purchase_order_line_id: 999_999, quantity: 1 },
      ],
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({
      'lines.0.lot_number': ['required'],
      'lines.1.lot_number': ['mismatch'],
      'lines.2.purchase_order_line_id': ['not_found'],
    })
  })

  it('refuses to receive more than was ordered, and writes nothing', async () => {
    const water = await t.createProduct()
    const order = await t.orderedOrder(admin, {
      supplier_id: supplier.id,
      store_id: store.id,
      lines: [{ product_id: water.id, quantity: 10, unit_cost_usd: 50 }],
    })
    const lineId = order.lines[0]?.id ?? 0
    expect(
      (await t.receive(admin, order.id, { lines: [{ purchase_order_line_id: lineId, quantity: 7 }] }))
        .statusCode,
    ).toBe(200)
    // Two receipt lines that together pass the 3 left.
    const over = await t.receive(admin, order.id, {
      lines: [
        { purchase_order_line_id: lineId, quantity: 2 },
        { purchase_order_line_id: lineId, quantity: 1.5 },
      ],
    })
    expect(over.statusCode).toBe(422)
    expect(over.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { 'lines.0.quantity': ['over_received'], 'lines.1.quantity': ['over_received'] },
      params: { lines: [{ purchase_order_line_id: lineId, remaining: 3 }] },
    })
    expect((await t.onHand(admin, store.id, water.id))[0]?.on_hand).toBe(7)
    const receipts = await t.db
      .select()
      .from(stockReceipts)
      .where(eq(stockReceipts.purchase_order_id, order.id))
    expect(receipts).toHaveLength(1)
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/purchase-orders/${order.id}`,
      headers: bearer(admin),
    })
    expect(opened.json().data).toMatchObject({
      status: 'partially_received',
      lines: [{ received_quantity: 7 }],
    })
  })

  it('cancels an order nothing was received on, and then refuses to receive it', async () => {
    const tea = await t.createProduct()
    const order = await t.orderedOrder(admin, {
      supplier_id: supplier.id,
      store_id: store.id,
      lines: [{ product_id: tea.id, quantity: 3, unit_cost_usd: 10 }],
    })
    const cancelled = await t.post(admin, `/api/purchase-orders/${order.id}/cancel`)
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', cancelled_by: expect.any(Number) })
    const receive = await t.receive(admin, order.id, {
      lines: [{ purchase_order_line_id: order.lines[0]?.id ?? 0, quantity: 1 }],
    })
    expect(receive.statusCode).toBe(409)
    expect(receive.json()).toMatchObject({ code: 'CONFLICT', params: { status: 'cancelled' } })
  })

  it('refuses a draft with an unknown supplier, a deleted product or the same product twice', async () => {
    const product = await t.createProduct()
    const gone = await t.createProduct({ deleted_at: new Date() })
    const response = await t.createOrder(admin, {
      supplier_id: 999_999,
      store_id: store.id,
      lines: [
        { product_id: product.id, quantity: 1, unit_cost_usd: 1 },
        { product_id: product.id, quantity: 2, unit_cost_usd: 1 },
        { product_id: gone.id, quantity: 1, unit_cost_usd: 1 },
      ],
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({
      supplier_id: ['not_found'],
      'lines.1.product_id': ['duplicate'],
      'lines.2.product_id': ['not_found'],
    })
  })
})
