import type { Config } from '../../config.ts'
import type { Db } from '../client.ts'
import { seedAdministrator } from './admin.ts'
import { seedPermissionsAndRoles } from './reference.ts'

/** Everything a working installation needs; safe to run on every start. */
export async function seedDatabase(db: Db, config: Pick<Config, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>) {
  await seedPermissionsAndRoles(db)
  const admin = await seedAdministrator(db, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD })
  return { admin }
}
