import { usersResource } from '@sms/contract'
import { userRoles, userStores, users } from '../../db/schema/index.ts'
import { AppError } from '../../lib/errors.ts'
import { hashPassword } from '../auth/auth.service.ts'
import { linkedIds, linkedIdsByOwner, replaceLinks, sameIds } from '../resources/links.ts'
import { defineServerResource } from '../resources/resource.ts'

const roleLinks = { table: userRoles, owner: userRoles.user_id, target: userRoles.role_id }
const storeLinks = { table: userStores, owner: userStores.user_id, target: userStores.store_id }

export const usersServerResource = defineServerResource({
  contract: usersResource,
  table: users,
  hooks: {
    /** The password is stored only as an argon2id hash; the confirmation and links are not columns. */
    toValues: async (_tx, input) => {
      const { password, password_confirmation: _, role_ids: __, store_ids: ___, ...fields } = input
      return typeof password === 'string' && password
        ? { ...fields, password_hash: await hashPassword(password) }
        : fields
    },
    /** Changing someone's roles is granting rights, so it needs `users.assign` beyond `users.edit`. */
    afterWrite: async (tx, id, input, actor) => {
      const roleIds = input.role_ids as number[]
      if (!sameIds(await linkedIds(tx, roleLinks, id), roleIds) && !actor.permissions.has('users.assign')) {
        throw new AppError('FORBIDDEN', 'You may not change roles.', { permission: 'users.assign' })
      }
      await replaceLinks(tx, roleLinks, id, roleIds)
      await replaceLinks(tx, storeLinks, id, input.store_ids as number[])
    },
    beforeDelete: (_tx, row, actor) => {
      if (row.id === actor.id) throw new AppError('CONFLICT', 'You cannot delete your own account.')
    },
    present: async (db, rows) => {
      const ids = rows.map((r) => r.id)
      const [roles, stores] = await Promise.all([
        linkedIdsByOwner(db, roleLinks, ids),
        linkedIdsByOwner(db, storeLinks, ids),
      ])
      return rows.map(({ password_hash: _, ...row }) => ({
        ...row,
        role_ids: roles.get(row.id) ?? [],
        store_ids: stores.get(row.id) ?? [],
      }))
    },
  },
})
