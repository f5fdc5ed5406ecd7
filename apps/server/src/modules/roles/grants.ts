import { PERMISSIONS } from '@sms/contract'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { permissions, rolePermissions, roles, sessions, userRoles, users } from '../../db/schema/index.ts'
import { rowsOf } from '../../kernel/rows.ts'
import { AppError } from '../../lib/errors.ts'
import { may } from '../access/may.ts'
import type { Actor } from '../auth/auth.service.ts'

/**
 * Who may change whose rights. The rule compares permission sets, never role names: nobody acts on a user or
 * a role that holds a permission the actor lacks, and nobody grants one.
 */

/**
 * The permissions roles hold. A user's rights come from active roles only; what a role could grant counts
 * even while it is disabled, since enabling it again would grant it.
 */
async function permissionsOfRoles(tx: Db, roleIds: number[], onlyActive = false): Promise<Set<string>> {
  if (roleIds.length === 0) return new Set()
  const rows = await tx
    .select({ name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permission_id))
    .innerJoin(roles, eq(roles.id, rolePermissions.role_id))
    .where(
      and(
        inArray(rolePermissions.role_id, roleIds),
        onlyActive ? and(eq(roles.status, true), isNull(roles.deleted_at)) : undefined,
      ),
    )
  return new Set(rows.map((r) => r.name))
}

/** Everything a user may do through the user's active roles. */
export async function permissionsOfUser(tx: Db, userId: number): Promise<Set<string>> {
  const links = await tx
    .select({ id: userRoles.role_id })
    .from(userRoles)
    .where(eq(userRoles.user_id, userId))
  return permissionsOfRoles(
    tx,
    links.map((l) => l.id),
    true,
  )
}

/** Throws RIGHTS_EXCEEDED when `granted` holds a permission the actor lacks. */
export function assertWithinActorRights(actor: Actor, granted: Iterable<string>) {
  const missing = [...granted].filter((p) => !may(actor, p)).sort()
  if (missing.length > 0) {
    throw new AppError('RIGHTS_EXCEEDED', 'You cannot act on or grant rights you do not hold.', { missing })
  }
}

export const assertMayActOnUser = async (tx: Db, actor: Actor, userId: number) =>
  assertWithinActorRights(actor, await permissionsOfUser(tx, userId))

export const assertMayGrantRoles = async (tx: Db, actor: Actor, roleIds: number[]) =>
  assertWithinActorRights(actor, await permissionsOfRoles(tx, roleIds))

/**
 * Serialises every change of users and roles: the last-administrator check below reads what other
 * transactions may be changing, so two admins disabling each other at once must not both succeed.
 */
export async function lockGrants(tx: Db) {
  await tx.execute(sql`select pg_advisory_xact_lock(7160001)`)
}

/** Refuses a change that leaves no active user holding every permission in the catalogue. */
export async function assertAnAdministratorRemains(tx: Db) {
  const [result] = rowsOf<{ holders: number }>(
    await tx.execute(sql`
    select count(*)::int as holders from (
      select ${userRoles.user_id}
      from ${userRoles}
      join ${users} on ${users.id} = ${userRoles.user_id} and ${users.status} and ${users.deleted_at} is null
      join ${roles} on ${roles.id} = ${userRoles.role_id} and ${roles.status} and ${roles.deleted_at} is null
      join ${rolePermissions} on ${rolePermissions.role_id} = ${roles.id}
      join ${permissions} on ${permissions.id} = ${rolePermissions.permission_id}
        and ${inArray(permissions.name, PERMISSIONS)}
      group by ${userRoles.user_id}
      having count(distinct ${permissions.id}) >= ${PERMISSIONS.length}
    ) as administrators`),
  )
  if ((result?.holders ?? 0) === 0) {
    throw new AppError('LAST_ADMINISTRATOR', 'At least one active user must keep every permission.')
  }
}

/** Ends every session of a user at once: access tokens fail at their next request, refresh tokens too. */
export async function revokeUserSessions(tx: Db, userId: number) {
  await tx
    .update(sessions)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at)))
}
