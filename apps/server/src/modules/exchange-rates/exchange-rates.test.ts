import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { bearer, createTestApp } from '../../../test/test-app.ts'
import { auditLog } from '../../db/schema/index.ts'
import type { DocumentEvent } from '../documents/events.ts'

const t = await createTestApp()
const events: DocumentEvent[] = []
t.app.events.subscribe((event) => events.push(event))

const admin = await t.signInAs('admin')
const cashier = await t.signInAs('cashier')
const setRate = (body: object, token = admin.token) => t.as(token).post('/api/exchange-rates', body)
const current = async () => (await t.as(cashier.token).get('/api/exchange-rates/current')).json().data

describe('the riel rate', () => {
  it('is 4,100 in a fresh shop, readable by everyone signed in', async () => {
    expect(await current()).toEqual({ rate: 4100, effective_at: null, updated_at: null, updated_by: null })
    expect((await t.app.inject({ method: 'GET', url: '/api/exchange-rates/current' })).statusCode).toBe(401)
  })

  it('takes a new rate from someone allowed, announces it and tells the people who take money', async () => {
    events.length = 0
    const response = await setRate({ rate: 4105.5 })
    expect(response.statusCode).toBe(201)
    expect(response.json().data).toMatchObject({ rate: 4105.5, created_by: admin.user.id })
    const now = await current()
    expect(now).toMatchObject({ rate: 4105.5, updated_by: admin.user.id })
    expect(typeof now.rate).toBe('number')
    expect(Date.parse(now.updated_at)).not.toBeNaN()

    expect(events.find((e) => e.type === 'exchange-rate.updated')).toMatchObject({ rate: 4105.5 })
    const notified = events.flatMap((e) => (e.type === 'notification.created' ? [e] : []))
    expect(notified.map((e) => e.user_id)).toContain(cashier.user.id)
    expect(notified.map((e) => e.user_id)).not.toContain(admin.user.id)
    expect(notified[0]).toMatchObject({
      kind: 'exchange_rate_changed',
      params: { rate: 4105.5, previous: 4100 },
    })
  })

  it('refuses a rate that is not positive or has more than 2 decimals, with field errors', async () => {
    for (const [rate, code] of [
      [-4100, 'too_small'],
      [0, 'too_small'],
      [4100.123, 'too_many_decimals'],
      ['4100', 'invalid_type'],
      [10_000_000, 'too_big'],
    ] as const) {
      const response = await setRate({ rate })
      expect(response.statusCode, String(rate)).toBe(422)
      expect(response.json().errors).toEqual({ rate: [code] })
    }
  })

  it('asks for confirmation of a change above 10%, then takes it', async () => {
    const before = await current()
    const refused = await setRate({ rate: 5000 })
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toMatchObject({
      code: 'RATE_CHANGE_UNCONFIRMED',
      params: { previous: before.rate, rate: 5000 },
      errors: { rate: ['confirm_required'] },
    })
    expect(await current()).toEqual(before)

    // 10% exactly is an ordinary change.
    expect((await setRate({ rate: 4516.05 })).statusCode).toBe(201)
    expect((await setRate({ rate: 4000, confirm: true })).statusCode).toBe(201)
    expect((await current()).rate).toBe(4000)
  })

  it('keeps the history, newest first, in the list convention', async () => {
    const response = await t.as(admin.token).get('/api/exchange-rates?per_page=2')
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.meta).toEqual({ page: 1, per_page: 2, total: 3 })
    expect(body.data.map((r: { rate: number }) => r.rate)).toEqual([4000, 4516.05])
    expect(body.data[0]).toMatchObject({ created_by: admin.user.id, created_by_name: admin.user.name })
    const filtered = await t.as(admin.token).get('/api/exchange-rates?filter[rate][gt]=4200')
    expect(filtered.json().data.map((r: { rate: number }) => r.rate)).toEqual([4516.05])
  })

  it('applies a rate dated later only once its time has come, judged against the rate before it', async () => {
    const tomorrow = new Date(Date.now() + 24 * 3600 * 1000).toISOString()
    const response = await setRate({ rate: 4050, effective_at: tomorrow })
    expect(response.statusCode).toBe(201)
    expect((await current()).rate).toBe(4000)
    // Judged against tomorrow's 4,050 (11% below 4,500), not today's 4,000.
    const later = new Date(Date.now() + 48 * 3600 * 1000).toISOString()
    expect((await setRate({ rate: 4500, effective_at: later })).json().params).toMatchObject({
      previous: 4050,
    })
  })

  it('needs exchange-rates.create to set, which the seeded manager lacks, and exchange-rates.list to read', async () => {
    expect((await setRate({ rate: 4100 }, cashier.token)).statusCode).toBe(403)
    expect((await t.as(cashier.token).get('/api/exchange-rates')).statusCode).toBe(403)
    const manager = await t.signInAs('manager')
    const refused = await setRate({ rate: 0.01, confirm: true }, manager.token)
    expect(refused.statusCode).toBe(403)
    expect((await t.as(manager.token).get('/api/exchange-rates')).statusCode).toBe(200)
    const trusted = await t.signInWith(['exchange-rates.create'])
    expect((await setRate({ rate: 4010 }, trusted.token)).statusCode).toBe(201)
  })

  it("refuses a rate outside the shop's band even when confirmed, with a field error", async () => {
    const before = await current()
    for (const rate of [0.01, 41, 2999.99, 6000.01, 41000]) {
      const response = await setRate({ rate, confirm: true })
      expect(response.statusCode, String(rate)).toBe(422)
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        params: { min: 3000, max: 6000 },
        errors: { rate: ['rate_out_of_band'] },
      })
    }
    expect(await current()).toEqual(before)
    // The band's ends are inside it; the owner moves the band in the settings.
    expect((await setRate({ rate: 3000, confirm: true })).statusCode).toBe(201)
    expect((await setRate({ rate: 6000, confirm: true })).statusCode).toBe(201)
    const settings = (await t.as(admin.token).get('/api/settings')).json().data
    const { updated_at: _at, updated_by: _by, ...values } = settings
    const moved = await t.as(admin.token).put('/api/settings', { ...values, exchange_rate_max: 8000 })
    expect(moved.statusCode, moved.body).toBe(200)
    expect((await setRate({ rate: 7000, confirm: true })).statusCode).toBe(201)
    expect((await setRate({ rate: 4000, confirm: true })).statusCode).toBe(201)
  })

  it('audits every new rate and tells the owners', async () => {
    const owner = await t.signInAs('admin')
    const trusted = await t.signInWith(['exchange-rates.create'])
    events.length = 0
    const response = await setRate({ rate: 4030 }, trusted.token)
    expect(response.statusCode).toBe(201)
    const id = response.json().data.id
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'exchange-rates'), eq(auditLog.record_id, id)))
    expect(entry).toMatchObject({ action: 'created', actor_id: trusted.user.id })
    expect(entry?.after).toMatchObject({ rate: 4030 })
    const told = events.flatMap((e) => (e.type === 'notification.created' ? [e.user_id] : []))
    expect(told).toContain(owner.user.id)
    expect(told).toContain(admin.user.id)
  })

  it('writes a rate once for one Idempotency-Key', async () => {
    const headers = { ...bearer(admin.token), 'idempotency-key': 'rate-2026-05-01' }
    const send = () =>
      t.app.inject({ method: 'POST', url: '/api/exchange-rates', headers, payload: { rate: 4020 } })
    const first = await send()
    const again = await send()
    expect(first.statusCode).toBe(201)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.json()).toEqual(first.json())
  })
})
