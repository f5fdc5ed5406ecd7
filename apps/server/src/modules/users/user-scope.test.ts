import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test/test-app.ts'
import { createStore } from '../../db/factories/parties.ts'
import { createUser } from '../../db/factories/users.ts'
import { userStores } from '../../db/schema/index.ts'

// Issue 18, points 2 and 3: nobody widens their own access, hands out stores they do not work in, or takes
// over a peer's account.
const t = await createTestApp()
const { as } = t
const admin = as((await t.signInAs('admin')).token)
const storeOne = await createStore(t.db)
const storeTwo = await createStore(t.db)

const workIn = async (userId: number, storeIds: number[]) => {
  if (storeIds.length)
    await t.db.insert(userStores).values(storeIds.map((id) => ({ user_id: userId, store_id: id })))
}
/** A manager signed in, working in the given stores. */
async function managerIn(storeIds: number[]) {
  const signedIn = await t.signInAs('manager')
  await workIn(signedIn.user.id, storeIds)
  return { ...signedIn, api: as(signedIn.token) }
}
/** The full PUT body of a user as the API shows it, with changes. */
async function userBody(id: number, changes: object = {}) {
  const { data } = (await admin.get(`/api/users/${id}`)).json()
  const { id: _, created_at, updated_at, deleted_at, profile_image, ...fields } = data
  return { ...fields, ...changes }
}
const storesOf = async (id: number) => (await admin.get(`/api/users/${id}`)).json().data.store_ids

describe('nobody changes their own stores or roles', () => {
  it('refuses a manager limited to store 1 giving themselves store 2', async () => {
    const manager = await managerIn([storeOne.id])
    const id = manager.user.id
    const response = await manager.api.put(
      `/api/users/${id}`,
      await userBody(id, { store_ids: [storeOne.id, storeTwo.id] }),
    )
    expect(response.statusCode).toBe(403)
    expect(response.json()).toMatchObject({ code: 'OWN_ACCESS', params: { fields: ['store_ids'] } })
    expect(await storesOf(id)).toEqual([storeOne.id])
    // Dropping a store of one's own is changing one's access too.
    const dropped = await manager.api.put(`/api/users/${id}`, await userBody(id, { store_ids: [] }))
    expect(dropped.json().code).toBe('OWN_ACCESS')
  })

  it('refuses even an administrator changing their own roles here, yet lets them edit their name', async () => {
    const owner = await t.signInAs('admin')
    const api = as(owner.token)
    const id = owner.user.id
    const roles = await api.put(`/api/users/${id}`, await userBody(id, { role_ids: [] }))
    expect(roles.statusCode).toBe(403)
    expect(roles.json().code).toBe('OWN_ACCESS')
    const renamed = await api.put(`/api/users/${id}`, await userBody(id, { name: 'Owner Renamed' }))
    expect(renamed.statusCode).toBe(200)
  })

  it('refuses a manager raising their own discount or return limit; the owner still sets them', async () => {
    const manager = await managerIn([storeOne.id])
    const id = manager.user.id
    for (const change of [{ discount_limit_percent: 100 }, { return_limit_usd: 1_000_000 }]) {
      const own = await manager.api.put(`/api/users/${id}`, await userBody(id, change))
      expect(own.statusCode).toBe(403)
      expect(own.json()).toMatchObject({ code: 'OWN_ACCESS', params: { fields: Object.keys(change) } })
    }
    const { discount_limit_percent, return_limit_usd } = (await admin.get(`/api/users/${id}`)).json().data
    expect([discount_limit_percent, return_limit_usd]).not.toContain(100)
    expect(return_limit_usd).not.toBe(1_000_000)
    const set = await admin.put(`/api/users/${id}`, await userBody(id, { discount_limit_percent: 20 }))
    expect(set.statusCode, set.body).toBe(200)
  })

  it('refuses anyone, the owner too, disabling their own account; another user’s status still changes', async () => {
    const owner = await t.signInAs('admin')
    const api = as(owner.token)
    const id = owner.user.id
    const disabled = await api.put(`/api/users/${id}`, await userBody(id, { status: false }))
    expect(disabled.statusCode).toBe(403)
    expect(disabled.json()).toMatchObject({ code: 'OWN_ACCESS', params: { fields: ['status'] } })
    expect((await admin.get(`/api/users/${id}`)).json().data.status).toBe(true)
    expect((await api.get('/api/profile')).statusCode).toBe(200)

    const manager = await managerIn([storeOne.id])
    const own = await manager.api.put(
      `/api/users/${manager.user.id}`,
      await userBody(manager.user.id, { status: false }),
    )
    expect(own.json().code).toBe('OWN_ACCESS')
    const other = await api.put(
      `/api/users/${manager.user.id}`,
      await userBody(manager.user.id, { status: false }),
    )
    expect(other.statusCode, other.body).toBe(200)
    expect((await admin.get(`/api/users/${manager.user.id}`)).json().data.status).toBe(false)
  })

  it('refuses adding or removing oneself as a role member', async () => {
    const owner = await t.signInAs('admin')
    const api = as(owner.token)
    const roles = (await api.get('/api/roles?filter[name][equals]=cashier')).json().data
    const { id, created_at, updated_at, deleted_at, system_key, ...cashierRole } = roles[0]
    const joined = await api.put(`/api/roles/${id}`, {
      ...cashierRole,
      user_ids: [...cashierRole.user_ids, owner.user.id],
    })
    expect(joined.statusCode).toBe(403)
    expect(joined.json().code).toBe('OWN_ACCESS')
  })

  it('refuses a new own password here: the profile asks for the current one', async () => {
    const manager = await managerIn([storeOne.id])
    const id = manager.user.id
    const changes = { password: 'Stolen#session2026', password_confirmation: 'Stolen#session2026' }
    const response = await manager.api.put(`/api/users/${id}`, await userBody(id, changes))
    expect(response.statusCode).toBe(403)
    expect(response.json().code).toBe('OWN_PASSWORD')
    expect((await t.login(manager.user.email, manager.user.password)).statusCode).toBe(200)
  })
})

describe('nobody grants a store they do not work in', () => {
  it('refuses a manager of store 1 moving a cashier into store 2, on create and on update', async () => {
    const manager = await managerIn([storeOne.id])
    const cashier = await createUser(t.db, { roles: ['cashier'] })
    await workIn(cashier.id, [storeOne.id])
    const moved = await manager.api.put(
      `/api/users/${cashier.id}`,
      await userBody(cashier.id, { store_ids: [storeTwo.id] }),
    )
    expect(moved.statusCode).toBe(403)
    expect(moved.json()).toMatchObject({
      code: 'SCOPE_EXCEEDED',
      params: { field: 'store_ids', ids: [storeTwo.id] },
    })
    expect(await storesOf(cashier.id)).toEqual([storeOne.id])
    const created = await manager.api.post('/api/users', {
      name: 'New Cashier',
      email: `new-cashier-${Date.now()}@shop.kh`,
      password: 'Kampot#2026',
      password_confirmation: 'Kampot#2026',
      store_ids: [storeTwo.id],
    })
    expect(created.json().code).toBe('SCOPE_EXCEEDED')
  })

  it('refuses taking a user out of a store the manager does not work in', async () => {
    const manager = await managerIn([storeOne.id])
    const cashier = await createUser(t.db, { roles: ['cashier'] })
    await workIn(cashier.id, [storeOne.id, storeTwo.id])
    const response = await manager.api.put(
      `/api/users/${cashier.id}`,
      await userBody(cashier.id, { store_ids: [storeOne.id] }),
    )
    expect(response.json().code).toBe('SCOPE_EXCEEDED')
    expect(await storesOf(cashier.id)).toEqual([storeOne.id, storeTwo.id].sort((a, b) => a - b))
  })

  it('lets a manager place a cashier in a store of their own, and an administrator in any', async () => {
    const manager = await managerIn([storeOne.id, storeTwo.id])
    const cashier = await createUser(t.db, { roles: ['cashier'] })
    const placed = await manager.api.put(
      `/api/users/${cashier.id}`,
      await userBody(cashier.id, { store_ids: [storeTwo.id] }),
    )
    expect(placed.statusCode).toBe(200)
    expect(placed.json().data.store_ids).toEqual([storeTwo.id])
    const third = await createStore(t.db)
    const byAdmin = await admin.put(
      `/api/users/${cashier.id}`,
      await userBody(cashier.id, { store_ids: [third.id] }),
    )
    expect(byAdmin.json().data.store_ids).toEqual([third.id])
  })
})

describe('nobody takes over a peer', () => {
  const takeovers = [
    { password: 'Taken#over2026', password_confirmation: 'Taken#over2026' },
    { email: 'taken-over@example.com' },
    { status: false },
  ]

  it('refuses a manager changing a peer manager’s password, e-mail or status, or deleting them', async () => {
    const manager = await managerIn([storeOne.id])
    const peer = await createUser(t.db, { roles: ['manager'] })
    await workIn(peer.id, [storeOne.id])
    for (const changes of takeovers) {
      const response = await manager.api.put(`/api/users/${peer.id}`, await userBody(peer.id, changes))
      expect(response.statusCode).toBe(403)
      expect(response.json().code).toBe('PEER_PROTECTED')
    }
    expect((await manager.api.del(`/api/users/${peer.id}`)).json().code).toBe('PEER_PROTECTED')
    expect((await t.login(peer.email, peer.password)).statusCode).toBe(200)
    // Other fields of a peer stay editable, as before.
    const position = await manager.api.put(
      `/api/users/${peer.id}`,
      await userBody(peer.id, { position: 'Deputy' }),
    )
    expect(position.statusCode).toBe(200)
  })

  it('refuses it for a cashier working in a store the manager does not', async () => {
    const manager = await managerIn([storeOne.id])
    const cashier = await createUser(t.db, { roles: ['cashier'] })
    await workIn(cashier.id, [storeTwo.id])
    const response = await manager.api.put(
      `/api/users/${cashier.id}`,
      await userBody(cashier.id, takeovers[0]),
    )
    expect(response.json().code).toBe('PEER_PROTECTED')
  })

  it('lets a manager reset the password of, disable or delete a cashier of their store', async () => {
    const manager = await managerIn([storeOne.id])
    const cashier = await createUser(t.db, { roles: ['cashier'] })
    await workIn(cashier.id, [storeOne.id])
    for (const changes of takeovers) {
      const response = await manager.api.put(`/api/users/${cashier.id}`, await userBody(cashier.id, changes))
      expect(response.statusCode).toBe(200)
    }
    expect((await manager.api.del(`/api/users/${cashier.id}`)).statusCode).toBe(200)
  })

  it('lets the owner (users.assign) reset a manager’s password', async () => {
    const peer = await createUser(t.db, { roles: ['manager'] })
    const response = await admin.put(`/api/users/${peer.id}`, await userBody(peer.id, takeovers[0]))
    expect(response.statusCode).toBe(200)
    expect((await t.login(peer.email, 'Taken#over2026')).statusCode).toBe(200)
  })
})
