import { randomBytes } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { roles, userRoles, users } from '../db/schema/index.ts'
import { hashPassword } from '../lib/passwords.ts'

/** On a database with no users, creates the administrator. Returns the password only when it was generated. */
export async function seedAdministrator(db: Db, options: { email: string; password?: string }) {
  const [existing] = await db.select({ n: count() }).from(users)
  if ((existing?.n ?? 0) > 0) return { created: false as const }
  const password = options.password ?? randomBytes(12).toString('base64url')
  await db.transaction(async (tx) => {
    const [admin] = await tx
      .insert(users)
      .values({
        name: 'Administrator',
        email: options.email.toLowerCase(),
        username: 'admin',
        password_hash: await hashPassword(password),
      })
      .returning({ id: users.id })
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.system_key, 'admin'))
    if (!admin || !role) throw new Error('admin user or role missing while seeding')
    await tx.insert(userRoles).values({ user_id: admin.id, role_id: role.id })
  })
  return {
    created: true as const,
    email: options.email,
    generatedPassword: options.password ? undefined : password,
  }
}
