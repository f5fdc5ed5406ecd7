import { PERMISSIONS, type Permission } from '@sms/contract'
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { permissions, rolePermissions, roles, userRoles, users } from '../../db/schema/index.ts'

/**
 * "Which users may do X in store S", as SQL for statements that fan one row out per recipient (stock alerts):
 * the same rule as `may` + `assertStoreAccess`, read from the tables instead of a signed-in actor. A user may
 * when an active role of theirs grants the permission and they work in the store, or hold every permission
 * (an administrator, decision 0008).
 */

/** The `holders(user_id, is_admin)` query for a `WITH` clause: active users whose active roles grant `permission`. */
export const holdersOf = (permission: Permission): SQL => sql`holders as (
  select ur.user_id,
    count(distinct perm.name) filter (
      where perm.name in (${sql.join(
        PERMISSIONS.map((name) => sql`${name}`),
        sql`, `,
      )})
    ) = ${PERMISSIONS.length} as is_admin
  from user_roles ur
  join users u on u.id = ur.user_id and u.status and u.deleted_at is null
  join roles r on r.id = ur.role_id and r.status and r.deleted_at is null
  join role_permissions rp on rp.role_id = r.id
  join permissions perm on perm.id = rp.permission_id
  group by ur.user_id
  having bool_or(perm.name = ${permission})
)`

/** Joins the `holders` of `holdersOf` who work in the store `storeId` names (a column of the outer query). */
export const holdersIn = (storeId: SQL): SQL => sql`join holders h on h.is_admin or exists (
  select 1 from user_stores us where us.user_id = h.user_id and us.store_id = ${storeId}
)`

/** Active users holding a permission through an active role (administrators hold all), except `exceptId`. */
export async function usersHolding(tx: Db, permission: Permission, exceptId?: number) {
  const rows = await tx
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.user_id, users.id))
    .innerJoin(roles, and(eq(roles.id, userRoles.role_id), eq(roles.status, true), isNull(roles.deleted_at)))
    .innerJoin(rolePermissions, eq(rolePermissions.role_id, roles.id))
    .innerJoin(
      permissions,
      and(eq(permissions.id, rolePermissions.permission_id), eq(permissions.name, permission)),
    )
    .where(
      and(
        eq(users.status, true),
        isNull(users.deleted_at),
        exceptId ? sql`${users.id} <> ${exceptId}` : undefined,
      ),
    )
    .orderBy(users.id)
  return rows.map((row) => row.id)
}
