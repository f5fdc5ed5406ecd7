import fs from 'node:fs'
import path from 'node:path'
import type { BackupFile } from '@sms/contract'
import type { Db } from '../../db/client.ts'
import { BACKUP_FILE_PATTERN, backupTimeOf } from './backup-manifest.ts'
import { takeBackup } from './backup-write.ts'

export type BackupSettings = {
  engine: 'pglite' | 'postgres'
  folder: string
  uploadDir: string
  keep: number
  /** Whether the daily backup runs (the schedule itself is started by the running server, main.ts). */
  daily: boolean
  /** HH:MM, local time. */
  time: string
}

/** The server's backups: one at a time (a second request waits for the running one), the newest, pruning. */
export function createBackups(db: Db, settings: BackupSettings) {
  let running: Promise<BackupFile> | null = null

  function list(): BackupFile[] {
    if (!fs.existsSync(settings.folder)) return []
    return fs
      .readdirSync(settings.folder)
      .filter((name) => BACKUP_FILE_PATTERN.test(name))
      .sort()
      .reverse()
      .map((name) => ({
        file_name: name,
        taken_at: (backupTimeOf(name) as Date).toISOString(),
        size_bytes: fs.statSync(path.join(settings.folder, name)).size,
      }))
  }

  /** Keeps the newest `keep` backups; only files named as this server names them are ever removed. */
  function prune() {
    for (const old of list().slice(settings.keep)) fs.rmSync(path.join(settings.folder, old.file_name))
  }

  function take(now = new Date()): Promise<BackupFile> {
    running ??= (async () => {
      try {
        const taken = await takeBackup(db, { ...settings, now })
        prune()
        // The time as the file name keeps it (whole seconds), so this answer equals the listing's.
        const takenAt = (backupTimeOf(taken.fileName) as Date).toISOString()
        return { file_name: taken.fileName, taken_at: takenAt, size_bytes: taken.sizeBytes }
      } finally {
        running = null
      }
    })()
    return running
  }

  return { settings, list, latest: () => list()[0] ?? null, take, prune }
}

export type Backups = ReturnType<typeof createBackups>

/**
 * The most recent moment the daily backup fell due: today's `time` if it has passed, else yesterday's. A backup
 * is due when the newest is older than that, so a shop whose computer is off at night gets it on the next start.
 */
export function lastDueAt(now: Date, time: string): Date {
  const [hours, minutes] = time.split(':').map(Number)
  const due = new Date(now)
  due.setHours(hours ?? 0, minutes ?? 0, 0, 0)
  if (due > now) due.setDate(due.getDate() - 1)
  return due
}

export function dailyBackupDue(backups: Backups, now: Date): boolean {
  const latest = backups.latest()
  return !latest || new Date(latest.taken_at) < lastDueAt(now, backups.settings.time)
}

const CHECK_EVERY_MS = 10 * 60 * 1000

/** Checks every ten minutes (and a minute after start) whether the day's backup is due; failures are logged. */
export function scheduleDailyBackups(
  backups: Backups,
  log: { info: (o: object, m: string) => void; error: (o: object, m: string) => void },
  now = () => new Date(),
) {
  const check = async () => {
    if (!dailyBackupDue(backups, now())) return
    try {
      const taken = await backups.take(now())
      log.info({ backup: taken }, 'daily backup taken')
    } catch (err) {
      log.error({ err }, 'the daily backup failed')
    }
  }
  const first = setTimeout(check, 60_000)
  const timer = setInterval(check, CHECK_EVERY_MS)
  first.unref()
  timer.unref()
  const stop = () => {
    clearTimeout(first)
    clearInterval(timer)
  }
  return { check, stop }
}
