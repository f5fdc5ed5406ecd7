import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { bearer, createTestApp } from '../../../test/test-app.ts'
import { createUser } from '../../db/factories/users.ts'
import { auditLog, roles } from '../../db/schema/index.ts'
import { shopToday } from '../../kernel/shop-day.ts'
import { REFRESH_REPEAT_GRACE_SECONDS } from '../auth/auth.service.ts'
import { hashRefreshToken } from '../auth/tokens.ts'

const t = await createTestApp()
const admin = await t.signInAs('admin')
const get = (url: string, token = admin.token) => t.app.inject({ method: 'GET', url, headers: bearer(token) })
const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: bearer(admin.token), payload })

const entries = async (resource: string, recordId: number) =>
  (
    await get(
      `/api/audit-logs?filter[resource][equals]=${resource}&filter[record_id][equals]=${recordId}&sort=id`,
    )
  ).json().data as {
    action: string
    before: Record<string, unknown> | null
    after: Record<string, unknown> | null
    actor_name: string | null
  }[]

describe('audit rows hold no secrets', () => {
  it('never stores a password, its hash or a token, for a user created, reset or signed in', async () => {
    const created = await send('POST', '/api/users', {
      name: 'Vanna',
      email: 'vanna@shop.kh',
      password: 'Secret#2026a',
      password_confirmation: 'Secret#2026a',
    })
    const id = created.json().data.id
    const { id: _, created_at, updated_at, deleted_at, profile_image, ...fields } = created.json().data
    await send('PUT', `/api/users/${id}`, {
      ...fields,
      password: 'Secret#2026b',
      password_confirmation: 'Secret#2026b',
    })
    await t.login('vanna@shop.kh', 'Secret#2026b')
    const rows = await t.db.select().from(auditLog)
    const text = JSON.stringify(rows)
    for (const secret of ['password_hash', 'Secret#2026', 'argon2', 'refresh_token', 'token_hash']) {
      expect(text).not.toContain(secret)
    }
  })
})

describe('grants are audited', () => {
  it("records a role's permissions and members, and a user's roles, before and after", async () => {
    const member = await createUser(t.db)
    const created = await send('POST', '/api/roles', {
      name: 'shelf_a',
      label_en: 'Shelf',
      permissions: ['products.list'],
    })
    const id = created.json().data.id
    const body = { name: 'shelf_a', label_en: 'Shelf', group: null, label_kh: null, status: true }
    await send('PUT', `/api/roles/${id}`, {
      ...body,
      permissions: ['products.list', 'products.view'],
      user_ids: [member.id],
    })
    const [creation, update] = await entries('roles', id)
    expect(creation?.after).toMatchObject({ permissions: ['products.list'], user_ids: [] })
    expect(update?.before).toMatchObject({ permissions: ['products.list'], user_ids: [] })
    expect(update?.after).toMatchObject({
      permissions: ['products.list', 'products.view'],
      user_ids: [member.id],
    })
    const [cashier] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.system_key, 'cashier'))
    const { data } = (await get(`/api/users/${member.id}`)).json()
    const { id: _, created_at, updated_at, deleted_at, profile_image, ...fields } = data
    await send('PUT', `/api/users/${member.id}`, { ...fields, role_ids: [id, cashier?.id] })
    const userEntries = await entries('users', member.id)
    expect(userEntries.at(-1)?.before?.role_ids).toEqual([id])
    expect(userEntries.at(-1)?.after?.role_ids).toEqual(
      [id, cashier?.id].sort((a, b) => Number(a) - Number(b)),
    )
  })
})

describe('sign-in events are audited', () => {
  it('records sign-in, failed sign-in (the e-mail, not the password), sign-out and refresh reuse', async () => {
    const user = await createUser(t.db)
    await t.login(user.email, 'Wrong#pass1')
    const signed = (await t.login(user.email, user.password)).json()
    await t.app.inject({
      method: 'POST',
      url: '/api/refresh',
      payload: { refresh_token: signed.refresh_token },
    })
    // Presented again after the grace a second tab's refresh gets (decision 0002): a stolen token.
    await t.db.execute(sql`update refresh_tokens
      set used_at = used_at - make_interval(secs => ${REFRESH_REPEAT_GRACE_SECONDS + 1})
      where token_hash = ${hashRefreshToken(signed.refresh_token)}`)
    await t.app.inject({
      method: 'POST',
      url: '/api/refresh',
      payload: { refresh_token: signed.refresh_token },
    })
    await t.login('nobody@example.com', 'Wrong#pass1')
    const actions = (await entries('auth', user.id)).map((e) => e.action)
    expect(actions).toEqual(['sign_in_failed', 'signed_in', 'refresh_reused'])
    const unknown = await entries('auth', 0)
    expect(unknown.at(-1)?.after).toMatchObject({ email: 'nobody@example.com' })
    expect(JSON.stringify(unknown)).not.toContain('Wrong#pass1')
    const other = await t.signInAs('cashier')
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(other.token) })
    expect((await entries('auth', other.user.id)).map((e) => e.action)).toEqual(['signed_in', 'signed_out'])
  })
})

describe('GET /api/audit-logs', () => {
  it('lists with the list convention, names the actor and filters by actor, action and day', async () => {
    await send('POST', '/api/brands', { name_en: 'Audited', code: 'AUD1' })
    const today = shopToday()
    const response = await get(
      `/api/audit-logs?filter[actor_id][equals]=${admin.user.id}&filter[action][equals]=created&filter[created_at][dateIs]=${today}&filter[resource][equals]=brands`,
    )
    expect(response.statusCode).toBe(200)
    const { data, meta } = response.json()
    expect(meta.total).toBe(1)
    expect(data[0]).toMatchObject({ resource: 'brands', action: 'created', actor_name: admin.user.name })
    expect(data[0].after).toMatchObject({ name_en: 'Audited', code: 'AUD1' })
  })

  it('is read only and needs its own permission', async () => {
    const manager = await t.signInAs('manager')
    expect((await get('/api/audit-logs', manager.token)).statusCode).toBe(403)
    expect((await send('POST', '/api/audit-logs', {})).statusCode).toBe(404)
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/audit-logs/1', headers: bearer(admin.token) }))
        .statusCode,
    ).toBe(404)
  })
})

describe('CSV exports', () => {
  it('neutralise formulas in text cells and keep numbers as numbers', async () => {
    await send('POST', '/api/brands', { name_en: '=HYPERLINK("http://evil","x")', code: 'CSV1' })
    await send('POST', '/api/brands', { name_en: '@SUM(A1)', code: 'CSV2' })
    await send('POST', '/api/brands', { name_en: '-2+3', code: 'CSV3' })
    const csv = (await get('/api/brands/export?filter[code][startsWith]=CSV&sort=code')).body
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"",""x"")"`)
    expect(csv).toContain(`"'@SUM(A1)"`)
    expect(csv).toContain(`"'-2+3"`)
    expect(csv).not.toMatch(/,=HYPERLINK/)
  })
})
