import { PERMISSIONS, type RoleName } from '@sms/contract'
import { eq, inArray } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { permissions, rolePermissions, roles } from '../db/schema/index.ts'
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
    // Found by its system key, never by name: a renamed administrator role is still the administrator role.
    const inserted = await db
      .insert(roles)
      .values({ name, system_key: name, group: role.group, label_en: role.label_en, label_kh: role.label_kh })
      .onConflictDoNothing()
      .returning({ id: roles.id })
    if (inserted.length === 0 && name !== 'admin') continue
    const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.system_key, name))
    if (!row) throw new Error(`system role ${name} is missing`)
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
