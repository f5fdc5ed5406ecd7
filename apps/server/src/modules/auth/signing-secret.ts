import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { appSettings } from '../../db/schema/index.ts'

const KEY = 'jwt_secret'

/**
 * JWT_SECRET wins when set; otherwise a random secret is generated once and kept in the database,
 * so tokens survive a restart and every server process on the same database agrees.
 */
export async function loadSigningSecret(db: Db, configured?: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured)
  await db
    .insert(appSettings)
    .values({ key: KEY, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing()
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY))
  return new TextEncoder().encode(String(row?.value))
}
