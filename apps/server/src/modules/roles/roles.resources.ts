import { PERMISSIONS, rolesResource } from '@sms/contract'
import { eq, inArray } from 'drizzle-orm'
import { permissions, rolePermissions, roles, userRoles } from '../../db/schema/index.ts'
import { AppError } from '../../lib/errors.ts'
import { may } from '../access/may.ts'
import { linkedIds, linkedIdsByOwner, replaceLinks, sameIds } from '../resources/links.ts'
import { defineServerResource, type Row } from '../resources/resource.ts'
import {
  assertAnAdministratorRemains,
  assertMayActOnUser,
  assertMayGrantRoles,
  assertWithinActorRights,
  lockGrants,
} from './grants.ts'

const permissionLinks = {
  table: rolePermissions,
  owner: rolePermissions.role_id,
  target: rolePermissions.permission_id,
}
const memberLinks = { table: userRoles, owner: userRoles.role_id, target: userRoles.user_id }

const systemRole = () =>
  new AppError(
    'SYSTEM_ROLE',
    'A built-in role cannot be renamed or deleted; the administrator keeps every right.',
  )

/** The seeded roles keep their name; the administrator role also keeps every permission and stays active. */
function assertSystemRoleKept(existing: Row, input: Record<string, unknown>) {
  if (!existing.system_key) return
  const names = new Set(input.permissions as string[])
  const isAdminWeakened =
    existing.system_key === 'admin' && (input.status === false || PERMISSIONS.some((p) => !names.has(p)))
  if (input.name !== existing.name || isAdminWeakened) throw systemRole()
}

export const rolesServerResource = defineServerResource({
  contract: rolesResource,
  table: roles,
  hooks: {
    toValues: (_tx, input, existing) => {
      if (existing) assertSystemRoleKept(existing, input)
      const { permissions: _, user_ids: __, ...fields } = input
      return fields
    },
    /** Nobody changes a role that holds a right the actor lacks; built-in roles are never deleted. */
    beforeChange: async (tx, row, actor, action) => {
      if (action === 'deleted' && row.system_key) throw systemRole()
      await lockGrants(tx)
      await assertMayGrantRoles(tx, actor, [row.id])
    },
    /**
     * A role never receives a right the actor lacks. Members change only with `roles.assign`, and only
     * members the actor may act on are added or removed, never the actor (decision 0026).
     */
    afterWrite: async (tx, id, input, actor) => {
      const names = input.permissions as string[]
      assertWithinActorRights(actor, names)
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
      const current = await linkedIds(tx, memberLinks, id)
      if (sameIds(current, userIds)) return
      if (!may(actor, 'roles.assign')) {
        throw new AppError('FORBIDDEN', 'You may not change role members.', { permission: 'roles.assign' })
      }
      const changed = [
        ...userIds.filter((u) => !current.includes(u)),
        ...current.filter((u) => !userIds.includes(u)),
      ]
      if (changed.includes(actor.id)) {
        throw new AppError('OWN_ACCESS', 'You cannot change your own roles.', { fields: ['user_ids'] })
      }
      for (const userId of changed) await assertMayActOnUser(tx, actor, userId)
      await replaceLinks(tx, memberLinks, id, userIds)
    },
    afterChange: async (tx, _row, _actor, action) => {
      if (action === 'updated' || action === 'deleted') await assertAnAdministratorRemains(tx)
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
