import {
  ACCESS_TOKEN_TTL_SECONDS,
  INVALID_CREDENTIALS_MESSAGE,
  type LoginRequest,
  type UserInfo,
} from '@sms/contract'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/errors.ts'
import { mediaUrl } from '../../lib/images.ts'
import { hashPassword, verifyPassword } from '../../lib/passwords.ts'
import { recordAudit } from '../audit/audit.service.ts'
import * as queries from './auth.queries.ts'
import type { LoginLimiter } from './login-limiter.ts'
import { hashRefreshToken, newRefreshToken, signAccessToken, verifyAccessToken } from './tokens.ts'

export type AuthContext = {
  db: Db
  secret: Uint8Array
  refreshTtlDays: number
  limiter: LoginLimiter
}

type ClientMeta = { ip: string; userAgent?: string }

// Verified against when the e-mail is unknown, so both failures take the same time.
const dummyHash = hashPassword('not-a-real-password')

const invalidCredentials = () => new AppError('AUTH_INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE)

export const toUserInfo = (user: { id: number; name: string; email: string; profile_image: string | null }) =>
  ({
    id: user.id,
    name: user.name,
    email: user.email,
    media: user.profile_image ? [{ file_path: mediaUrl(user.profile_image) }] : [],
  }) satisfies UserInfo

async function issueTokens(ctx: AuthContext, userId: number, sessionId: string) {
  const refresh = newRefreshToken()
  const expiresAt = new Date(Date.now() + ctx.refreshTtlDays * 86_400_000)
  await queries.insertRefreshToken(ctx.db, sessionId, refresh.hash, expiresAt)
  const token = await signAccessToken(ctx.secret, { userId, sessionId })
  return { token, refresh_token: refresh.token, expires_in: ACCESS_TOKEN_TTL_SECONDS }
}

/** Same answer for an unknown e-mail, a wrong password and a disabled account: no user enumeration. */
export async function login(ctx: AuthContext, input: LoginRequest, meta: ClientMeta) {
  const email = input.email.toLowerCase()
  await ctx.limiter.beginAttempt(email, meta.ip)
  const user = await queries.findUserByEmail(ctx.db, email)
  const isValid = await verifyPassword(user?.password_hash ?? (await dummyHash), input.password)
  if (!user || !isValid || !user.status) {
    // The e-mail tried and the address, never the password; 0 when no such account exists.
    await auditSignIn(ctx, user?.id ?? 0, 'sign_in_failed', { email, ip: meta.ip })
    throw invalidCredentials()
  }
  await ctx.limiter.recordSuccess(email, meta.ip)
  const sessionId = await queries.insertSession(ctx.db, { userId: user.id, ...meta })
  await auditSignIn(ctx, user.id, 'signed_in', { session_id: sessionId, ip: meta.ip })
  const tokens = await issueTokens(ctx, user.id, sessionId)
  const grants = await queries.loadGrants(ctx.db, user.id)
  return { status: 'success' as const, ...tokens, user_info: toUserInfo(user), ...grants }
}

const refreshInvalid = () => new AppError('AUTH_REFRESH_INVALID', 'The refresh token is invalid or expired.')

/** Rotates a refresh token; presenting one that was already rotated revokes its whole session. */
export async function refresh(ctx: AuthContext, refreshToken: string) {
  const claim = await queries.claimRefreshToken(ctx.db, hashRefreshToken(refreshToken))
  if (!claim) throw refreshInvalid()
  const { token: row, wasUsed } = claim
  if (wasUsed) {
    await queries.revokeSession(ctx.db, row.session_id)
    const session = await queries.findSession(ctx.db, row.session_id)
    await auditSignIn(ctx, session?.user_id ?? 0, 'refresh_reused', { session_id: row.session_id })
    throw refreshInvalid()
  }
  const session = await queries.findSession(ctx.db, row.session_id)
  if (!session || session.revoked_at || row.expires_at.getTime() <= Date.now()) throw refreshInvalid()
  const user = await queries.findSessionActor(ctx.db, session.user_id, session.id)
  if (!user) throw refreshInvalid()
  return { status: 'success' as const, ...(await issueTokens(ctx, user.id, session.id)) }
}

export async function logout(ctx: AuthContext, actor: Actor) {
  await queries.revokeSession(ctx.db, actor.sessionId)
  await auditSignIn(ctx, actor.id, 'signed_out', { session_id: actor.sessionId })
  return { message: 'Successfully logged out' }
}

/** Sign-in events go to the audit log under `auth`, by the user they concern. */
function auditSignIn(ctx: AuthContext, userId: number, action: string, details: Record<string, unknown>) {
  return recordAudit(ctx.db, {
    actorId: userId || null,
    resource: 'auth',
    recordId: userId,
    action,
    after: details,
  })
}

export type Actor = {
  id: number
  sessionId: string
  user: UserInfo
  roles: string[]
  permissions: Set<string>
}

/** Resolves a bearer token to the acting user, re-checking the session and the account on every request. */
export async function authenticate(ctx: AuthContext, bearer: string): Promise<Actor | null> {
  const claims = await verifyAccessToken(ctx.secret, bearer)
  if (!claims) return null
  const user = await queries.findSessionActor(ctx.db, claims.userId, claims.sessionId)
  if (!user) return null
  return {
    id: user.id,
    sessionId: claims.sessionId,
    user: toUserInfo(user),
    roles: user.roles,
    permissions: new Set(user.permissions),
  }
}
