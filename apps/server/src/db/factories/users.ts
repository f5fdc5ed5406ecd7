import { randomBytes } from 'node:crypto'
import type { Permission } from '@sms/contract'
import { eq, inArray } from 'drizzle-orm'
import { hashPassword } from '../../lib/passwords.ts'
import type { Db } from '../client.ts'
import { permissions, rolePermissions, roles, userRoles, users } from '../schema/index.ts'

let sequence = 0
const unique = () => `${Date.now().toString(36)}${(++sequence).toString(36)}${randomBytes(2).toString('hex')}`

type UserOverrides = Partial<typeof users.$inferInsert> & { password?: string; roles?: string[] }

/** Creates a user (with the named roles) and returns it with its plain password, for tests and the demo seed. */
export async function createUser(db: Db, overrides: UserOverrides = {}) {
  const { password = 'Secret#12345', roles: roleNames = [], ...fields } = overrides
  const tag = unique()
  const [user] = await db
    .insert(users)
    .values({
      name: `User ${tag}`,
      email: `user-${tag}@example.com`,
      username: `user_${tag}`,
      password_hash: await hashPassword(password),
      ...fields,
    })
    .returning()
  if (!user) throw new Error('user insert returned nothing')
  if (roleNames.length > 0) {
    const found = await db.select({ id: roles.id }).from(roles).where(inArray(roles.name, roleNames))
    if (found.length !== roleNames.length) throw new Error(`unknown role in ${roleNames.join(', ')}`)
    await db.insert(userRoles).values(found.map((r) => ({ user_id: user.id, role_id: r.id })))
  }
  return { ...user, password }
}

/** Creates a role holding exactly the given permissions. */
export async function createRole(db: Db, grants: Permission[], name = `role_${unique()}`) {
  const [role] = await db.insert(roles).values({ name, label_en: name, label_kh: name }).returning()
  if (!role) throw new Error('role insert returned nothing')
  if (grants.length > 0) {
    const ids = await db
      .select({ id: permissions.id })
      .from(permissions)
      .where(inArray(permissions.name, grants))
    await db.insert(rolePermissions).values(ids.map((p) => ({ role_id: role.id, permission_id: p.id })))
  }
  return role
}

export async function setUserStatus(db: Db, userId: number, status: boolean) {
  await db.update(users).set({ status }).where(eq(users.id, userId))
}
