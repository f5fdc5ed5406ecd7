import type { LoginResponse, MeResponse, RefreshResponse, UserInfo } from '@sms/contract'

/** The browser storage keys; `token`, `permissions` and `roles` are named by the spec. */
export const SESSION_KEYS = {
  token: 'token',
  refreshToken: 'refresh_token',
  expiresAt: 'token_expires_at',
  permissions: 'permissions',
  roles: 'roles',
  userInfo: 'user_info',
} as const

export type Session = {
  token: string
  refreshToken: string | null
  /** Milliseconds since the epoch after which the access token is no longer accepted. */
  expiresAt: number
  permissions: readonly string[]
  roles: readonly string[]
  userInfo: UserInfo | null
}

type Grants = Pick<MeResponse, 'permissions' | 'roles' | 'user_info'>

const listeners = new Set<() => void>()
let snapshot: { raw: string; session: Session | null } = { raw: '', session: null }

function parseJson(raw: string | null): unknown {
  if (raw === null) return null
  try {
    return JSON.parse(raw)
  } catch {
    return null
  }
}

function toStringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
}

/** Permissions are stored as a JSON list; an object holding a `permissions` list is accepted too (spec). */
function readPermissions(raw: string | null): string[] {
  const value = parseJson(raw)
  if (value && typeof value === 'object' && !Array.isArray(value) && 'permissions' in value) {
    return toStringList(value.permissions)
  }
  return toStringList(value)
}

function readRoles(raw: string | null): string[] {
  const value = parseJson(raw)
  return value && typeof value === 'object' && 'roles' in value ? toStringList(value.roles) : []
}

/**
 * The stored profile, checked by hand for what the shell reads (`userInfoSchema`'s fields): it was validated
 * when the API sent it, and zod has not loaded yet when the router first reads the session.
 */
function readUserInfo(raw: string | null): UserInfo | null {
  const value = parseJson(raw)
  if (!value || typeof value !== 'object') return null
  const { id, name, email, media } = value as Record<string, unknown>
  const ok =
    Number.isInteger(id) &&
    typeof name === 'string' &&
    typeof email === 'string' &&
    Array.isArray(media) &&
    media.every((item) => typeof item?.file_path === 'string')
  return ok ? { id: id as number, name, email, media: media.map(({ file_path }) => ({ file_path })) } : null
}

function readRaw(): string[] {
  return Object.values(SESSION_KEYS).map((key) => localStorage.getItem(key) ?? '')
}

function buildSession(): Session | null {
  const token = localStorage.getItem(SESSION_KEYS.token)
  const expiresAt = Number(localStorage.getItem(SESSION_KEYS.expiresAt))
  // A token whose expiry is unknown cannot be trusted to still work.
  if (!token || !Number.isFinite(expiresAt) || expiresAt <= 0) return null
  return {
    token,
    refreshToken: localStorage.getItem(SESSION_KEYS.refreshToken),
    expiresAt,
    permissions: readPermissions(localStorage.getItem(SESSION_KEYS.permissions)),
    roles: readRoles(localStorage.getItem(SESSION_KEYS.roles)),
    userInfo: readUserInfo(localStorage.getItem(SESSION_KEYS.userInfo)),
  }
}

/** The stored session, as the same object until storage changes (what useSyncExternalStore needs). */
export function readSession(): Session | null {
  const raw = readRaw().join('\u0000')
  if (raw !== snapshot.raw) snapshot = { raw, session: buildSession() }
  return snapshot.session
}

export function isSessionActive(session: Session | null, now: number): session is Session {
  return session !== null && session.expiresAt > now
}

function notify(): void {
  for (const listener of listeners) listener()
}

/**
 * Stands for a token kept in an HttpOnly cookie (cookie mode, decision 0040): the answer carries none, yet the
 * session exists and has an expiry to keep.
 */
export const COOKIE_HELD = 'cookie'

function writeTokens(token: string, refreshToken: string, expiresInSeconds: number, now: number): void {
  localStorage.setItem(SESSION_KEYS.token, token || COOKIE_HELD)
  localStorage.setItem(SESSION_KEYS.refreshToken, refreshToken || COOKIE_HELD)
  localStorage.setItem(SESSION_KEYS.expiresAt, String(now + expiresInSeconds * 1000))
}

function writeGrants(grants: Grants): void {
  localStorage.setItem(SESSION_KEYS.permissions, JSON.stringify(grants.permissions))
  localStorage.setItem(SESSION_KEYS.roles, JSON.stringify({ roles: grants.roles }))
  localStorage.setItem(SESSION_KEYS.userInfo, JSON.stringify(grants.user_info))
}

export function saveSignIn(response: LoginResponse, now: number): void {
  writeTokens(response.token, response.refresh_token, response.expires_in, now)
  writeGrants(response)
  notify()
}

/** Refresh tokens rotate: the old one is dead once the server answered, so the new one must be kept. */
export function saveRefresh(response: RefreshResponse, now: number): void {
  writeTokens(response.token, response.refresh_token, response.expires_in, now)
  notify()
}

/** Keeps permissions, roles and profile in step with the server (`/api/me`); writes only on change. */
export function saveGrants(grants: Grants): void {
  const before = readRaw().join('\u0000')
  writeGrants(grants)
  if (readRaw().join('\u0000') !== before) notify()
}

export function clearSession(): void {
  for (const key of Object.values(SESSION_KEYS)) localStorage.removeItem(key)
  notify()
}

/** Subscribes to session changes made here or in another tab of the same app. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (Object.values(SESSION_KEYS) as string[]).includes(event.key)) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

export function hasPermission(session: Session | null, permission: string): boolean {
  return session?.permissions.includes(permission) ?? false
}

export function hasRole(session: Session | null, role: string): boolean {
  return session?.roles.includes(role) ?? false
}
