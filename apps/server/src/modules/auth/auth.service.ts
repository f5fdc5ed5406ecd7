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
import {
  hashRefreshToken,
  newRefreshToken,
  signAccessToken,
  successorRefreshToken,
  verifyAccessToken,
} from './tokens.ts'

export type AuthContext = {
  db: Db
  secret: Uint8Array
  refreshTtlDays: number
  limiter: LoginLimiter
  /** Told after a user's session was revoked, so the live layer closes the sockets it authorised. */
  sessionsEnded: (userId: number) => void
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

const refreshExpiry = (ctx: AuthContext) => new Date(Date.now() + ctx.refreshTtlDays * 86_400_000)

/** A new session's first pair: a random refresh token (only its hash is stored) and an access token. */
async function issueTokens(ctx: AuthContext, userId: number, sessionId: string) {
  const refresh = newRefreshToken()
  await queries.insertRefreshToken(ctx.db, sessionId, refresh.hash, refreshExpiry(ctx))
  return accessPair(ctx, userId, sessionId, refresh.token)
}

async function accessPair(ctx: AuthContext, userId: number, sessionId: string, refreshToken: string) {
  const token = await signAccessToken(ctx.secret, { userId, sessionId })
  return { token, refresh_token: refreshToken, expires_in: ACCESS_TOKEN_TTL_SECONDS }
}

/** Same answer for an unknown e-mail, a wrong password and a disabled account: no user enumeration. */
export async function login(ctx: AuthContext, input: LoginRequest, meta: ClientMeta) {
  const email = input.email.toLowerCase()
  await ctx.limiter.beginAttempt(email, meta.ip)
  const user = await queries.findUserByEmail(ctx.db, email)
  const isValid = await verifyPassword(user?.password_hash ?? (await dummyHash), input.password)
  if (!user || !isValid || !user.status) {
    // The e-mail tried and the address, never the password; 0 when no such account exists.
    await auditSignIn(ctx.db, user?.id ?? 0, 'sign_in_failed', { email, ip: meta.ip })
    throw invalidCredentials()
  }
  await ctx.limiter.recordSuccess(email, meta.ip)
  const sessionId = await queries.insertSession(ctx.db, { userId: user.id, ...meta })
  await auditSignIn(ctx.db, user.id, 'signed_in', { session_id: sessionId, ip: meta.ip })
  const tokens = await issueTokens(ctx, user.id, sessionId)
  const grants = await queries.loadGrants(ctx.db, user.id)
  return { status: 'success' as const, ...tokens, user_info: toUserInfo(user), ...grants }
}

const refreshInvalid = () => new AppError('AUTH_REFRESH_INVALID', 'The refresh token is invalid or expired.')

/**
 * How long after a successful refresh the same token may be presented again (two tabs refreshing at once, a
 * retry after a lost answer) and get the same successor instead of being taken for a stolen token.
 */
export const REFRESH_REPEAT_GRACE_SECONDS = 10

/**
 * Rotates a refresh token. Presenting one that was already rotated revokes its whole session, unless the
 * rotation was moments ago and its successor is still there: then the same successor comes back (decision 0002).
 */
export async function refresh(ctx: AuthContext, refreshToken: string) {
  const successor = successorRefreshToken(ctx.secret, refreshToken)
  const outcome = await ctx.db.transaction(async (tx) => {
    const claim = await queries.claimRefreshToken(
      tx,
      hashRefreshToken(refreshToken),
      REFRESH_REPEAT_GRACE_SECONDS,
    )
    if (!claim) return undefined
    const { token: row } = claim
    const session = await queries.findSession(tx, row.session_id)
    const user =
      session && !session.revoked_at
        ? await queries.findSessionActor(tx, session.user_id, session.id)
        : undefined
    if (claim.wasUsed) {
      const issued = claim.usedRecently ? await queries.findRefreshToken(tx, successor.hash) : undefined
      if (user && issued?.session_id === row.session_id)
        return { renewed: true, userId: user.id, sessionId: row.session_id } as const
      await queries.revokeSession(tx, row.session_id)
      await auditSignIn(tx, session?.user_id ?? 0, 'refresh_reused', { session_id: row.session_id })
      return { renewed: false, userId: session?.user_id ?? 0, sessionId: row.session_id } as const
    }
    if (!user || row.expires_at.getTime() <= Date.now()) return undefined
    await queries.insertRefreshToken(tx, row.session_id, successor.hash, refreshExpiry(ctx))
    return { renewed: true, userId: user.id, sessionId: row.session_id } as const
  })
  if (outcome?.renewed === false) ctx.sessionsEnded(outcome.userId)
  if (!outcome?.renewed) throw refreshInvalid()
  return {
    status: 'success' as const,
    ...(await accessPair(ctx, outcome.userId, outcome.sessionId, successor.token)),
  }
}

export async function logout(ctx: AuthContext, actor: Actor) {
  await queries.revokeSession(ctx.db, actor.sessionId)
  await auditSignIn(ctx.db, actor.id, 'signed_out', { session_id: actor.sessionId })
  ctx.sessionsEnded(actor.id)
  return { message: 'Successfully logged out' }
}

/** Sign-in events go to the audit log under `auth`, by the user they concern. */
function auditSignIn(db: Db, userId: number, action: string, details: Record<string, unknown>) {
  return recordAudit(db, {
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
