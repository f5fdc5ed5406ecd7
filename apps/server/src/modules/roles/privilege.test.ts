import { PERMISSIONS } from '@sms/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { bearer, createTestApp } from '../../../test/test-app.ts'
import { createUser } from '../../db/factories/users.ts'
import { roles } from '../../db/schema/index.ts'

const t = await createTestApp()
const { as } = t
const admin = await t.signInAs('admin')
const api = as(admin.token)

const roleIdOf = async (systemKey: string) => {
  const [row] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.system_key, systemKey))
  if (!row) throw new Error(`no ${systemKey} role`)
  return row.id
}
const ADMIN_ROLE = await roleIdOf('admin')
const CASHIER_ROLE = await roleIdOf('cashier')

/** The full PUT body of a user as the API shows it, with changes. */
async function userBody(id: number, changes: object = {}) {
  const { data } = (await api.get(`/api/users/${id}`)).json()
  const { id: _, created_at, updated_at, deleted_at, profile_image, ...fields } = data
  return { ...fields, ...changes }
}
async function roleBody(id: number, changes: object = {}) {
  const { data } = (await api.get(`/api/roles/${id}`)).json()
  const { id: _, created_at, updated_at, deleted_at, system_key, ...fields } = data
  return { ...fields, ...changes }
}
const isSignedIn = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode === 200

describe('nobody acts on a user who holds more rights', () => {
  it('refuses a manager resetting, editing, disabling or deleting an administrator', async () => {
    const manager = as((await t.signInAs('manager')).token)
    const target = await createUser(t.db, { roles: ['admin'] })
    for (const changes of [
      { password: 'Taken#over2026', password_confirmation: 'Taken#over2026' },
      { email: 'attacker@example.com' },
      { status: false },
    ]) {
      const response = await manager.put(`/api/users/${target.id}`, await userBody(target.id, changes))
      expect(response.statusCode).toBe(403)
      expect(response.json()).toMatchObject({ code: 'RIGHTS_EXCEEDED' })
    }
    expect((await manager.del(`/api/users/${target.id}`)).json().code).toBe('RIGHTS_EXCEEDED')
    expect((await t.login(target.email, target.password)).statusCode).toBe(200)
  })

  it('lets a manager edit a cashier, who holds fewer rights', async () => {
    const manager = as((await t.signInAs('manager')).token)
    const cashier = await createUser(t.db, { roles: ['cashier'] })
    const response = await manager.put(
      `/api/users/${cashier.id}`,
      await userBody(cashier.id, { position: 'Lead' }),
    )
    expect(response.statusCode).toBe(200)
  })

  it('never grants a right the actor lacks, even with users.assign', async () => {
    const assigner = as(
      (await t.signInWith(['users.list', 'users.view', 'users.edit', 'users.assign'])).token,
    )
    const target = await createUser(t.db)
    const response = await assigner.put(
      `/api/users/${target.id}`,
      await userBody(target.id, { role_ids: [CASHIER_ROLE] }),
    )
    expect(response.statusCode).toBe(403)
    expect(response.json().code).toBe('RIGHTS_EXCEEDED')
  })
})

describe('nobody edits a role into having rights they lack', () => {
  it('refuses adding a permission the actor lacks, and editing a role holding more', async () => {
    const editor = as(
      (await t.signInWith(['roles.list', 'roles.view', 'roles.edit', 'roles.create', 'products.list'])).token,
    )
    const created = await editor.post('/api/roles', {
      name: 'shelf',
      label_en: 'Shelf',
      permissions: ['products.list'],
    })
    expect(created.statusCode).toBe(201)
    const id = created.json().data.id
    const widened = await editor.put(
      `/api/roles/${id}`,
      await roleBody(id, { permissions: ['products.list', 'users.delete'] }),
    )
    expect(widened.json().code).toBe('RIGHTS_EXCEEDED')
    const cashierEdit = await editor.put(
      `/api/roles/${CASHIER_ROLE}`,
      await roleBody(CASHIER_ROLE, { label_en: 'Till' }),
    )
    expect(cashierEdit.json().code).toBe('RIGHTS_EXCEEDED')
  })
})

describe('system roles and the last administrator', () => {
  it('keeps the administrator role by its key: no rename, no delete, no fewer permissions', async () => {
    const renamed = await api.put(`/api/roles/${ADMIN_ROLE}`, await roleBody(ADMIN_ROLE, { name: 'boss' }))
    expect(renamed.json().code).toBe('SYSTEM_ROLE')
    expect((await api.del(`/api/roles/${ADMIN_ROLE}`)).json().code).toBe('SYSTEM_ROLE')
    const fewer = PERMISSIONS.filter((p) => p !== 'users.delete')
    const stripped = await api.put(
      `/api/roles/${ADMIN_ROLE}`,
      await roleBody(ADMIN_ROLE, { permissions: fewer }),
    )
    expect(stripped.json().code).toBe('SYSTEM_ROLE')
    expect((await api.del(`/api/roles/${CASHIER_ROLE}`)).json().code).toBe('SYSTEM_ROLE')
    expect((await api.get(`/api/roles/${ADMIN_ROLE}`)).json().data).toMatchObject({
      name: 'admin',
      system_key: 'admin',
    })
  })

  it('refuses to disable, delete or strip the last active administrator, also when two try at once', async () => {
    const isolated = await createTestApp()
    const first = await isolated.signInAs('admin')
    const second = await isolated.signInAs('admin')
    const put = (token: string, id: number, body: object) =>
      isolated.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: bearer(token), payload: body })
    // Read with the survivor's own token later: the other administrator's sessions may have ended.
    const bodyOf = async (id: number, changes: object, token = first.token) => {
      const { data } = (
        await isolated.app.inject({ method: 'GET', url: `/api/users/${id}`, headers: bearer(token) })
      ).json()
      const { id: _, created_at, updated_at, deleted_at, profile_image, ...fields } = data
      return { ...fields, ...changes }
    }
    // Each disables the other at the same moment: one may succeed, never both.
    const answers = await Promise.all([
      put(first.token, second.user.id, await bodyOf(second.user.id, { status: false })),
      put(second.token, first.user.id, await bodyOf(first.user.id, { status: false })),
    ])
    const codes = answers.map((a) => a.statusCode).sort()
    expect(codes[0]).toBe(200)
    const survivor = answers[0]?.statusCode === 200 ? first : second
    const loser = survivor === first ? answers[1] : answers[0]
    expect([401, 409]).toContain(loser?.statusCode)
    // Disabling oneself or stripping one's own roles is refused before the count: nobody changes their own
    // status or roles (issue 18), so the last administrator cannot lock the shop out either way.
    for (const [changes, code] of [
      [{ status: false }, 'OWN_ACCESS'],
      [{ role_ids: [] }, 'OWN_ACCESS'],
    ] as const) {
      const body = await bodyOf(survivor.user.id, changes, survivor.token)
      const response = await put(survivor.token, survivor.user.id, body)
      expect(response.json().code).toBe(code)
    }
  })
})

describe('sessions end when an administrator acts on the account', () => {
  it('ends every session on a password reset, on disabling and on deleting; a restore brings none back', async () => {
    for (const change of ['reset', 'disable', 'delete'] as const) {
      const target = await t.signInAs('cashier')
      expect(await isSignedIn(target.token)).toBe(true)
      if (change === 'delete') {
        expect((await api.del(`/api/users/${target.user.id}`)).statusCode).toBe(200)
        expect((await api.post(`/api/users/${target.user.id}/restore`)).statusCode).toBe(200)
      } else {
        const changes =
          change === 'reset'
            ? { password: 'New#pass2026', password_confirmation: 'New#pass2026' }
            : { status: false }
        expect(
          (await api.put(`/api/users/${target.user.id}`, await userBody(target.user.id, changes))).statusCode,
        ).toBe(200)
      }
      expect(await isSignedIn(target.token)).toBe(false)
      const refreshed = await t.app.inject({
        method: 'POST',
        url: '/api/refresh',
        payload: { refresh_token: target.refreshToken },
      })
      expect(refreshed.statusCode).toBe(401)
    }
  })
})

describe('deleted users and the trash', () => {
  it('removes a deleted user from role memberships, and a restore grants nothing back', async () => {
    const member = await createUser(t.db, { roles: ['cashier'] })
    expect((await api.get(`/api/roles/${CASHIER_ROLE}`)).json().data.user_ids).toContain(member.id)
    await api.del(`/api/users/${member.id}`)
    expect((await api.get(`/api/roles/${CASHIER_ROLE}`)).json().data.user_ids).not.toContain(member.id)
    await api.post(`/api/users/${member.id}/restore`)
    expect((await api.get(`/api/users/${member.id}`)).json().data.role_ids).toEqual([])
  })

  it('shows deleted records only to those who may delete', async () => {
    const created = await api.post('/api/brands', { name_en: 'Gone', code: 'GONE1' })
    const id = created.json().data.id
    await api.del(`/api/brands/${id}`)
    const cashier = as((await t.signInWith(['brands.list', 'brands.view'])).token)
    expect((await cashier.get('/api/brands?trashed=only')).statusCode).toBe(403)
    expect((await cashier.get('/api/brands?trashed=with')).statusCode).toBe(403)
    expect((await cashier.get(`/api/brands/${id}`)).statusCode).toBe(403)
    expect((await cashier.get('/api/brands/export?trashed=only')).statusCode).toBe(403)
    expect(
      (await api.get('/api/brands?trashed=only')).json().data.map((b: { id: number }) => b.id),
    ).toContain(id)
  })
})
