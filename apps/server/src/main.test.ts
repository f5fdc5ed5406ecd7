import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort } from '../test/free-port.ts'
import { openDatabase } from './db/client.ts'

// The real process: first start on an empty folder, sign-in with the printed password, clean shutdown.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sms-main-'))
const port = await freePort()
let server: ChildProcess | undefined
let output = ''
const { ADMIN_PASSWORD: _, ...environment } = process.env

afterAll(() => {
  server?.kill('SIGKILL')
  fs.rmSync(dataDir, { recursive: true, force: true })
})

async function waitFor(check: () => boolean, timeoutMs: number) {
  const started = Date.now()
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out; server said:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('npm start', () => {
  it('starts on an empty data folder, prints the URL and a one-time admin password that works', async () => {
    server = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { ...environment, DATA_DIR: dataDir, PORT: String(port), SEED_DEMO: '0', LOG_LEVEL: 'warn' },
    })
    server.stdout?.on('data', (chunk) => {
      output += chunk
    })
    server.stderr?.on('data', (chunk) => {
      output += chunk
    })
    await waitFor(() => output.includes('Sign in as'), 90_000)
    expect(output).toContain(`http://localhost:${port}`)
    const password = /with the password (\S+) \(shown once/.exec(output)?.[1]
    expect(password).toBeTruthy()
    const response = await fetch(`http://127.0.0.1:${port}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password }),
    })
    expect(response.status).toBe(200)
  }, 120_000)

  it('drains and closes the database on SIGTERM, releasing the lock', async () => {
    const exited = new Promise<number | null>((resolve) => server?.on('exit', resolve))
    server?.kill('SIGTERM')
    expect(await exited).toBe(0)
    const reopened = await openDatabase({ dataDir })
    await reopened.close()
  }, 60_000)
})
