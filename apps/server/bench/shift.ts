import { performance } from 'node:perf_hooks'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../src/db/client.ts'
import { createStore } from '../src/db/factories/parties.ts'
import { orderPayments, orders } from '../src/db/schema/index.ts'

type PaymentInsert = typeof orderPayments.$inferInsert

export type ShiftResult = { sales: number; otherOrders: number; closeMs: number[]; reportMs: number[] }

const BATCH = 1000

/**
 * `sales` completed sales in a shift, as the checkout writes them: the order and four payment rows (a
 * dollar tender, change in both currencies, the riel rounding), or a riel tender and a card for every
 * third sale. Written straight into the tables: this measures the close, not the checkout.
 */
async function fillShift(db: Db, shift: { id: number; store_id: number; user_id: number }, sales: number) {
  for (let start = 0; start < sales; start += BATCH) {
    const count = Math.min(BATCH, sales - start)
    const written = await db
      .insert(orders)
      .values(
        Array.from({ length: count }, (_, i) => ({
          store_id: shift.store_id,
          shift_id: shift.id,
          cashier_id: shift.user_id,
          stage: 'order_completed' as const,
          payment_status: 'paid' as const,
          rate: 4100,
          subtotal_usd: 735 + ((start + i) % 50),
          discount_usd: 0,
          vat_usd: 67,
          total_usd: 735 + ((start + i) % 50),
          total_khr: 30_135,
          vat_khr: 2747,
          prices_include_vat: true,
          vat_rate: 10,
        })),
      )
      .returning({ id: orders.id })
    const rows = written.flatMap(({ id }, i): PaymentInsert[] => {
      const base = { order_id: id, shift_id: shift.id, created_by: shift.user_id }
      if (i % 3 === 2) {
        return [
          {
            ...base,
            kind: 'tender' as const,
            method: 'cash' as const,
            currency: 'KHR' as const,
            amount: 20_000,
            amount_khr: 20_000,
          },
          {
            ...base,
            kind: 'tender' as const,
            method: 'card' as const,
            currency: 'USD' as const,
            amount: 300,
            amount_khr: 12_300,
          },
        ]
      }
      return [
        {
          ...base,
          kind: 'tender' as const,
          method: 'cash' as const,
          currency: 'USD' as const,
          amount: 1000,
          amount_khr: 41_000,
        },
        {
          ...base,
          kind: 'change' as const,
          method: 'cash' as const,
          currency: 'USD' as const,
          amount: -200,
          amount_khr: -8200,
        },
        {
          ...base,
          kind: 'change' as const,
          method: 'cash' as const,
          currency: 'KHR' as const,
          amount: -2700,
          amount_khr: -2700,
        },
        {
          ...base,
          kind: 'rounding' as const,
          method: 'cash' as const,
          currency: 'KHR' as const,
          amount: -35,
          amount_khr: -35,
        },
      ]
    })
    await db.insert(orderPayments).values(rows)
  }
}

/**
 * Closing a shift of `sales` sales through app.inject, `rounds` times (a fresh shift each time), among
 * `otherShifts` closed shifts of the same size in the same store, so the sums must find their rows by index.
 * Also times reading the report of a closed shift.
 */
export async function benchShiftClose(
  app: FastifyInstance,
  db: Db,
  token: string,
  userId: number,
  { sales, rounds, otherShifts }: { sales: number; rounds: number; otherShifts: number },
): Promise<ShiftResult> {
  const headers = { authorization: `Bearer ${token}` }
  const store = await createStore(db)
  const openShift = async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/shifts',
      headers,
      payload: { store_id: store.id, float_usd: 10_000, float_khr: 400_000 },
    })
    if (response.statusCode !== 201) throw new Error(`open answered ${response.statusCode}: ${response.body}`)
    return response.json<{ data: { id: number } }>().data
  }
  const close = (id: number) =>
    app.inject({
      method: 'POST',
      url: `/api/shifts/${id}/close`,
      headers,
      payload: { counted_usd: 10_000, counted_khr: 400_000 },
    })
  for (let i = 0; i < otherShifts; i++) {
    const shift = await openShift()
    await fillShift(db, { id: shift.id, store_id: store.id, user_id: userId }, sales)
    await close(shift.id)
  }
  const result: ShiftResult = { sales, otherOrders: otherShifts * sales, closeMs: [], reportMs: [] }
  for (let round = 0; round < rounds; round++) {
    const shift = await openShift()
    await fillShift(db, { id: shift.id, store_id: store.id, user_id: userId }, sales)
    let t0 = performance.now()
    const closed = await close(shift.id)
    result.closeMs.push(performance.now() - t0)
    if (closed.statusCode !== 200) throw new Error(`close answered ${closed.statusCode}: ${closed.body}`)
    const report = closed.json<{ data: { orders: number } }>().data
    if (report.orders !== sales) throw new Error(`the report counted ${report.orders} orders, not ${sales}`)
    t0 = performance.now()
    const read = await app.inject({ method: 'GET', url: `/api/shifts/${shift.id}`, headers })
    result.reportMs.push(performance.now() - t0)
    if (read.statusCode !== 200) throw new Error(`report answered ${read.statusCode}`)
  }
  return result
}

export function printShiftTable(result: ShiftResult) {
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b)
  const summary = (values: number[]) => {
    const s = sorted(values)
    return {
      'min ms': (s[0] ?? 0).toFixed(1),
      'median ms': (s[Math.floor(s.length / 2)] ?? 0).toFixed(1),
      'max ms': (s[s.length - 1] ?? 0).toFixed(1),
    }
  }
  console.table({
    [`close a shift of ${result.sales} sales`]: summary(result.closeMs),
    'read its Z report': summary(result.reportMs),
  })
}
