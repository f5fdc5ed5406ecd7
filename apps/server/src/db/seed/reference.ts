import { PERMISSIONS, type RoleName } from '@sms/contract'
import { eq, inArray } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { permissions, rolePermissions, roles } from '../schema/index.ts'
import { SEEDED_ROLES } from './roles.ts'

/** Adds missing catalogue permissions and roles. Admin always holds every permission; other roles keep edits. */
export async function seedPermissionsAndRoles(db: Db) {
  await db
    .insert(permissions)
    .values(
      PERMISSIONS.map((name) => {
        const [resource, action] = name.split('.') as [string, string]
        return { name, resource, action }
      }),
    )
    .onConflictDoNothing()

  for (const [name, role] of Object.entries(SEEDED_ROLES) as [RoleName, (typeof SEEDED_ROLES)[RoleName]][]) {
    const inserted = await db
      .insert(roles)
      .values({ name, group: role.group, label_en: role.label_en, label_kh: role.label_kh })
      .onConflictDoNothing()
      .returning({ id: roles.id })
    if (inserted.length === 0 && name !== 'admin') continue
    const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name))
    if (!row) throw new Error(`role ${name} missing after insert`)
    const ids = await db
      .select({ id: permissions.id })
      .from(permissions)
      .where(inArray(permissions.name, role.permissions))
    await db
      .insert(rolePermissions)
      .values(ids.map((p) => ({ role_id: row.id, permission_id: p.id })))
      .onConflictDoNothing()
  }
}
