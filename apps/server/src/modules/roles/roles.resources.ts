import { rolesResource } from '@sms/contract'
import { eq, inArray } from 'drizzle-orm'
import { permissions, rolePermissions, roles, userRoles } from '../../db/schema/index.ts'
import { AppError } from '../../lib/errors.ts'
import { linkedIds, linkedIdsByOwner, replaceLinks, sameIds } from '../resources/links.ts'
import { defineServerResource } from '../resources/resource.ts'

const permissionLinks = {
  table: rolePermissions,
  owner: rolePermissions.role_id,
  target: rolePermissions.permission_id,
}
const memberLinks = { table: userRoles, owner: userRoles.role_id, target: userRoles.user_id }

export const rolesServerResource = defineServerResource({
  contract: rolesResource,
  table: roles,
  hooks: {
    toValues: (_tx, input) => {
      const { permissions: _, user_ids: __, ...fields } = input
      return fields
    },
    /** Members change only with `roles.assign`; permissions are stored by catalogue id. */
    afterWrite: async (tx, id, input, actor) => {
      const names = input.permissions as string[]
      const found = names.length
        ? await tx.select({ id: permissions.id }).from(permissions).where(inArray(permissions.name, names))
        : []
      await replaceLinks(
        tx,
        permissionLinks,
        id,
        found.map((p) => p.id),
      )
      const userIds = input.user_ids as number[] | undefined
      if (userIds === undefined) return
      if (!sameIds(await linkedIds(tx, memberLinks, id), userIds) && !actor.permissions.has('roles.assign')) {
        throw new AppError('FORBIDDEN', 'You may not change role members.', { permission: 'roles.assign' })
      }
      await replaceLinks(tx, memberLinks, id, userIds)
    },
    beforeDelete: (_tx, row) => {
      if (row.name === 'admin') throw new AppError('CONFLICT', 'The admin role cannot be deleted.')
    },
    present: async (db, rows) => {
      const ids = rows.map((r) => r.id)
      const [members, grants] = await Promise.all([
        linkedIdsByOwner(db, memberLinks, ids),
        ids.length
          ? db
              .select({ role: rolePermissions.role_id, name: permissions.name })
              .from(rolePermissions)
              .innerJoin(permissions, eq(permissions.id, rolePermissions.permission_id))
              .where(inArray(rolePermissions.role_id, ids))
          : [],
      ])
      return rows.map((row) => ({
        ...row,
        user_ids: members.get(row.id) ?? [],
        permissions: grants
          .filter((g) => g.role === row.id)
          .map((g) => g.name)
          .sort(),
      }))
    },
  },
})
