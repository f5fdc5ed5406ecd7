import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import lockfile from 'proper-lockfile'

type Owner = { pid: number; host: string }

/** Whether a process with this id runs on this machine (EPERM: it does, as another user). */
function isRunning(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readOwner(file: string): Owner | undefined {
  try {
    const owner = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Owner>
    return Number.isInteger(owner.pid) && typeof owner.host === 'string' ? (owner as Owner) : undefined
  } catch {
    return undefined
  }
}

/**
 * The holder of a lock is gone for sure only when it ran on this machine and its process no longer exists.
 * Anything else (another host sharing the folder, no owner file, a reused pid) keeps the lock; proper-lockfile
 * still declares it stale once its holder stops refreshing it (15 s).
 */
function holderIsGone(ownerFile: string) {
  const owner = readOwner(ownerFile)
  return !!owner && owner.host === os.hostname() && owner.pid !== process.pid && !isRunning(owner.pid)
}

/** Another process (a running server) holds the embedded database. */
export class DataDirInUseError extends Error {}

const inUse = (dataDir: string) =>
  new DataDirInUseError(
    `The embedded database in ${dataDir} is already in use by another SMS process. ` +
      'Stop that process, or set DATA_DIR to another folder.',
  )

/**
 * Locks the data folder for this process, so a second server never opens the same embedded database. The
 * lock names its process (`sms.lock.owner`), so after a crash or `kill -9` the next start takes it over at
 * once instead of waiting for it to go stale; while the holder runs, the folder stays refused.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = path.join(dataDir, 'sms.lock')
  const ownerFile = `${lockPath}.owner`
  const lock = () =>
    lockfile.lock(dataDir, {
      lockfilePath: lockPath,
      retries: 0,
      stale: 15_000,
      update: 5_000,
      onCompromised: (err) => console.error(`Database lock lost: ${err.message}`),
    })
  let release: () => Promise<void>
  try {
    release = await lock().catch(async (err: NodeJS.ErrnoException) => {
      if (err.code !== 'ELOCKED' || !holderIsGone(ownerFile)) throw err
      // Checked and removed back to back; the holder that died cannot come back for it.
      fs.rmSync(lockPath, { recursive: true, force: true })
      return lock()
    })
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ELOCKED') throw inUse(dataDir)
    throw err
  }
  fs.writeFileSync(ownerFile, JSON.stringify({ pid: process.pid, host: os.hostname() } satisfies Owner))
  return async () => {
    fs.rmSync(ownerFile, { force: true })
    await release()
  }
}
