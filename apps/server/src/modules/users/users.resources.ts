import { usersResource } from '@sms/contract'
import { users } from '../../db/schema/index.ts'
import { AppError } from '../../lib/errors.ts'
import { hashPassword } from '../../lib/passwords.ts'
import { may } from '../access/may.ts'
import { linkedIds, linkedIdsByOwner, replaceLinks } from '../resources/links.ts'
import { defineServerResource, type Input, type Row } from '../resources/resource.ts'
import {
  assertAnAdministratorRemains,
  assertMayActOnUser,
  assertMayGrantRoles,
  lockGrants,
  revokeUserSessions,
} from '../roles/grants.ts'
import {
  assertCoverageLive,
  assertCoverageWithinActor,
  assertMayTakeOverAccount,
  assertNotOwnAccess,
  assertStoresWithinActor,
  changedIds,
  districtLinks,
  facilityLinks,
  roleLinks,
  storeLinks,
} from './user-grants.ts'

const hasNewPassword = (input: Record<string, unknown>) =>
  typeof input.password === 'string' && !!input.password

const changesStatus = (input: Input, existing: Row) =>
  input.status !== undefined && input.status !== existing.status

/**
 * What a user never changes on their own record: a stolen session must not disable its owner, and nobody
 * raises their own discount or return limit past what the owner set (the till's approvals read them).
 */
const SELF_GUARDED = ['status', 'discount_limit_percent', 'return_limit_usd'] as const
const changedGuarded = (input: Input, existing: Row) =>
  SELF_GUARDED.filter(
    (field) => input[field] !== undefined && String(input[field]) !== String(existing[field]),
  )

/** A change that can take over or lock out the account: a new password, e-mail or status. */
const changesAccount = (input: Input, existing: Row) =>
  hasNewPassword(input) ||
  String(input.email).toLowerCase() !== String(existing.email).toLowerCase() ||
  changesStatus(input, existing)

/** The links a user record carries, by field: roles, stores and coverage (SPEC §2). */
const LINKS = {
  role_ids: roleLinks,
  store_ids: storeLinks,
  operational_district_ids: districtLinks,
  health_facility_ids: facilityLinks,
} as const
type LinkField = keyof typeof LINKS
const LINK_FIELDS = Object.keys(LINKS) as LinkField[]

export const usersServerResource = defineServerResource({
  contract: usersResource,
  table: users,
  linkFilters: {
    store_ids: storeLinks,
    operational_district_ids: districtLinks,
    health_facility_ids: facilityLinks,
  },
  hooks: {
    /**
     * The password is stored only as an argon2id hash; the confirmation and links are not columns. Nobody
     * changes their own status or limits (SELF_GUARDED). Taking over another
     * user's account (password, e-mail, status) needs the owner's right or a lesser target.
     */
    toValues: async (tx, input, existing, actor) => {
      if (existing?.id === actor.id && hasNewPassword(input)) {
        // A stolen session must not set a new password without knowing the current one.
        throw new AppError('OWN_PASSWORD', 'Change your own password in your profile.')
      }
      if (existing) assertNotOwnAccess(actor, existing.id, changedGuarded(input, existing))
      if (existing && changesAccount(input, existing)) await assertMayTakeOverAccount(tx, actor, existing.id)
      const { password, password_confirmation: _, ...rest } = input
      const fields = Object.fromEntries(Object.entries(rest).filter(([key]) => !(key in LINKS)))
      return hasNewPassword(input)
        ? { ...fields, password_hash: await hashPassword(String(password)) }
        : fields
    },
    /** Nobody edits, disables, deletes or restores a user who holds a right the actor lacks. */
    beforeChange: async (tx, row, actor, action) => {
      if (action === 'deleted' && row.id === actor.id) {
        throw new AppError('CONFLICT', 'You cannot delete your own account.')
      }
      await lockGrants(tx)
      await assertMayActOnUser(tx, actor, row.id)
      if (action !== 'updated') await assertMayTakeOverAccount(tx, actor, row.id)
      if (action === 'deleted') {
        // A deleted user is signed out everywhere and holds no role, so a restore brings back neither.
        await revokeUserSessions(tx, row.id)
        await replaceLinks(tx, roleLinks, row.id, [])
      }
    },
    /**
     * Nobody changes their own roles, stores or coverage. Changing roles needs `users.assign` and never grants
     * a right the actor lacks; stores and coverage change only within the actor's own. A new password or a
     * disabled account ends every session of the user at once.
     */
    afterWrite: async (tx, id, input, actor) => {
      // A create has not locked yet: the actor's own stores and coverage must not change under the check.
      await lockGrants(tx)
      const before = {} as Record<LinkField, number[]>
      const changed = {} as Record<LinkField, number[]>
      for (const field of LINK_FIELDS) {
        before[field] = await linkedIds(tx, LINKS[field], id)
        changed[field] = changedIds(before[field], input[field] as number[])
      }
      assertNotOwnAccess(
        actor,
        id,
        LINK_FIELDS.filter((field) => changed[field].length > 0),
      )
      if (changed.role_ids.length > 0) {
        if (!may(actor, 'users.assign')) {
          throw new AppError('FORBIDDEN', 'You may not change roles.', { permission: 'users.assign' })
        }
        await assertMayGrantRoles(tx, actor, input.role_ids as number[])
      }
      await assertStoresWithinActor(tx, actor, changed.store_ids)
      const added = (field: LinkField) => changed[field].filter((linked) => !before[field].includes(linked))
      await assertCoverageLive(tx, {
        districts: added('operational_district_ids'),
        facilities: added('health_facility_ids'),
      })
      await assertCoverageWithinActor(tx, actor, {
        districts: changed.operational_district_ids,
        facilities: changed.health_facility_ids,
      })
      for (const field of LINK_FIELDS) await replaceLinks(tx, LINKS[field], id, input[field] as number[])
      if (hasNewPassword(input) || input.status === false) await revokeUserSessions(tx, id)
    },
    afterChange: async (tx, _row, _actor, action) => {
      if (action === 'updated' || action === 'deleted') await assertAnAdministratorRemains(tx)
    },
    /** Disabled, deleted or given a new password: the user's live sockets whose session ended close (issue 18). */
    committed: (id) => [{ type: 'sessions.ended', user_id: id }],
    present: async (db, rows) => {
      const ids = rows.map((r) => r.id)
      const linked = await Promise.all(LINK_FIELDS.map((field) => linkedIdsByOwner(db, LINKS[field], ids)))
      // Neither hash ever leaves the server, nor the count of wrong PINs: only whether the PIN is locked.
      return rows.map(({ password_hash: _, pin_hash: __, pin_failures: ___, pin_locked_at, ...row }) => ({
        ...row,
        pin_locked: pin_locked_at !== null,
        ...Object.fromEntries(LINK_FIELDS.map((field, i) => [field, linked[i]?.get(row.id) ?? []])),
      }))
    },
  },
})
