import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { LoginResponse, Permission } from '@sms/contract'
import { afterAll } from 'vitest'
import { type BuildOptions, buildApp } from '../src/app.ts'
import { loadConfig } from '../src/config.ts'
import { createRole, createUser } from '../src/db/factories/users.ts'
import { createTestDatabase } from './test-database.ts'

/** A full server on a fresh database, closed after the file's tests. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<BuildOptions, 'live'> = {},
) {
  const database = await createTestDatabase()
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sms-test-uploads-'))
  // Routes that take a backup (every POST is sent by some test) write here, never into the checkout's data/.
  const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sms-test-backups-'))
  const config = loadConfig({
    WEB_DIST: '/nonexistent',
    LOG_LEVEL: 'silent',
    UPLOAD_DIR: uploadDir,
    BACKUP_DIR: backupDir,
    ...env,
  })
  const app = await buildApp({
    config,
    database,
    logger: process.env.TEST_LOG ? { level: 'error' } : false,
    ...options,
  })
  afterAll(async () => {
    await app.close()
    fs.rmSync(uploadDir, { recursive: true, force: true })
    fs.rmSync(backupDir, { recursive: true, force: true })
  })
  const db = database.db

  async function login(email: string, password: string, ip = '127.0.0.1') {
    return app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: ip })
  }

  /** Signs in a new user holding the given seeded roles; returns the token and the user. */
  async function signInAs(...roleNames: string[]) {
    const user = await createUser(db, { roles: roleNames })
    const response = await login(user.email, user.password)
    if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`)
    const body = response.json<LoginResponse>()
    return { user, token: body.token, refreshToken: body.refresh_token, body }
  }

  /** Signs in a new user whose only role holds exactly these permissions. */
  async function signInWith(grants: Permission[]) {
    const role = await createRole(db, grants)
    return signInAs(role.name)
  }

  /** Requests as the holder of a token. */
  const as = (token: string) => ({
    get: (url: string) => app.inject({ method: 'GET', url, headers: bearer(token) }),
    post: (url: string, payload?: object) =>
      app.inject({ method: 'POST', url, headers: bearer(token), payload }),
    put: (url: string, payload: object) =>
      app.inject({ method: 'PUT', url, headers: bearer(token), payload }),
    del: (url: string) => app.inject({ method: 'DELETE', url, headers: bearer(token) }),
  })

  return { app, db, login, signInAs, signInWith, as }
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
