import { and, eq, isNull, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import {
  permissions,
  refreshTokens,
  rolePermissions,
  roles,
  sessions,
  userRoles,
  users,
} from '../../db/schema/index.ts'

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), isNull(users.deleted_at)))
  return user
}

/** The active roles' names of a user, and the union of their permissions, sorted (inactive roles grant nothing). */
const grantedRoles = (userId: SQL) =>
  sql<
    string[]
  >`array(select distinct ${roles.name} from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.role_id}
    and ${roles.status} and ${roles.deleted_at} is null where ${userRoles.user_id} = ${userId} order by 1)`
const grantedPermissions = (userId: SQL) =>
  sql<string[]>`array(select distinct ${permissions.name} from ${userRoles}
    join ${roles} on ${roles.id} = ${userRoles.role_id} and ${roles.status} and ${roles.deleted_at} is null
    join ${rolePermissions} on ${rolePermissions.role_id} = ${roles.id}
    join ${permissions} on ${permissions.id} = ${rolePermissions.permission_id}
    where ${userRoles.user_id} = ${userId} order by 1)`

/**
 * The acting user of a request in one round trip: the user behind a live session (nothing when the user is
 * disabled, deleted or the session revoked) with their roles and permissions.
 */
export async function findSessionActor(db: Db, userId: number, sessionId: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      profile_image: users.profile_image,
      roles: grantedRoles(sql`${users.id}`),
      permissions: grantedPermissions(sql`${users.id}`),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.user_id, userId),
        isNull(sessions.revoked_at),
        eq(users.status, true),
        isNull(users.deleted_at),
      ),
    )
  return row
}

/** Role names and the union of their permission names; inactive roles grant nothing. */
export async function loadGrants(db: Db, userId: number) {
  const rows = await db
    .select({ role: roles.name, permission: permissions.name })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.role_id), eq(roles.status, true), isNull(roles.deleted_at)))
    .leftJoin(rolePermissions, eq(rolePermissions.role_id, roles.id))
    .leftJoin(permissions, eq(permissions.id, rolePermissions.permission_id))
    .where(eq(userRoles.user_id, userId))
  const roleNames = new Set<string>()
  const permissionNames = new Set<string>()
  for (const row of rows) {
    roleNames.add(row.role)
    if (row.permission) permissionNames.add(row.permission)
  }
  return { roles: [...roleNames].sort(), permissions: [...permissionNames].sort() }
}

export async function insertSession(db: Db, values: { userId: number; ip?: string; userAgent?: string }) {
  const [session] = await db
    .insert(sessions)
    .values({ user_id: values.userId, ip: values.ip, user_agent: values.userAgent })
    .returning({ id: sessions.id })
  if (!session) throw new Error('session insert returned nothing')
  return session.id
}

export async function insertRefreshToken(db: Db, sessionId: string, tokenHash: string, expiresAt: Date) {
  await db
    .insert(refreshTokens)
    .values({ session_id: sessionId, token_hash: tokenHash, expires_at: expiresAt })
}

/**
 * Marks a refresh token used, atomically: of two concurrent refreshes with the same token only one wins (the
 * other waits for the winner's transaction and then finds the token used). Returns the token row as it was,
 * so the caller can tell "already used" from "unknown", and whether that use was within `graceSeconds`.
 */
export async function claimRefreshToken(db: Db, tokenHash: string, graceSeconds: number) {
  const [claimed] = await db
    .update(refreshTokens)
    .set({ used_at: sql`now()` })
    .where(and(eq(refreshTokens.token_hash, tokenHash), isNull(refreshTokens.used_at)))
    .returning()
  if (claimed) return { token: claimed, wasUsed: false, usedRecently: false }
  const [existing] = await db
    .select({
      token: refreshTokens,
      usedRecently: sql<boolean>`${refreshTokens.used_at} > now() - make_interval(secs => ${graceSeconds})`,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.token_hash, tokenHash))
  return existing ? { ...existing, wasUsed: true } : undefined
}

export async function findRefreshToken(db: Db, tokenHash: string) {
  const [token] = await db.select().from(refreshTokens).where(eq(refreshTokens.token_hash, tokenHash))
  return token
}

export async function findSession(db: Db, sessionId: string) {
  const [session] = await db.select().from(sessions).where(eq(sessions.id, sessionId))
  return session
}

export async function revokeSession(db: Db, sessionId: string) {
  await db.update(sessions).set({ revoked_at: sql`now()` }).where(eq(sessions.id, sessionId))
}
