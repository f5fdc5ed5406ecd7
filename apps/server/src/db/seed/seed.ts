import type { Config } from '../../config.ts'
import { seedGazetteer } from '../../modules/gazetteer/gazetteer.seed.ts'
import type { Db } from '../client.ts'
import { seedAdministrator } from './admin.ts'
import { seedDemoShop } from './demo.ts'
import { seedPermissionsAndRoles } from './reference.ts'

type SeedConfig = Pick<Config, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD' | 'SEED_DEMO' | 'DATABASE_URL'>

/** The demo shop comes with the embedded database unless SEED_DEMO=0; on PostgreSQL only with SEED_DEMO=1. */
export const shouldSeedDemo = (config: Pick<Config, 'SEED_DEMO' | 'DATABASE_URL'>) =>
  config.SEED_DEMO === '1' || (!config.DATABASE_URL && config.SEED_DEMO !== '0')

/** Everything a working installation needs; safe to run on every start. */
export async function seedDatabase(db: Db, config: SeedConfig) {
  await seedPermissionsAndRoles(db)
  await seedGazetteer(db)
  const admin = await seedAdministrator(db, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD })
  const demo = shouldSeedDemo(config) ? await seedDemoShop(db) : { created: false as const }
  return { admin, demo }
}
