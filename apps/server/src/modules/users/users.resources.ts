import { usersResource } from '@sms/contract'
import { userRoles, userStores, users } from '../../db/schema/index.ts'
import { AppError } from '../../lib/errors.ts'
import { hashPassword } from '../../lib/passwords.ts'
import { linkedIds, linkedIdsByOwner, replaceLinks, sameIds } from '../resources/links.ts'
import { defineServerResource } from '../resources/resource.ts'
import {
  assertAnAdministratorRemains,
  assertMayActOnUser,
  assertMayGrantRoles,
  lockGrants,
  revokeUserSessions,
} from '../roles/grants.ts'

const roleLinks = { table: userRoles, owner: userRoles.user_id, target: userRoles.role_id }
const storeLinks = { table: userStores, owner: userStores.user_id, target: userStores.store_id }

const hasNewPassword = (input: Record<string, unknown>) =>
  typeof input.password === 'string' && !!input.password

export const usersServerResource = defineServerResource({
  contract: usersResource,
  table: users,
  hooks: {
    /** The password is stored only as an argon2id hash; the confirmation and links are not columns. */
    toValues: async (_tx, input) => {
      const { password, password_confirmation: _, role_ids: __, store_ids: ___, ...fields } = input
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
      if (action === 'deleted') {
        // A deleted user is signed out everywhere and holds no role, so a restore brings back neither.
        await revokeUserSessions(tx, row.id)
        await replaceLinks(tx, roleLinks, row.id, [])
      }
    },
    /**
     * Changing roles needs `users.assign` and never grants a right the actor lacks; a new password or a
     * disabled account ends every session of the user at once.
     */
    afterWrite: async (tx, id, input, actor) => {
      const roleIds = input.role_ids as number[]
      if (!sameIds(await linkedIds(tx, roleLinks, id), roleIds)) {
        if (!actor.permissions.has('users.assign')) {
          throw new AppError('FORBIDDEN', 'You may not change roles.', { permission: 'users.assign' })
        }
        await assertMayGrantRoles(tx, actor, roleIds)
      }
      await replaceLinks(tx, roleLinks, id, roleIds)
      await replaceLinks(tx, storeLinks, id, input.store_ids as number[])
      if (hasNewPassword(input) || input.status === false) await revokeUserSessions(tx, id)
    },
    afterChange: async (tx, _row, _actor, action) => {
      if (action === 'updated' || action === 'deleted') await assertAnAdministratorRemains(tx)
    },
    /** Disabled, deleted or given a new password: the user's live sockets whose session ended close (issue 18). */
    committed: (id) => [{ type: 'sessions.ended', user_id: id }],
    present: async (db, rows) => {
      const ids = rows.map((r) => r.id)
      const [roles, stores] = await Promise.all([
        linkedIdsByOwner(db, roleLinks, ids),
        linkedIdsByOwner(db, storeLinks, ids),
      ])
      // Neither hash ever leaves the server.
      return rows.map(({ password_hash: _, pin_hash: __, ...row }) => ({
        ...row,
        role_ids: roles.get(row.id) ?? [],
        store_ids: stores.get(row.id) ?? [],
      }))
    },
  },
})
