import { isGuessablePin } from '@sms/contract'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test/test-app.ts'
import { auditLog, users } from '../../db/schema/index.ts'
import { verifyPassword } from '../../lib/passwords.ts'

const t = await createTestApp()

const pinHashOf = async (id: number) =>
  (await t.db.select({ pin: users.pin_hash }).from(users).where(eq(users.id, id)))[0]?.pin ?? null

describe('the PIN for approvals at the till', () => {
  it('is set and changed with the account password, stored only as a hash, and audited', async () => {
    const manager = await t.signInAs('manager')
    const api = t.as(manager.token)
    expect((await api.get('/api/profile')).json().data.has_pin).toBe(false)

    const wrong = await api.put('/api/profile/pin', { current_password: 'not-it', pin: '482916' })
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json().errors).toEqual({ current_password: ['incorrect'] })
    expect(await pinHashOf(manager.user.id)).toBeNull()

    const set = await api.put('/api/profile/pin', { current_password: manager.user.password, pin: '482916' })
    expect(set.statusCode, set.body).toBe(200)
    expect(set.json().message).toBe('PIN successfully saved!')
    const hash = await pinHashOf(manager.user.id)
    expect(hash).not.toContain('482916')
    expect(await verifyPassword(String(hash), '482916')).toBe(true)
    expect((await api.get('/api/profile')).json().data.has_pin).toBe(true)

    const changed = await api.put('/api/profile/pin', {
      current_password: manager.user.password,
      pin: '7305',
    })
    expect(changed.statusCode).toBe(200)
    expect(await verifyPassword(String(await pinHashOf(manager.user.id)), '7305')).toBe(true)
    expect(await verifyPassword(String(await pinHashOf(manager.user.id)), '482916')).toBe(false)

    const audit = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'users'), eq(auditLog.record_id, manager.user.id)))
    expect(audit.map((a) => a.action)).toEqual(['pin_set', 'pin_changed'])
    // Neither the PIN nor its hash is shown to anyone.
    const admin = await t.signInAs('admin')
    const listed = await t.as(admin.token).get(`/api/users/${manager.user.id}`)
    expect(listed.statusCode).toBe(200)
    expect(listed.body).not.toMatch(/pin_hash|argon2/)
  })

  it('is 4 to 8 digits, not an easy guess, and needs a signed-in user', async () => {
    const cashier = await t.signInAs('cashier')
    const api = t.as(cashier.token)
    const password = cashier.user.password
    for (const [pin, code] of [
      ['123', 'pin'],
      ['123456789', 'pin'],
      ['12a4', 'pin'],
      [' 4829', 'pin'],
      ['1234', 'weak'],
      ['0000', 'weak'],
      ['98765', 'weak'],
    ] as const) {
      const response = await api.put('/api/profile/pin', { current_password: password, pin })
      expect(response.statusCode, pin).toBe(422)
      expect(response.json().errors.pin, pin).toEqual([code])
    }
    expect((await api.put('/api/profile/pin', { current_password: password, pin: 4829 })).statusCode).toBe(
      422,
    )
    expect((await api.put('/api/profile/pin', { pin: '4829' })).statusCode).toBe(422)
    const anonymous = await t.app.inject({ method: 'PUT', url: '/api/profile/pin', payload: { pin: '4829' } })
    expect(anonymous.statusCode).toBe(401)
  })

  it('knows a guessable PIN', () => {
    expect(['1111', '1234', '4321', '56789', '00000000'].map(isGuessablePin)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ])
    expect(['1212', '4829', '1235', '9870'].map(isGuessablePin)).toEqual([false, false, false, false])
  })
})

describe('the discount limit at the till', () => {
  it('is set by an admin on the user, from 0 to 100 percent', async () => {
    const admin = await t.signInAs('admin')
    const api = t.as(admin.token)
    const user = {
      name: 'Sokha',
      email: 'sokha.limit@shop.kh',
      password: 'Kampot#2026',
      password_confirmation: 'Kampot#2026',
    }
    const created = await api.post('/api/users', { ...user, discount_limit_percent: 10 })
    expect(created.statusCode, created.body).toBe(201)
    const { id, discount_limit_percent } = created.json().data
    expect(discount_limit_percent).toBe(10)
    const { password: _, password_confirmation: __, ...rest } = user
    expect(
      (await api.put(`/api/users/${id}`, { ...rest, discount_limit_percent: 25 })).json().data,
    ).toMatchObject({
      discount_limit_percent: 25,
    })
    expect((await t.db.select().from(users).where(eq(users.id, id)))[0]?.discount_limit_percent).toBe(25)
    for (const bad of [-1, 101, 12.5, '10']) {
      const response = await api.put(`/api/users/${id}`, { ...rest, discount_limit_percent: bad })
      expect(response.statusCode, String(bad)).toBe(422)
      expect(Object.keys(response.json().errors)).toEqual(['discount_limit_percent'])
    }
    const other = await api.post('/api/users', { ...user, email: 'sokha.nolimit@shop.kh' })
    expect(other.json().data.discount_limit_percent).toBe(0)
  })
})
