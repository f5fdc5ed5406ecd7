import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase } from './client.ts'

const holderScript = fileURLToPath(new URL('./data-dir-holder.fixture.ts', import.meta.url))
const children: ChildProcess[] = []
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL')
})

/** Another server process holding the folder's embedded database, resolved once it has opened it. */
async function startHolder(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', holderScript, dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  children.push(child)
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve())
    child.once('exit', (code) => reject(new Error(`the holder exited with ${code}`)))
  })
  return child
}

const killHard = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGKILL')
  })

describe('the embedded database after its process died', () => {
  it('is refused while another process holds it, and taken over at once after that process is killed -9', {
    timeout: 60_000,
  }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sms-kill-'))
    const holder = await startHolder(dataDir)
    await expect(openDatabase({ dataDir })).rejects.toThrow(/already in use by another SMS process/)

    await killHard(holder)
    const startedAt = Date.now()
    const reopened = await openDatabase({ dataDir })
    try {
      // Well inside the 15 s after which an abandoned lock goes stale on its own.
      expect(Date.now() - startedAt).toBeLessThan(5_000)
      await reopened.db.execute(sql`select 1`)
      // The new holder is protected in turn.
      await expect(openDatabase({ dataDir })).rejects.toThrow(/already in use by another SMS process/)
    } finally {
      await reopened.close()
    }
  })
})
