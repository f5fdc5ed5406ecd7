import { z } from 'zod'

/** One backup file the server wrote (`sms-backup-<UTC time>.zip` in its backup folder). */
export const backupFileSchema = z.object({
  file_name: z.string(),
  taken_at: z.string(),
  size_bytes: z.number().int().nonnegative(),
})
export type BackupFile = z.infer<typeof backupFileSchema>

/** `GET /api/backups/latest`: the newest backup and how the daily one is set up (settings screen). */
export const backupStatusSchema = z.object({
  last: backupFileSchema.nullable(),
  daily: z.boolean(),
  /** Local time of day (HH:MM) the daily backup is due. */
  time: z.string(),
  keep: z.number().int().positive(),
  folder: z.string(),
})
export type BackupStatus = z.infer<typeof backupStatusSchema>

/** The settings screen warns when the newest backup is older than this (or there is none). */
export const BACKUP_STALE_AFTER_MS = 2 * 24 * 60 * 60 * 1000
