import { and, inArray, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import {
  healthFacilities,
  operationalDistricts,
  userHealthFacilities,
  userOperationalDistricts,
  userRoles,
  userStores,
} from '../../db/schema/index.ts'
import { AppError, fieldErrors } from '../../lib/errors.ts'
import { may } from '../access/may.ts'
import { storesOf } from '../access/store-access.ts'
import type { Actor } from '../auth/auth.service.ts'
import { linkedIds } from '../resources/links.ts'
import { permissionsOfUser } from '../roles/grants.ts'

/**
 * What a user holds beside rights: roles, stores and coverage (decision 0026). The rule mirrors the one for
 * rights: nobody hands out or takes away what they do not hold, and nobody widens their own access.
 */

export const roleLinks = { table: userRoles, owner: userRoles.user_id, target: userRoles.role_id }
export const storeLinks = { table: userStores, owner: userStores.user_id, target: userStores.store_id }
export const districtLinks = {
  table: userOperationalDistricts,
  owner: userOperationalDistricts.user_id,
  target: userOperationalDistricts.operational_district_id,
}
export const facilityLinks = {
  table: userHealthFacilities,
  owner: userHealthFacilities.user_id,
  target: userHealthFacilities.health_facility_id,
}

const COVERAGE_FIELDS = ['operational_district_ids', 'health_facility_ids']

/** The ids in one list and not the other: what a change grants or takes away. */
export const changedIds = (before: number[], after: number[]) => [
  ...after.filter((id) => !before.includes(id)),
  ...before.filter((id) => !after.includes(id)),
]

/**
 * Nobody changes their own roles, status, limits or stores here, nor their own coverage unless they hold `users.assign`:
 * their own access is someone else's to set (an owner may still put themselves on a district).
 */
export function assertNotOwnAccess(actor: Actor, userId: number, changedFields: string[]) {
  const mayCoverSelf = may(actor, 'users.assign')
  const own = changedFields.filter((field) => !(mayCoverSelf && COVERAGE_FIELDS.includes(field)))
  if (userId === actor.id && own.length > 0) {
    throw new AppError(
      'OWN_ACCESS',
      'You cannot change your own roles, status, limits, stores or coverage.',
      {
        fields: own,
      },
    )
  }
}

const scopeExceeded = (field: string, ids: number[]) =>
  new AppError(
    'SCOPE_EXCEEDED',
    'You can only give or take away stores, operational districts and health facilities you hold.',
    { field, ids },
  )

/** Every store granted or taken away is one the actor works in (an administrator works in all). */
export async function assertStoresWithinActor(tx: Db, actor: Actor, changed: number[]) {
  if (changed.length === 0) return
  const own = await storesOf(tx, actor)
  const foreign = own === 'all' ? [] : changed.filter((id) => !own.includes(id))
  if (foreign.length > 0) throw scopeExceeded('store_ids', foreign)
}

/**
 * Coverage granted or taken away lies within the actor's own, unless the actor holds `users.assign` (the
 * owner's right): a district the actor covers, or a facility the actor covers directly or through its district.
 */
export async function assertCoverageWithinActor(
  tx: Db,
  actor: Actor,
  changed: { districts: number[]; facilities: number[] },
) {
  if (may(actor, 'users.assign')) return
  if (changed.districts.length + changed.facilities.length === 0) return
  const ownDistricts = await linkedIds(tx, districtLinks, actor.id)
  const foreignDistricts = changed.districts.filter((id) => !ownDistricts.includes(id))
  if (foreignDistricts.length > 0) throw scopeExceeded('operational_district_ids', foreignDistricts)
  if (changed.facilities.length === 0) return
  const ownFacilities = await linkedIds(tx, facilityLinks, actor.id)
  const inOwnDistricts = ownDistricts.length
    ? await tx
        .select({ id: healthFacilities.id })
        .from(healthFacilities)
        .where(
          and(
            inArray(healthFacilities.id, changed.facilities),
            inArray(healthFacilities.operational_district_id, ownDistricts),
          ),
        )
    : []
  const covered = new Set([...ownFacilities, ...inOwnDistricts.map((f) => f.id)])
  const foreignFacilities = changed.facilities.filter((id) => !covered.has(id))
  if (foreignFacilities.length > 0) throw scopeExceeded('health_facility_ids', foreignFacilities)
}

/** Newly assigned districts and facilities exist and are not deleted: else 422 `not_found` on the field. */
export async function assertCoverageLive(tx: Db, added: { districts: number[]; facilities: number[] }) {
  const errors: Record<string, string[]> = {}
  const check = async (
    field: string,
    table: typeof operationalDistricts | typeof healthFacilities,
    ids: number[],
  ) => {
    if (ids.length === 0) return
    const live = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(inArray(table.id, ids), isNull(table.deleted_at)))
    const liveIds = new Set(live.map((row) => row.id))
    const missing = ids.findIndex((id) => !liveIds.has(id))
    if (missing >= 0) errors[field] = ['not_found']
  }
  await check('operational_district_ids', operationalDistricts, added.districts)
  await check('health_facility_ids', healthFacilities, added.facilities)
  if (Object.keys(errors).length > 0) throw fieldErrors(errors)
}

/**
 * A password, e-mail or status change of another user, or deleting them, takes over or locks out their
 * account: it needs `users.assign`, or a target who holds strictly less than the actor (a strict subset of
 * the actor's rights, and only stores the actor works in). A manager cannot take over a peer manager.
 */
export async function assertMayTakeOverAccount(tx: Db, actor: Actor, userId: number) {
  if (userId === actor.id || may(actor, 'users.assign')) return
  const rights = await permissionsOfUser(tx, userId)
  const fewerRights = rights.size < actor.permissions.size && [...rights].every((p) => may(actor, p))
  const ownStores = await storesOf(tx, actor)
  const stores = await linkedIds(tx, storeLinks, userId)
  const withinStores = ownStores === 'all' || stores.every((id) => ownStores.includes(id))
  if (!fewerRights || !withinStores) {
    throw new AppError(
      'PEER_PROTECTED',
      'Only the owner may change the password, e-mail or status of, or delete, a user who holds as much as you.',
    )
  }
}
