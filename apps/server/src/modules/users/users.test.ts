import { PERMISSIONS } from '@sms/contract'
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test/test-app.ts'

const t = await createTestApp()
const admin = await t.signInAs('admin')
const { as } = t
const api = as(admin.token)

let sequence = 0
const newUser = (overrides: object = {}) => {
  sequence++
  return {
    name: `Dara ${sequence}`,
    email: `dara${sequence}@shop.kh`,
    username: `dara${sequence}`,
    phone: '+855 12 345 678',
    password: 'Kampot#2026',
    password_confirmation: 'Kampot#2026',
    position: 'Cashier',
    join_date: '2026-01-15',
    ...overrides,
  }
}
const roleId = async (name: string) =>
  (await api.get(`/api/roles?filter[name][equals]=${name}`)).json().data[0].id as number

describe('users', () => {
  it('creates a user with roles, never returning the password, and the user can sign in', async () => {
    const payload = newUser({ role_ids: [await roleId('cashier')] })
    const response = await api.post('/api/users', payload)
    expect(response.statusCode).toBe(201)
    const { data, message } = response.json()
    expect(message).toBe('User successfully created!')
    expect(data).toMatchObject({ email: payload.email, role_ids: [await roleId('cashier')], store_ids: [] })
    expect(response.body).not.toMatch(/password/)
    const login = await t.login(payload.email, payload.password)
    expect(login.json().roles).toEqual(['cashier'])
  })

  it('takes a return limit from the form, an empty one meaning 0 for a new user and "unchanged" on an edit', async () => {
    const payload = newUser({ return_limit_usd: null })
    const created = await api.post('/api/users', payload)
    expect(created.statusCode).toBe(201)
    const id = created.json().data.id
    expect(created.json().data.return_limit_usd).toBe(0)
    const { password: _, password_confirmation: __, ...rest } = payload
    const raised = await api.put(`/api/users/${id}`, { ...rest, return_limit_usd: 2500 })
    expect(raised.json().data.return_limit_usd).toBe(2500)
    const kept = await api.put(`/api/users/${id}`, { ...rest, return_limit_usd: null })
    expect(kept.json().data.return_limit_usd).toBe(2500)
    expect((await api.put(`/api/users/${id}`, { ...rest, return_limit_usd: -1 })).statusCode).toBe(422)
  })

  it('requires the confirmation to match', async () => {
    const response = await api.post('/api/users', newUser({ password_confirmation: 'different' }))
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({ password_confirmation: ['mismatch'] })
  })

  it('keeps e-mail and username unique, whatever the letter case of the e-mail', async () => {
    const first = newUser()
    await api.post('/api/users', first)
    const sameEmail = await api.post('/api/users', newUser({ email: first.email.toUpperCase() }))
    expect(sameEmail.json().errors).toEqual({ email: ['taken'] })
    const sameUsername = await api.post('/api/users', newUser({ username: first.username }))
    expect(sameUsername.json().errors).toEqual({ username: ['taken'] })
  })

  it('keeps the password on an update without one, and changes it with one', async () => {
    const payload = newUser()
    const id = (await api.post('/api/users', payload)).json().data.id
    const { password: _, password_confirmation: __, ...rest } = payload
    expect((await api.put(`/api/users/${id}`, { ...rest, name: 'Renamed' })).statusCode).toBe(200)
    expect((await t.login(payload.email, payload.password)).statusCode).toBe(200)
    await api.put(`/api/users/${id}`, {
      ...rest,
      password: 'NewPass#2026',
      password_confirmation: 'NewPass#2026',
    })
    expect((await t.login(payload.email, 'NewPass#2026')).statusCode).toBe(200)
  })

  it('lets a manager create users but not grant roles', async () => {
    const manager = as((await t.signInAs('manager')).token)
    expect((await manager.post('/api/users', newUser())).statusCode).toBe(201)
    const granting = await manager.post('/api/users', newUser({ role_ids: [await roleId('admin')] }))
    expect(granting.statusCode).toBe(403)
    expect(granting.json().params).toEqual({ permission: 'users.assign' })
  })

  it('refuses deleting your own account', async () => {
    expect((await api.del(`/api/users/${admin.user.id}`)).statusCode).toBe(409)
  })
})

describe('roles and permissions', () => {
  it('lists the permission catalogue', async () => {
    const response = await api.get('/api/permissions')
    expect(
      response
        .json()
        .data.map((p: { name: string }) => p.name)
        .sort(),
    ).toEqual([...PERMISSIONS].sort())
  })

  it('creates a role with permissions and refuses unknown permission names', async () => {
    const created = await api.post('/api/roles', {
      name: 'auditor',
      label_en: 'Auditor',
      label_kh: 'សវនករ',
      permissions: ['products.list', 'sales-reports.view'],
    })
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({
      message: 'Role successfully created!',
      data: { permissions: ['products.list', 'sales-reports.view'], user_ids: [] },
    })
    const bad = await api.post('/api/roles', { name: 'x', label_en: 'X', permissions: ['products.fly'] })
    expect(bad.statusCode).toBe(422)
    expect(Object.keys(bad.json().errors)).toEqual(['permissions.0'])
  })

  it('adds a member, whose permissions change on the next request', async () => {
    const clerk = await t.signInWith(['dashboards.view'])
    const role = (
      await api.post('/api/roles', { name: 'pricing', label_en: 'Pricing', permissions: ['products.edit'] })
    ).json().data
    const before = await as(clerk.token).get('/api/me')
    expect(before.json().permissions).not.toContain('products.edit')
    const updated = await api.put(`/api/roles/${role.id}`, { ...role, user_ids: [clerk.user.id] })
    expect(updated.json().data.user_ids).toEqual([clerk.user.id])
    expect((await as(clerk.token).get('/api/me')).json().permissions).toContain('products.edit')
  })

  it('needs roles.assign to change members, roles.edit alone is not enough', async () => {
    const editor = as((await t.signInWith(['roles.edit', 'roles.view'])).token)
    const role = (await api.post('/api/roles', { name: 'helpers', label_en: 'Helpers' })).json().data
    const keepMembers = await editor.put(`/api/roles/${role.id}`, { ...role, label_en: 'Helpers 2' })
    expect(keepMembers.statusCode).toBe(200)
    const changeMembers = await editor.put(`/api/roles/${role.id}`, { ...role, user_ids: [admin.user.id] })
    expect(changeMembers.statusCode).toBe(403)
  })

  it('refuses deleting the admin role', async () => {
    expect((await api.del(`/api/roles/${await roleId('admin')}`)).statusCode).toBe(409)
  })
})

describe('profile', () => {
  it('reads and updates the own profile with emergency contact', async () => {
    const me = as((await t.signInAs('cashier')).token)
    const response = await me.put('/api/profile', {
      name: 'Srey Neang',
      phone: '012 345 678',
      gender: 'female',
      nationality: 'Cambodian',
      skills: ['cash', 'stock'],
      emergency_contact_name: 'Sok',
      emergency_contact_relationship: 'Brother',
      emergency_contact_phone: '+855 97 000 111',
      emergency_contact_email: 'sok@example.com',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().message).toBe('Profile successfully updated!')
    expect((await me.get('/api/profile')).json().data).toMatchObject({
      name: 'Srey Neang',
      gender: 'female',
      skills: ['cash', 'stock'],
      emergency_contact_name: 'Sok',
    })
  })

  it('changes the password with the current one and signs out the other sessions', async () => {
    const first = await t.signInAs('cashier')
    const other = await t.login(first.user.email, first.user.password)
    const wrong = await as(first.token).post('/api/profile/password', {
      current_password: 'nope',
      password: 'Another#2026',
      password_confirmation: 'Another#2026',
    })
    expect(wrong.json().errors).toEqual({ current_password: ['incorrect'] })
    const changed = await as(first.token).post('/api/profile/password', {
      current_password: first.user.password,
      password: 'Another#2026',
      password_confirmation: 'Another#2026',
    })
    expect(changed.statusCode).toBe(200)
    expect((await as(first.token).get('/api/me')).statusCode).toBe(200)
    expect((await as(other.json().token).get('/api/me')).statusCode).toBe(401)
  })
})
