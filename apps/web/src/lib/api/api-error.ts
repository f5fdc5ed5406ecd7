import type { ErrorResponse } from '@sms/contract'
// The deep path keeps the contract's schemas (and zod) out of every page's first download.
import { ERROR_STATUS, type ErrorCode } from '@sms/contract/error-codes'

/** Failures the browser detects itself, with no answer from the API to read a code from. */
export const CLIENT_ERROR_CODES = ['NETWORK_ERROR', 'UNEXPECTED_RESPONSE'] as const
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number]
export type ApiErrorCode = ErrorCode | ClientErrorCode

type ApiErrorInit = {
  status: number
  code: ApiErrorCode
  message: string
  params?: Record<string, unknown>
  errors?: Record<string, string[]>
  retryAfterSeconds?: number
}

/** A failed API call. Carries the contract's error code so the interface can translate it. */
export class ApiError extends Error {
  readonly status: number
  readonly code: ApiErrorCode
  readonly params: Record<string, unknown>
  readonly errors: Record<string, string[]>
  readonly retryAfterSeconds: number | undefined

  constructor(init: ApiErrorInit) {
    super(init.message)
    this.name = 'ApiError'
    this.status = init.status
    this.code = init.code
    this.params = init.params ?? {}
    this.errors = init.errors ?? {}
    this.retryAfterSeconds = init.retryAfterSeconds
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** When the body is not the contract's error shape (a proxy's HTML page, say), guess the code from the status. */
export function codeForStatus(status: number): ErrorCode {
  const preferred: Partial<Record<number, ErrorCode>> = { 401: 'AUTH_REQUIRED', 404: 'NOT_FOUND' }
  const direct =
    preferred[status] ?? (Object.keys(ERROR_STATUS) as ErrorCode[]).find((c) => ERROR_STATUS[c] === status)
  if (direct) return direct
  return status === 502 || status === 504 ? 'SERVICE_UNAVAILABLE' : status >= 500 ? 'INTERNAL' : 'BAD_REQUEST'
}

function parseRetryAfter(header: string | null): number | undefined {
  if (!header) return undefined
  const seconds = Number(header)
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds))
  const date = Date.parse(header)
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000))
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The contract's error answer (`errorResponseSchema`), read by hand: every page, sign-in included, needs this
 * before zod has loaded. Field errors keep only lists of codes; anything else is not our API's answer.
 */
function readErrorBody(body: unknown): ErrorResponse | null {
  if (!isRecord(body) || body.status !== 'error' || typeof body.message !== 'string') return null
  if (typeof body.code !== 'string' || !Object.hasOwn(ERROR_STATUS, body.code)) return null
  if (body.params !== undefined && !isRecord(body.params)) return null
  const errors = body.errors
  if (errors !== undefined) {
    if (!isRecord(errors)) return null
    const lists = Object.values(errors)
    if (!lists.every((list) => Array.isArray(list) && list.every((code) => typeof code === 'string')))
      return null
  }
  return body as ErrorResponse
}

export function apiErrorFromResponse(response: Response, body: unknown): ApiError {
  const retryAfterSeconds = parseRetryAfter(response.headers.get('Retry-After'))
  const parsed = readErrorBody(body)
  if (parsed) {
    const { code, message, params, errors } = parsed
    return new ApiError({ status: response.status, code, message, params, errors, retryAfterSeconds })
  }
  return new ApiError({
    status: response.status,
    code: codeForStatus(response.status),
    message: response.statusText || `HTTP ${response.status}`,
    retryAfterSeconds,
  })
}
