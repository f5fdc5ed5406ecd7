import { createHash, createHmac, randomBytes } from 'node:crypto'
import { ACCESS_TOKEN_TTL_SECONDS } from '@sms/contract'
import { jwtVerify, SignJWT } from 'jose'

export type AccessClaims = { userId: number; sessionId: string }

/** Access tokens are short-lived JWTs naming the user and the session they belong to. */
export async function signAccessToken(secret: Uint8Array, claims: AccessClaims): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(secret)
}

/** Returns the claims of a valid, unexpired token, or null for anything else. */
export async function verifyAccessToken(secret: Uint8Array, token: string): Promise<AccessClaims | null> {
  try {
    // A token without an expiry would never die: refuse it even if it carries our signature.
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'sub'],
    })
    const userId = Number(payload.sub)
    if (!Number.isInteger(userId) || typeof payload.sid !== 'string') return null
    return { userId, sessionId: payload.sid }
  } catch {
    return null
  }
}

/** Refresh tokens are opaque random strings; only their hash is stored. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashRefreshToken(token) }
}

export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * The token that replaces a refresh token, derived from it with the signing secret: a refresh repeated in the
 * grace period (two tabs at once) hands out the same successor without its plain text ever being stored, and
 * nobody without the secret can compute it.
 */
export function successorRefreshToken(secret: Uint8Array, token: string): { token: string; hash: string } {
  const successor = createHmac('sha256', secret).update(`refresh-successor:${token}`).digest('base64url')
  return { token: successor, hash: hashRefreshToken(successor) }
}
