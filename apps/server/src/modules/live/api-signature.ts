import type { FastifyRequest } from 'fastify'
import { AppError } from '../../lib/errors.ts'
import type { PusherApp } from './credentials.ts'
import { md5, requestSigningText, sameText, sign } from './signatures.ts'

/** How far a signed call's `auth_timestamp` may be from our clock, as Pusher allows: 10 minutes either way. */
export const API_TIMESTAMP_TOLERANCE_SECONDS = 600

export type SignedRequest = {
  method: string
  /** The path as called, without the query string. */
  path: string
  query: Record<string, unknown>
  rawBody: string
}

const refused = (reason: string) => new AppError('AUTH_REQUIRED', `Invalid Pusher API signature: ${reason}.`)

/**
 * Checks a Pusher HTTP API call signed the Pusher way: our app key, auth_version 1.0, a fresh timestamp (so a
 * captured call cannot be replayed later), the body's MD5 and the HMAC over method, path and sorted query.
 */
export function verifySignedRequest(app: PusherApp, request: SignedRequest, now = Date.now()) {
  const query: Record<string, string> = {}
  for (const [key, value] of Object.entries(request.query)) {
    if (typeof value !== 'string') throw refused(`${key} is given more than once`)
    query[key] = value
  }
  if (!query.auth_key || !sameText(query.auth_key, app.key)) throw refused('unknown auth_key')
  if (query.auth_version !== '1.0') throw refused('auth_version must be 1.0')
  const timestamp = Number(query.auth_timestamp)
  if (!Number.isInteger(timestamp) || Math.abs(now / 1000 - timestamp) > API_TIMESTAMP_TOLERANCE_SECONDS) {
    throw refused(
      `auth_timestamp must be within ${API_TIMESTAMP_TOLERANCE_SECONDS} seconds of the server's time`,
    )
  }
  if ((request.rawBody || query.body_md5 !== undefined) && query.body_md5 !== md5(request.rawBody)) {
    throw refused('body_md5 does not match the body')
  }
  const expected = sign(app.secret, requestSigningText(request.method, request.path, query))
  if (!query.auth_signature || !sameText(query.auth_signature, expected))
    throw refused('wrong auth_signature')
}

/** The access check for `signed` routes: the Pusher HTTP API of this app only. */
export const pusherSignatureCheck = (app: PusherApp) => (request: FastifyRequest) => {
  const { app_id } = request.params as { app_id?: string }
  if (app_id !== app.id) throw new AppError('NOT_FOUND', `Unknown app ${String(app_id).slice(0, 64)}.`)
  verifySignedRequest(app, {
    method: request.method,
    path: request.url.split('?')[0] ?? '',
    query: request.query as Record<string, unknown>,
    rawBody: request.rawBody ?? '',
  })
}
