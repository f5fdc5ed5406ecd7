import type { Config } from '../config.ts'
import type { Db } from '../db/client.ts'
import { seedGazetteer } from '../modules/gazetteer/gazetteer.seed.ts'
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

/** What the seed did, for the person who started the server or ran `npm run db:seed`. */
export function describeSeed({ admin, demo }: Awaited<ReturnType<typeof seedDatabase>>): string[] {
  const lines = [
    admin.created && admin.generatedPassword
      ? `Sign in as ${admin.email} with the password ${admin.generatedPassword} (shown once; change it).`
      : admin.created
        ? `Sign in as ${admin.email} with the password from ADMIN_PASSWORD.`
        : 'Sign in with your account.',
  ]
  if (demo.created) {
    lines.push(
      `Demo shop created: ${demo.stores} stores, ${demo.products} products, ${demo.customers} customers, ` +
        `${demo.suppliers} suppliers; staff ${demo.users.map((u) => `${u.email} (${u.role})`).join(', ')} ` +
        `sign in with the password ${demo.password} (shown once). SEED_DEMO=0 skips the demo on a new database.`,
    )
  }
  return lines
}
