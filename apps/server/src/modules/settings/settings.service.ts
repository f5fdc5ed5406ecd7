import {
  DEFAULT_SETTINGS,
  type PublicSettings,
  SETTINGS_UPDATED_MESSAGE,
  type Settings,
  type SettingsImage,
  type settingsInputSchema,
} from '@sms/contract'
import { eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { decodeRow } from '../../db/prepared.ts'
import { settings } from '../../db/schema/index.ts'
import { usersHolding } from '../access/who-may.ts'
import type { Actor } from '../auth/auth.service.ts'
import { type DocumentContext, type WriteOptions, writeDocument } from '../documents/document.ts'
import { recordNotification } from '../notifications/notifications.service.ts'

export type SettingsValues = z.output<typeof settingsInputSchema>
type Row = typeof settings.$inferSelect

const SETTINGS_ID = 1

function present(row: Row): Settings {
  const { id: _id, updated_at, ...values } = row
  return { ...values, updated_at: updated_at.toISOString() }
}

const orDefaults = (row: Row | undefined): Settings =>
  row ? present(row) : { ...DEFAULT_SETTINGS, updated_at: null, updated_by: null }

/** The shop's settings; a shop that never saved them gets the defaults. */
export async function readSettings(db: Db): Promise<Settings> {
  const [row] = await db.select().from(settings).where(eq(settings.id, SETTINGS_ID))
  return orDefaults(row)
}

/** The settings row read as JSON inside another statement (`to_jsonb(settings)`, or null when never saved). */
export const settingsFromJson = (json: Record<string, unknown> | null): Settings =>
  orDefaults(json === null ? undefined : decodeRow(settings, json))

/** The shop's expiry warning window in days: stock expiring within it is listed and notified. */
export async function expiryWarningDays(db: Db): Promise<number> {
  return (await readSettings(db)).expiry_warning_days
}

/** The public part (appearance, date rules): what the sign-in page and the public live channel may see. */
export function publicPart(values: Settings): PublicSettings {
  return {
    system_title: values.system_title,
    font_family: values.font_family,
    footer_text: values.footer_text,
    primary_color: values.primary_color,
    secondary_color: values.secondary_color,
    background_color: values.background_color,
    default_color_mode: values.default_color_mode,
    logo_url: values.logo_url,
    favicon_url: values.favicon_url,
    date_format: values.date_format,
    first_weekday: values.first_weekday,
    khmer_digits: values.khmer_digits,
  }
}

/** Creates the row with the defaults if it is missing, then locks it: two saves never interleave. */
async function lockSettings(tx: Db): Promise<Settings> {
  await tx
    .insert(settings)
    .values({ id: SETTINGS_ID, ...DEFAULT_SETTINGS })
    .onConflictDoNothing()
  // Not kernel's findById: the one settings row exists after the insert above, so its absence is a broken
  // database (a 500), never the reader's 404.
  const [row] = await tx.select().from(settings).where(eq(settings.id, SETTINGS_ID)).for('update')
  if (!row) throw new Error('the settings row is missing after its insert')
  return present(row)
}

/** Our own uploads a change leaves unused, for removal once it is committed. */
export function uploadsReplaced(before: Settings, after: Settings): string[] {
  const inUse = new Set([after.logo_url, after.favicon_url])
  return [before.logo_url, before.favicon_url].filter(
    (url): url is string => Boolean(url?.startsWith('/media/settings/')) && !inUse.has(url as string),
  )
}

/**
 * Writes the settings under the row lock: one transaction with the audit entry; after the commit the
 * appearance goes out as `settings.updated` and the other people who read the settings get a notification.
 */
async function writeSettings(
  db: Db,
  actor: Actor,
  options: WriteOptions,
  change: (current: Settings) => Partial<SettingsValues>,
) {
  let before: Settings | undefined
  const { data } = await writeDocument(
    db,
    actor,
    { ...options, resource: 'settings', action: 'updated', status: 200 },
    async (tx, ctx) => {
      before = await lockSettings(tx)
      const [row] = await tx
        .update(settings)
        .set({ ...change(before), updated_at: sql`now()`, updated_by: actor.id })
        .where(eq(settings.id, SETTINGS_ID))
        .returning()
      if (!row) throw new Error('the settings row is missing under its lock')
      const document = present(row)
      ctx.emit({ type: 'settings.updated', ...publicPart(document) })
      await notifyOthers(tx, actor, ctx)
      return { id: SETTINGS_ID, document, before }
    },
  )
  return { data: data as Settings, before: before as Settings }
}

async function notifyOthers(tx: Db, actor: Actor, ctx: DocumentContext) {
  const readers = await usersHolding(tx, 'settings.view', actor.id)
  await recordNotification(
    tx,
    readers.map((user_id) => ({
      user_id,
      kind: 'settings_changed' as const,
      params: { user_name: actor.user.name },
      link: '/settings',
    })),
    ctx.emit,
  )
}

/** `PUT /api/settings`: the whole record at once. */
export async function updateSettings(
  db: Db,
  actor: Actor,
  values: SettingsValues,
  options: WriteOptions,
  removeUpload: (url: string) => Promise<void>,
) {
  const { data, before } = await writeSettings(db, actor, options, () => values)
  for (const url of uploadsReplaced(before, data)) await removeUpload(url)
  return { data, message: SETTINGS_UPDATED_MESSAGE }
}

/** Sets the logo or favicon to an upload already stored under `url`. */
export async function setSettingsImage(
  db: Db,
  actor: Actor,
  image: SettingsImage,
  url: string,
  options: WriteOptions,
  removeUpload: (url: string) => Promise<void>,
) {
  const column = image === 'logo' ? 'logo_url' : 'favicon_url'
  const { data, before } = await writeSettings(db, actor, options, () => ({ [column]: url }))
  for (const replaced of uploadsReplaced(before, data)) await removeUpload(replaced)
  return { data, message: SETTINGS_UPDATED_MESSAGE }
}
