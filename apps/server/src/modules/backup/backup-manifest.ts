import { createHash } from 'node:crypto'
import { z } from 'zod'

export const BACKUP_FORMAT = 'sms-backup'
export const BACKUP_FORMAT_VERSION = 1
export const MANIFEST_FILE = 'manifest.json'

const entrySchema = z.object({ file: z.string(), bytes: z.number().int().nonnegative(), sha256: z.string() })

/** `manifest.json`, the archive's last entry: what it holds and how to check it. */
export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  format_version: z.literal(BACKUP_FORMAT_VERSION),
  taken_at: z.string(),
  engine: z.enum(['pglite', 'postgres']),
  /** The last migration applied when the backup was taken: the restore rebuilds that schema before loading. */
  schema: z.object({ migration: z.string(), when: z.number().int() }),
  /** In restore order (parents first); one JSON-lines file each, a row per line as PostgreSQL's row_to_json. */
  tables: z.array(
    entrySchema.extend({
      name: z.string().regex(/^[a-z_][a-z0-9_]*$/),
      columns: z.array(z.string().regex(/^[a-z_][a-z0-9_]*$/)),
      identity: z.array(z.string()),
      rows: z.number().int().nonnegative(),
    }),
  ),
  uploads: z.array(entrySchema),
  /** SHA-256 over every entry's name and SHA-256: one value to compare by eye or in a script. */
  checksum: z.string(),
})
export type Manifest = z.infer<typeof manifestSchema>

export const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex')

export function overallChecksum(entries: { file: string; sha256: string }[]) {
  const lines = entries.map((entry) => `${entry.file} ${entry.sha256}\n`).sort()
  return createHash('sha256').update(lines.join('')).digest('hex')
}

/** `sms-backup-20261127T023000Z.zip`: sorts by time, and says when without opening it. */
export const backupFileName = (at: Date) =>
  `sms-backup-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')}.zip`

export const BACKUP_FILE_PATTERN = /^sms-backup-(\d{8}T\d{6}Z)\.zip$/

export function backupTimeOf(fileName: string): Date | null {
  const match = BACKUP_FILE_PATTERN.exec(fileName)
  if (!match?.[1]) return null
  const t = match[1]
  return new Date(
    `${t.slice(0, 4)}-${t.slice(4, 6)}-${t.slice(6, 8)}T${t.slice(9, 11)}:${t.slice(11, 13)}:${t.slice(13, 15)}Z`,
  )
}
