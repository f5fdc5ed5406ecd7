// Closing a shift: the Z report's sums per currency, who may close, and bad counts.
import type { ShiftDetail } from '@sms/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import type { DocumentEvent } from '../documents/events.ts'
import { createShiftTestApp, shiftRequests } from './shift-test-kit.ts'

const t = await createShiftTestApp()
const events: DocumentEvent[] = []
t.app.events.subscribe((event) => events.push(event))

let store: { id: number }
let otherStore: { id: number }

beforeAll(async () => {
  store = await t.createStore()
  otherStore = await t.createStore()
})

const { openShift } = shiftRequests(t, () => store)

describe('closing a shift: the Z report', () => {
  it('sums the shift’s rows per currency and shows the difference with the blind count', async () => {
    const cashier = await t.signInAtStores(['cashier'], [store.id])
    const shift = await openShift(cashier.token, store.id, 5000, 200_000)
    // $7.35 paid with a $10 note: $2 and 2,700 ៛ back, 35 ៛ of rounding (SALES.md's worked example).
    await t.recordSale(shift, {
      total_usd: 735,
      total_khr: 30_135,
      vat_usd: 67,
      payments: [
        { kind: 'tender', method: 'cash', currency: 'USD', amount: 1000 },
        { kind: 'change', method: 'cash', currency: 'USD', amount: -200 },
        { kind: 'change', method: 'cash', currency: 'KHR', amount: -2700 },
        { kind: 'rounding', method: 'cash', currency: 'KHR', amount: -35 },
      ],
    })
    // Riel cash and a card, with a discount.
    await t.recordSale(shift, {
      total_usd: 1500,
      total_khr: 61_500,
      discount_usd: 150,
      vat_usd: 136,
      payments: [
        { kind: 'tender', method: 'cash', currency: 'KHR', amount: 41_000 },
        { kind: 'tender', method: 'card', currency: 'USD', amount: 500 },
      ],
    })
    // KHQR in riel, its row written without the drawer's id: it still counts for the order's shift.
    await t.recordSale(shift, {
      total_usd: 300,
      total_khr: 12_300,
      payments: [{ kind: 'tender', method: 'khqr', currency: 'KHR', amount: 12_300, withoutShift: true }],
    })
    // Another cashier's sale in the same store is not this drawer's.
    const other = await t.signInAtStores(['cashier'], [store.id])
    const otherShift = await openShift(other.token)
    await t.recordSale(otherShift, {
      total_usd: 999,
      total_khr: 40_959,
      payments: [{ kind: 'tender', method: 'cash', currency: 'USD', amount: 999 }],
    })
    await t.as(cashier.token).post(`/api/shifts/${shift.id}/cash-moves`, {
      direction: 'in',
      currency: 'KHR',
      amount: 50_000,
      reason: 'Coins',
    })
    await t.as(cashier.token).post(`/api/shifts/${shift.id}/cash-moves`, {
      direction: 'out',
      currency: 'USD',
      amount: 300,
      reason: 'Ice',
    })

    const closed = await t.as(cashier.token).post(`/api/shifts/${shift.id}/close`, {
      counted_usd: 5450,
      counted_khr: 288_000,
      note: 'Short a dollar',
    })
    expect(closed.statusCode, closed.body).toBe(200)
    const report = closed.json<{ data: ShiftDetail }>().data
    expect(report).toMatchObject({
      status: 'closed',
      counted_usd: 5450,
      counted_khr: 288_000,
      note: 'Short a dollar',
      orders: 3,
      total_usd: 735 + 1500 + 300,
      total_khr: 30_135 + 61_500 + 12_300,
      discount_usd: 150,
      vat_usd: 67 + 136,
    })
    // USD: 5000 + 1000 − 200 − 300 = 5500 expected; 5450 counted.
    expect(report.drawer.usd).toEqual({
      float: 5000,
      cash_sales: 1000,
      refunds: 0,
      change_given: -200,
      cash_in: 0,
      cash_out: 300,
      expected: 5500,
      counted: 5450,
      difference: -50,
    })
    // KHR: 200,000 + 41,000 − 2,700 + 50,000 = 288,300 expected; 288,000 counted.
    expect(report.drawer.khr).toEqual({
      float: 200_000,
      cash_sales: 41_000,
      refunds: 0,
      change_given: -2700,
      cash_in: 50_000,
      cash_out: 0,
      expected: 288_300,
      counted: 288_000,
      difference: -300,
    })
    expect(report.by_tender).toEqual([
      { method: 'card', currency: 'USD', amount: 500 },
      { method: 'cash', currency: 'KHR', amount: 41_000 },
      { method: 'cash', currency: 'USD', amount: 1000 },
      { method: 'khqr', currency: 'KHR', amount: 12_300 },
    ])
    expect(report.cash_moves.map((m) => m.reason)).toEqual(['Coins', 'Ice'])
    expect(events).toContainEqual({
      type: 'shift.closed',
      id: shift.id,
      store_id: store.id,
      user_id: cashier.user.id,
    })

    // The report reads the same afterwards, and the till is free to open again.
    const read = await t.as(cashier.token).get(`/api/shifts/${shift.id}`)
    expect(read.json().data).toEqual(report)
    const again = await t
      .as(cashier.token)
      .post(`/api/shifts/${shift.id}/close`, { counted_usd: 0, counted_khr: 0 })
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('SHIFT_CLOSED')
    await openShift(cashier.token)
  })

  it('refuses another cashier’s shift; a manager of the store may close one left open', async () => {
    const cashier = await t.signInAtStores(['cashier'], [store.id])
    const shift = await openShift(cashier.token)
    const other = await t.signInAtStores(['cashier'], [store.id])
    const count = { counted_usd: 5000, counted_khr: 200_000 }
    expect((await t.as(other.token).post(`/api/shifts/${shift.id}/close`, count)).statusCode).toBe(403)
    expect((await t.as(other.token).get(`/api/shifts/${shift.id}`)).statusCode).toBe(403)
    const elsewhere = await t.signInAtStores(['manager'], [otherStore.id])
    expect((await t.as(elsewhere.token).post(`/api/shifts/${shift.id}/close`, count)).statusCode).toBe(403)
    expect((await t.as(elsewhere.token).get(`/api/shifts/${shift.id}`)).statusCode).toBe(403)
    const manager = await t.signInAtStores(['manager'], [store.id])
    expect((await t.as(manager.token).get(`/api/shifts/${shift.id}`)).statusCode).toBe(200)
    const closed = await t.as(manager.token).post(`/api/shifts/${shift.id}/close`, count)
    expect(closed.statusCode).toBe(200)
    expect(closed.json().data.drawer.usd.difference).toBe(0)
  })

  it('refuses a bad count with a 4xx', async () => {
    const cashier = await t.signInAtStores(['cashier'], [store.id])
    const shift = await openShift(cashier.token)
    for (const body of [
      { counted_usd: -1, counted_khr: 0 },
      { counted_usd: 0 },
      { counted_usd: 0.5, counted_khr: 0 },
    ]) {
      expect((await t.as(cashier.token).post(`/api/shifts/${shift.id}/close`, body)).statusCode).toBe(422)
    }
    expect(
      (await t.as(cashier.token).post('/api/shifts/0/close', { counted_usd: 0, counted_khr: 0 })).statusCode,
    ).toBe(400)
    expect(
      (await t.as(cashier.token).post('/api/shifts/99999999/close', { counted_usd: 0, counted_khr: 0 }))
        .statusCode,
    ).toBe(404)
  })
})
