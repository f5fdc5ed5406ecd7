import { ORDER_STAGES, ORDER_TRANSITIONS, type OrderStage } from '@sms/contract'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { stockMovements } from '../../db/schema/index.ts'
import { createOrdersTestApp } from './orders-test-kit.ts'

const t = await createOrdersTestApp()
let store: { id: number }
let manager: Awaited<ReturnType<typeof t.managerAt>>
let free: { id: number }
let priced: { id: number; name_en: string }

beforeAll(async () => {
  store = await t.createStore()
  manager = await t.managerAt(store.id)
  free = await t.createProduct({ price_usd: 0, price_khr: 0 })
  priced = await t.createProduct({ price_usd: 668, taxable: true })
  await t.stockUp(store.id, free.id, 10_000)
  await t.stockUp(store.id, priced.id, 100)
})

const freeOrder = () => ({ store_id: store.id, lines: [{ product_id: free.id, quantity: 1 }] })

describe('every pair of stages', () => {
  it('moves along SALES.md’s graph and answers INVALID_TRANSITION for every other pair', async () => {
    const seen: string[] = []
    for (const from of ORDER_STAGES) {
      for (const to of ORDER_STAGES) {
        // A paid (free) approved order put in `from`, never shipped: `issued` may still ship or cancel.
        const order = await t.approvedOrder(manager.token, freeOrder())
        await t.setStage(order.id, from)
        const response = await t.api.transition(manager.token, order.id, { to, reason: 'test' })
        const allowed = (ORDER_TRANSITIONS[from] as readonly OrderStage[]).includes(to)
        if (allowed) {
          expect(response.statusCode, `${from} → ${to}: ${response.body}`).toBe(200)
          const moved = response.json().data
          expect(moved.stage).toBe(to)
          expect(moved.stage_history.at(-1)).toMatchObject({
            from_stage: from,
            to_stage: to,
            created_by: manager.user.id,
            created_by_name: manager.user.name,
          })
          seen.push(`${from}>${to}`)
        } else {
          expect(response.statusCode, `${from} → ${to}`).toBe(422)
          expect(response.json().code).toBe('INVALID_TRANSITION')
        }
      }
    }
    expect(seen).toContain('shipped>order_completed')
    expect(seen).not.toContain('shipped>cancelled')
  }, 300_000)

  it('never goes to issued by a transition: only an invoice issues an order', async () => {
    const order = await t.approvedOrder(manager.token, freeOrder(), ['preparing_done'])
    const response = await t.api.transition(manager.token, order.id, { to: 'issued' })
    expect(response.json().code).toBe('INVALID_TRANSITION')
  })

  it('keeps an order invoiced after delivery final', async () => {
    const order = await t.approvedOrder(manager.token, freeOrder(), [
      'preparing_done',
      'ready_for_delivery',
      'shipping',
      'shipped',
      'order_completed',
    ])
    const issued = await t.ok(await t.api.invoice(manager.token, order.id), 201)
    expect(issued.stage).toBe('issued')
    expect(issued.next_stages).toEqual([])
    const response = await t.api.transition(manager.token, order.id, { to: 'shipping' })
    expect(response.json().code).toBe('INVALID_TRANSITION')
  })
})

describe('completing', () => {
  const shipped = () =>
    t.approvedOrder(manager.token, { store_id: store.id, lines: [{ product_id: priced.id, quantity: 1 }] }, [
      'preparing_done',
      'ready_for_delivery',
      'shipping',
      'shipped',
    ])

  it('refuses an unpaid order, and completes it once paid', async () => {
    const order = await shipped()
    expect(order.payment_status).toBe('unpaid')
    const refused = await t.api.transition(manager.token, order.id, { to: 'order_completed' })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().code).toBe('ORDER_NOT_PAID')
    await t.ok(
      await t.api.pay(manager.token, order.id, { method: 'card', currency: 'USD', amount: 668 }),
      201,
    )
    const done = await t.ok(await t.api.transition(manager.token, order.id, { to: 'order_completed' }))
    expect(done).toMatchObject({ stage: 'order_completed', payment_status: 'paid' })
  })

  it('completes an unpaid order as a write-off only with orders.approve, and records it', async () => {
    const order = await shipped()
    const clerk = await t.signInWith(['orders.view', 'orders.edit'])
    await t.db.insert((await import('../../db/schema/index.ts')).userStores).values({
      user_id: clerk.user.id,
      store_id: store.id,
    })
    const forbidden = await t.api.transition(clerk.token, order.id, {
      to: 'order_completed',
      write_off: true,
    })
    expect(forbidden.statusCode).toBe(403)
    const done = await t.ok(
      await t.api.transition(manager.token, order.id, {
        to: 'order_completed',
        write_off: true,
        reason: 'gift',
      }),
    )
    expect(done.stage).toBe('order_completed')
    expect(done.payment_status).toBe('unpaid')
    expect(done.stage_history.at(-1)?.reason).toBe('write_off: gift')
  })
})

describe('cancel', () => {
  it('puts the stock back to the exact lots it came from, with the reason, and never after shipping', async () => {
    const soy = await t.createProduct({ price_usd: 0, price_khr: 0, is_lot_tracked: true })
    const stocked = await t.adjust(t.admin.token, {
      store_id: store.id,
      reason: 'found',
      lines: [
        { product_id: soy.id, quantity: 2, lot_number: 'EARLY', expiry_date: '2031-01-31' },
        { product_id: soy.id, quantity: 5, lot_number: 'LATE', expiry_date: '2031-06-30' },
      ],
    })
    expect(stocked.statusCode).toBe(201)
    const order = await t.approvedOrder(manager.token, {
      store_id: store.id,
      lines: [{ product_id: soy.id, quantity: 3 }],
    })
    const missingReason = await t.api.cancel(manager.token, order.id, {})
    expect(missingReason.statusCode).toBe(422)
    const cancelled = await t.ok(await t.api.cancel(manager.token, order.id, { reason: 'customer called' }))
    expect(cancelled).toMatchObject({ stage: 'cancelled', cancel_reason: 'customer called' })
    expect(cancelled.cancelled_at).not.toBeNull()
    const moves = await t.db
      .select({ lot_id: stockMovements.lot_id, quantity: stockMovements.quantity, kind: stockMovements.kind })
      .from(stockMovements)
      .where(and(eq(stockMovements.document_type, 'order'), eq(stockMovements.document_id, order.id)))
    const net = new Map<number | null, number>()
    for (const m of moves) net.set(m.lot_id, (net.get(m.lot_id) ?? 0) + Number(m.quantity))
    // Each lot got back exactly what it gave: nothing of the order is still out, lot by lot.
    expect([...net.values()].every((q) => q === 0)).toBe(true)
    expect(
      moves
        .filter((m) => m.kind === 'return')
        .map((m) => Number(m.quantity))
        .sort(),
    ).toEqual([1, 2])

    const onRoad = await t.approvedOrder(manager.token, freeOrder(), [
      'preparing_done',
      'ready_for_delivery',
      'shipping',
    ])
    const late = await t.api.cancel(manager.token, onRoad.id, { reason: 'too late' })
    expect(late.statusCode).toBe(422)
    expect(late.json().code).toBe('INVALID_TRANSITION')
  })

  it('needs orders.cancel', async () => {
    const order = await t.approvedOrder(manager.token, freeOrder())
    const clerk = await t.signInWith(['orders.view', 'orders.edit'])
    const response = await t.api.cancel(clerk.token, order.id, { reason: 'no' })
    expect(response.statusCode).toBe(403)
  })

  it('writes a credit note when the order was invoiced, and refunds what was paid', async () => {
    const order = await t.approvedOrder(manager.token, {
      store_id: store.id,
      lines: [{ product_id: priced.id, quantity: 1 }],
    })
    await t.ok(
      await t.api.pay(manager.token, order.id, { method: 'bank', currency: 'USD', amount: 668 }),
      201,
    )
    await t.ok(await t.api.invoice(manager.token, order.id, { kind: 'commercial' }), 201)
    const noRefund = await t.api.cancel(manager.token, order.id, { reason: 'wrong goods' })
    expect(noRefund.json().code).toBe('REFUND_MISMATCH')
    const cancelled = await t.ok(
      await t.api.cancel(manager.token, order.id, {
        reason: 'wrong goods',
        refund: [{ method: 'bank', currency: 'USD', amount: 668 }],
      }),
    )
    expect(cancelled.stage).toBe('cancelled')
    expect(cancelled.payment_status).toBe('refunded')
    expect(cancelled.returns).toHaveLength(1)
    expect(cancelled.returns[0]).toMatchObject({
      kind: 'cancellation',
      total_usd: 668,
      total_khr: order.total_khr,
    })
    expect(cancelled.returns[0]?.number).toMatch(/^CN-\d{4}-\d{6}$/)
  })
})
