// Shifts: opening one, its live events, the current shift, cash in and out, and the list.
import type { ShiftDetail } from '@sms/contract'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { bearer } from '../../../test/test-app.ts'
import { auditLog, shifts } from '../../db/schema/index.ts'
import type { DocumentEvent } from '../documents/events.ts'
import { channelsForEvent } from '../live/event-channels.ts'
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

const { open, openShift } = shiftRequests(t, () => store)

describe('opening a shift', () => {
  it('opens the signed-in cashier’s till with its float, audited and announced', async () => {
    const cashier = await t.signInAtStores(['cashier'], [store.id])
    const response = await open(cashier.token, { store_id: store.id, float_usd: 2500, float_khr: 100_000 })
    expect(response.statusCode, response.body).toBe(201)
    const shift = response.json().data
    expect(shift).toMatchObject({
      store_id: store.id,
      user_id: cashier.user.id,
      status: 'open',
      float_usd: 2500,
      float_khr: 100_000,
      closed_at: null,
      counted_usd: null,
    })
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'shifts'), eq(auditLog.record_id, shift.id)))
    expect(audit.map((a) => a.action)).toEqual(['opened'])
    expect(events).toContainEqual({
      type: 'shift.opened',
      id: shift.id,
      store_id: store.id,
      user_id: cashier.user.id,
    })
  })

  it('refuses a second open shift at the same store, not at another', async () => {
    const cashier = await t.signInAtStores(['cashier'], [store.id, otherStore.id])
    const first = await openShift(cashier.token)
    const again = await open(cashier.token, { store_id: store.id, float_usd: 0, float_khr: 0 })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ code: 'SHIFT_ALREADY_OPEN', params: { shift_id: first.id } })
    await openShift(cashier.token, otherStore.id)
  })

  it('gives one shift and one 409 when two opens race', async () => {
    const cashier = await t.signInAtStores(['cashier'], [store.id])
    const body = { store_id: store.id, float_usd: 1000, float_khr: 0 }
    const answers = await Promise.all([open(cashier.token, body), open(cashier.token, body)])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409])
    const open_ = await t.db
      .select()
      .from(shifts)
      .where(and(eq(shifts.user_id, cashier.user.id), eq(shifts.status, 'open')))
    expect(open_).toHaveLength(1)
  })

  it('refuses a store the cashier does not work in, and bad input with a 4xx', async () => {
    const cashier = await t.signInAtStores(['cashier'], [store.id])
    expect(
      (await open(cashier.token, { store_id: otherStore.id, float_usd: 0, float_khr: 0 })).statusCode,
    ).toBe(403)
    for (const body of [
      { store_id: store.id, float_usd: -1, float_khr: 0 },
      { store_id: store.id, float_usd: 1.5, float_khr: 0 },
      { store_id: store.id, float_usd: '10', float_khr: 0 },
      { float_usd: 0, float_khr: 0 },
      {},
    ]) {
      const response = await open(cashier.token, body)
      expect(response.statusCode, JSON.stringify(body)).toBe(422)
      expect(response.json().code).toBe('VALIDATION_FAILED')
    }
    const admin = await t.signInAs('admin')
    const missing = await open(admin.token, { store_id: 999_999, float_usd: 0, float_khr: 0 })
    expect(missing.statusCode).toBe(422)
    expect(missing.json().errors).toEqual({ store_id: ['not_found'] })
  })

  it('needs shifts.create', async () => {
    const keeper = await t.signInAtStores(['stock_keeper'], [store.id])
    expect((await open(keeper.token, { store_id: store.id, float_usd: 0, float_khr: 0 })).statusCode).toBe(
      403,
    )
  })
})

describe('live events', () => {
  it('go to the store’s private channel', () => {
    // Whole events, as the bus carries them: the table's routes are typed by each event's own fields.
    const heard: DocumentEvent[] = [
      { type: 'shift.opened', id: 1, store_id: 7, user_id: 2 },
      { type: 'shift.closed', id: 1, store_id: 7, user_id: 2 },
      { type: 'held-cart.changed', id: 1, store_id: 7, action: 'held', count: 1 },
    ]
    for (const event of heard) {
      expect(channelsForEvent(event)).toEqual(['private-store.7'])
    }
  })
})

describe('the current shift', () => {
  it('is the cashier’s open shift at that store, else 404', async () => {
    const cashier = await t.signInAtStores(['cashier'], [store.id, otherStore.id])
    const shift = await openShift(cashier.token)
    const current = await t.as(cashier.token).get(`/api/shifts/current?store_id=${store.id}`)
    expect(current.statusCode).toBe(200)
    expect(current.json().data).toMatchObject({ id: shift.id, status: 'open', orders: 0 })
    const none = await t.as(cashier.token).get(`/api/shifts/current?store_id=${otherStore.id}`)
    expect(none.statusCode).toBe(404)
    expect((await t.as(cashier.token).get('/api/shifts/current?store_id=abc')).statusCode).toBe(400)
  })
})

describe('cash in and out', () => {
  it('records moves with a reason in the cashier’s own open shift only', async () => {
    const cashier = await t.signInAtStores(['cashier'], [store.id])
    const shift = await openShift(cashier.token)
    const moved = await t.as(cashier.token).post(`/api/shifts/${shift.id}/cash-moves`, {
      direction: 'out',
      currency: 'USD',
      amount: 1000,
      reason: 'Ice',
    })
    expect(moved.statusCode, moved.body).toBe(201)
    expect(moved.json().data).toMatchObject({
      shift_id: shift.id,
      direction: 'out',
      amount: 1000,
      reason: 'Ice',
    })

    const noReason = await t.as(cashier.token).post(`/api/shifts/${shift.id}/cash-moves`, {
      direction: 'in',
      currency: 'KHR',
      amount: 100,
      reason: ' ',
    })
    expect(noReason.statusCode).toBe(422)
    const zero = await t.as(cashier.token).post(`/api/shifts/${shift.id}/cash-moves`, {
      direction: 'in',
      currency: 'KHR',
      amount: 0,
      reason: 'x',
    })
    expect(zero.statusCode).toBe(422)
    const sideways = await t.as(cashier.token).post(`/api/shifts/${shift.id}/cash-moves`, {
      direction: 'up',
      currency: 'KHR',
      amount: 1,
      reason: 'x',
    })
    expect(sideways.statusCode).toBe(422)

    // A retried request (same Idempotency-Key) is answered again without a second move.
    const retry = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/shifts/${shift.id}/cash-moves`,
        headers: { ...bearer(cashier.token), 'idempotency-key': `move-${shift.id}` },
        payload: { direction: 'in', currency: 'KHR', amount: 20_000, reason: 'Change from the bank' },
      })
    const first = await retry()
    const second = await retry()
    expect(first.statusCode).toBe(201)
    expect(second.statusCode).toBe(201)
    expect(second.headers['idempotent-replayed']).toBe('true')
    expect(second.json()).toEqual(first.json())
    const report = (await t.as(cashier.token).get(`/api/shifts/${shift.id}`)).json<{ data: ShiftDetail }>()
      .data
    expect(report.drawer.khr.cash_in).toBe(20_000)
    expect(report.drawer.usd.cash_out).toBe(1000)

    const other = await t.signInAtStores(['cashier'], [store.id])
    const foreign = await t.as(other.token).post(`/api/shifts/${shift.id}/cash-moves`, {
      direction: 'in',
      currency: 'USD',
      amount: 100,
      reason: 'x',
    })
    expect(foreign.statusCode).toBe(403)

    await t
      .as(cashier.token)
      .post(`/api/shifts/${shift.id}/close`, { counted_usd: 4000, counted_khr: 200_000 })
    const late = await t.as(cashier.token).post(`/api/shifts/${shift.id}/cash-moves`, {
      direction: 'in',
      currency: 'USD',
      amount: 100,
      reason: 'x',
    })
    expect(late.statusCode).toBe(409)
    expect(late.json().code).toBe('SHIFT_CLOSED')
  })
})

describe('the list of shifts', () => {
  it('shows a manager the shifts of their stores only, and needs shifts.list', async () => {
    const there = await t.signInAtStores(['cashier'], [otherStore.id])
    const shift = await openShift(there.token, otherStore.id)
    const manager = await t.signInAtStores(['manager'], [store.id])
    const list = await t.as(manager.token).get('/api/shifts?per_page=200')
    expect(list.statusCode).toBe(200)
    const rows = list.json<{ data: { id: number; store_id: number; user_name: string | null }[] }>().data
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.every((row) => row.store_id === store.id)).toBe(true)
    const admin = await t.signInAs('admin')
    const all = await t
      .as(admin.token)
      .get(`/api/shifts?filter[store_id][equals]=${otherStore.id}&per_page=200`)
    const found = all
      .json<{ data: { id: number; user_name: string | null }[] }>()
      .data.find((r) => r.id === shift.id)
    expect(found?.user_name).toBe(there.user.name)
    expect((await t.as(there.token).get('/api/shifts')).statusCode).toBe(403)
    expect((await t.as(admin.token).get('/api/shifts?filter[secret][equals]=1')).statusCode).toBe(400)
  })
})
