import { and, eq, isNotNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test/test-app.ts'
import { createStore } from '../../db/factories/parties.ts'
import { createUser } from '../../db/factories/users.ts'
import { healthFacilities, userOperationalDistricts } from '../../db/schema/index.ts'

// Issue 23, point 10: user coverage (SPEC §2), the operational districts and health facilities a user serves.
const t = await createTestApp()
const { as } = t
const admin = as((await t.signInAs('admin')).token)

/** Two seeded operational districts, the first with two of its health facilities, the second with one. */
const facilitiesOf = async (districtId: number) =>
  (
    await t.db
      .select({ id: healthFacilities.id })
      .from(healthFacilities)
      .where(eq(healthFacilities.operational_district_id, districtId))
      .orderBy(healthFacilities.id)
      .limit(2)
  ).map((f) => f.id)
const withFacilities = await t.db
  .selectDistinct({ id: healthFacilities.operational_district_id })
  .from(healthFacilities)
  .where(isNotNull(healthFacilities.operational_district_id))
  .orderBy(healthFacilities.operational_district_id)
  .limit(2)
const odA = { id: Number(withFacilities[0]?.id) }
const odB = { id: Number(withFacilities[1]?.id) }
const [facilityA1, facilityA2] = await facilitiesOf(odA.id)
const [facilityB1] = await facilitiesOf(odB.id)
if (!facilityA1 || !facilityA2 || !facilityB1) throw new Error('the seeded health facilities are missing')

let sequence = 0
const newUser = (overrides: object = {}) => ({
  name: `Coverage ${++sequence}`,
  email: `coverage${sequence}@shop.kh`,
  password: 'Kampot#2026',
  password_confirmation: 'Kampot#2026',
  ...overrides,
})
async function userBody(id: number, changes: object = {}) {
  const { data } = (await admin.get(`/api/users/${id}`)).json()
  const { id: _, created_at, updated_at, deleted_at, profile_image, ...fields } = data
  return { ...fields, ...changes }
}
const listedIds = async (query: string) =>
  ((await admin.get(`/api/users?per_page=200&${query}`)).json().data as { id: number }[]).map((u) => u.id)

describe('user coverage', () => {
  it('keeps districts and facilities on create and update, and shows them on the record', async () => {
    const created = await admin.post(
      '/api/users',
      newUser({ operational_district_ids: [odA.id], health_facility_ids: [facilityA1] }),
    )
    expect(created.statusCode).toBe(201)
    const id = created.json().data.id
    expect(created.json().data).toMatchObject({
      operational_district_ids: [odA.id],
      health_facility_ids: [facilityA1],
    })
    const updated = await admin.put(
      `/api/users/${id}`,
      await userBody(id, { operational_district_ids: [odA.id, odB.id], health_facility_ids: [facilityB1] }),
    )
    expect(updated.statusCode).toBe(200)
    expect((await admin.get(`/api/users/${id}`)).json().data).toMatchObject({
      operational_district_ids: [odA.id, odB.id].sort((a, b) => a - b),
      health_facility_ids: [facilityB1],
    })
  })

  it('filters the users list by district, facility and store', async () => {
    const inA = (await admin.post('/api/users', newUser({ operational_district_ids: [odA.id] }))).json().data
    const atB1 = (await admin.post('/api/users', newUser({ health_facility_ids: [facilityB1] }))).json().data
    const byDistrict = await listedIds(`filter[operational_district_ids][equals]=${odA.id}`)
    expect(byDistrict).toContain(inA.id)
    expect(byDistrict).not.toContain(atB1.id)
    const byFacility = await listedIds(`filter[health_facility_ids][equals]=${facilityB1}`)
    expect(byFacility).toContain(atB1.id)
    expect(byFacility).not.toContain(inA.id)
    const outside = await listedIds(`filter[operational_district_ids][notEquals]=${odA.id}`)
    expect(outside).toContain(atB1.id)
    expect(outside).not.toContain(inA.id)
    const store = await createStore(t.db)
    const inStore = (await admin.post('/api/users', newUser({ store_ids: [store.id] }))).json().data
    expect(await listedIds(`filter[store_ids][equals]=${store.id}`)).toEqual([inStore.id])
    const bad = await admin.get('/api/users?filter[health_facility_ids][equals]=abc')
    expect(bad.statusCode).toBe(400)
    expect((await admin.get('/api/users?filter[store_ids][contains]=1')).statusCode).toBe(400)
  })

  it('refuses an unknown or deleted district or facility with a field error, writing nothing', async () => {
    const unknown = await admin.post('/api/users', newUser({ operational_district_ids: [999_999] }))
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().errors).toEqual({ operational_district_ids: ['not_found'] })
    const [deleted] = await t.db
      .update(healthFacilities)
      .set({ deleted_at: new Date() })
      .where(eq(healthFacilities.id, facilityA2 as number))
      .returning({ id: healthFacilities.id })
    const user = await createUser(t.db)
    const response = await admin.put(
      `/api/users/${user.id}`,
      await userBody(user.id, { health_facility_ids: [deleted?.id] }),
    )
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({ health_facility_ids: ['not_found'] })
    expect((await admin.get(`/api/users/${user.id}`)).json().data.health_facility_ids).toEqual([])
    await t.db
      .update(healthFacilities)
      .set({ deleted_at: null })
      .where(and(eq(healthFacilities.id, facilityA2 as number), isNotNull(healthFacilities.deleted_at)))
  })

  it('lets someone without users.assign grant only coverage they hold themselves', async () => {
    const signedIn = await t.signInAs('manager')
    const manager = as(signedIn.token)
    await t.db
      .insert(userOperationalDistricts)
      .values({ user_id: signedIn.user.id, operational_district_id: odA.id })
    const cashier = await createUser(t.db, { roles: ['cashier'] })
    // A district of one's own and a facility inside it are within one's coverage.
    const within = await manager.put(
      `/api/users/${cashier.id}`,
      await userBody(cashier.id, { operational_district_ids: [odA.id], health_facility_ids: [facilityA1] }),
    )
    expect(within.statusCode).toBe(200)
    for (const changes of [
      { operational_district_ids: [odA.id, odB.id] },
      { health_facility_ids: [facilityB1] },
    ]) {
      const beyond = await manager.put(`/api/users/${cashier.id}`, await userBody(cashier.id, changes))
      expect(beyond.statusCode).toBe(403)
      expect(beyond.json()).toMatchObject({ code: 'SCOPE_EXCEEDED' })
    }
    expect((await admin.get(`/api/users/${cashier.id}`)).json().data).toMatchObject({
      operational_district_ids: [odA.id],
      health_facility_ids: [facilityA1],
    })
    // Nor their own coverage.
    const own = await manager.put(
      `/api/users/${signedIn.user.id}`,
      await userBody(signedIn.user.id, { operational_district_ids: [odA.id, odB.id] }),
    )
    expect(own.json().code).toBe('OWN_ACCESS')
  })

  it('lets the owner (users.assign) put themselves on a district', async () => {
    const owner = await t.signInAs('admin')
    const id = owner.user.id
    const response = await as(owner.token).put(
      `/api/users/${id}`,
      await userBody(id, { operational_district_ids: [odB.id] }),
    )
    expect(response.statusCode).toBe(200)
    expect(response.json().data.operational_district_ids).toEqual([odB.id])
  })
})
