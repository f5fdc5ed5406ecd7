import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const SERVER_DIR = path.join(import.meta.dirname, '..', '..', 'server')
const WEB_DIST = process.env.E2E_WEB_DIST ?? path.join(import.meta.dirname, '..', 'dist')

/**
 * A server of the spec's own, on its own port and data directory, serving the built app, that the spec can
 * stop and start again (the shared webServer cannot be stopped): the till's offline flows need the server to
 * go away and come back with its database intact, and cookie mode is a server setting. It runs the compiled
 * server (dist/, built with the shared one) by Node itself, so a kill reaches the server and not a wrapper.
 */
export function ownServer(port: number, env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sms-e2e-own-'))
  const url = `http://127.0.0.1:${port}`
  let child: ChildProcess | null = null

  const answers = () =>
    fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false)

  // A worker that ends (or is ended after a timeout) takes its server with it.
  process.once('exit', () => child?.kill('SIGKILL'))

  // The embedded database, whatever the runner's own environment names.
  const { DATABASE_URL: _database, ...inherited } = process.env

  async function start() {
    // A server left behind by an earlier run would answer in this one's place, with another build and database.
    if (await answers()) throw new Error(`port ${port} is taken by another server: stop it first`)
    const deadline = Date.now() + 120_000
    while (Date.now() < deadline) {
      const proc = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
        cwd: SERVER_DIR,
        env: {
          ...inherited,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          ADMIN_EMAIL: 'admin@example.com',
          ADMIN_PASSWORD: 'Admin#2026',
          SEED_DEMO: '0',
          WEB_DIST,
          LOG_LEVEL: 'warn',
          ...env,
        },
        stdio: 'ignore',
      })
      // Kept at once, so a stop during a slow start (a timed-out fixture) still kills it.
      child = proc
      const exited = new Promise<'exited'>((resolve) => proc.once('exit', () => resolve('exited')))
      for (;;) {
        const state = await Promise.race([exited, answers().then((up) => (up ? 'up' : 'waiting'))])
        if (state === 'up') return
        if (state === 'exited') break
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
      child = null
      // An embedded database killed a moment ago may still be locked: try again, as a supervisor would.
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
    await stop()
    throw new Error('the spec server did not start')
  }

  async function stop() {
    const proc = child
    child = null
    if (!proc || proc.exitCode !== null) return
    const exited = new Promise((resolve) => proc.once('exit', resolve))
    proc.kill('SIGKILL')
    await exited
  }

  async function remove() {
    await stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }

  return { url, dataDir, start, stop, remove }
}
