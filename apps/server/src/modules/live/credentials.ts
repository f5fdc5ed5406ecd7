import { randomBytes, randomInt } from 'node:crypto'
import { inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { appSettings } from '../../db/schema/index.ts'

/** The live layer's Pusher app: the id the HTTP API names, the public key clients connect with, the secret. */
export type PusherApp = { id: string; key: string; secret: string }

type Configured = { PUSHER_APP_ID?: string; PUSHER_APP_KEY?: string; PUSHER_APP_SECRET?: string }

const GENERATED = {
  id: { setting: 'pusher_app_id', make: () => String(randomInt(100_000, 1_000_000_000)) },
  key: { setting: 'pusher_app_key', make: () => randomBytes(10).toString('hex') },
  secret: { setting: 'pusher_app_secret', make: () => randomBytes(32).toString('base64url') },
} as const

/**
 * Each part comes from its variable when set; otherwise it is generated once and kept in the database (as the
 * JWT secret is), so restarts and every server process on the same database share one app.
 */
export async function loadPusherApp(db: Db, configured: Configured): Promise<PusherApp> {
  const wanted = {
    id: configured.PUSHER_APP_ID,
    key: configured.PUSHER_APP_KEY,
    secret: configured.PUSHER_APP_SECRET,
  }
  const missing = (Object.keys(GENERATED) as (keyof PusherApp)[]).filter((part) => !wanted[part])
  if (missing.length === 0) return wanted as PusherApp
  await db
    .insert(appSettings)
    .values(missing.map((part) => ({ key: GENERATED[part].setting, value: GENERATED[part].make() })))
    .onConflictDoNothing()
  const rows = await db
    .select()
    .from(appSettings)
    .where(
      inArray(
        appSettings.key,
        missing.map((part) => GENERATED[part].setting),
      ),
    )
  const stored = new Map(rows.map((row) => [row.key, String(row.value)]))
  const read = (part: keyof PusherApp) => wanted[part] ?? stored.get(GENERATED[part].setting) ?? ''
  return { id: read('id'), key: read('key'), secret: read('secret') }
}
