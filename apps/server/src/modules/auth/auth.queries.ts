import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { prepared, runPrepared } from '../../db/prepared.ts'
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

/**
 * The acting user of a request in one round trip: the user behind a live session (nothing when the user is
 * disabled, deleted or the session revoked) with their roles and permissions (inactive roles grant nothing;
 * names distinct and sorted). Every authenticated request runs it, so it is a prepared
 * statement (decision 0045): no query building per request.
 */
const SESSION_ACTOR = prepared(
  'session_actor',
  `select u.id, u.name, u.email, u.profile_image,
    array(select distinct r.name from user_roles ur join roles r on r.id = ur.role_id
      and r.status and r.deleted_at is null where ur.user_id = u.id order by 1) as roles,
    array(select distinct p.name from user_roles ur
      join roles r on r.id = ur.role_id and r.status and r.deleted_at is null
      join role_permissions rp on rp.role_id = r.id
      join permissions p on p.id = rp.permission_id
      where ur.user_id = u.id order by 1) as permissions
  from sessions s join users u on u.id = s.user_id
  where s.id = $1::uuid and s.user_id = $2 and s.revoked_at is null and u.status and u.deleted_at is null`,
)

type SessionActor = {
  id: number
  name: string
  email: string
  profile_image: string | null
  roles: string[]
  permissions: string[]
}

export async function findSessionActor(db: Db, userId: number, sessionId: string) {
  const [row] = await runPrepared<SessionActor>(db, SESSION_ACTOR, [sessionId, userId])
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
