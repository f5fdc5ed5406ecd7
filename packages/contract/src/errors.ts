import { z } from 'zod'

/** Every error the API can answer, with its HTTP status. The web app translates by code. */
export const ERROR_STATUS = {
  AUTH_INVALID_CREDENTIALS: 401,
  AUTH_REQUIRED: 401,
  AUTH_REFRESH_INVALID: 401,
  AUTH_RATE_LIMITED: 429,
  FORBIDDEN: 403,
  /** Acting on a user or role that holds a permission the actor lacks, or granting one. */
  RIGHTS_EXCEEDED: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 422,
  CONFLICT: 409,
  /** The change would leave no active user holding every permission. */
  LAST_ADMINISTRATOR: 409,
  /** A seeded role cannot be renamed or deleted; the administrator role keeps every permission. */
  SYSTEM_ROLE: 409,
  /** A record other records still point at cannot be deleted; params carry their count. */
  IN_USE: 409,
  /** A document would take more than is on hand; params name the product, the store and what is available. */
  STOCK_INSUFFICIENT: 422,
  /** An `Idempotency-Key` already used for a different request. */
  IDEMPOTENCY_KEY_REUSED: 422,
  /** The first request with this `Idempotency-Key` is still running. */
  IDEMPOTENCY_IN_PROGRESS: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const

export type ErrorCode = keyof typeof ERROR_STATUS
export const errorCodeSchema = z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]])

/** The spec's fixed sentence for a failed sign-in, sent verbatim. */
export const INVALID_CREDENTIALS_MESSAGE = 'Username or password is incorrect.'

export const errorResponseSchema = z.object({
  status: z.literal('error'),
  code: errorCodeSchema,
  message: z.string(),
  params: z.record(z.string(), z.unknown()).optional(),
  /** Field errors on 422: field name -> error codes (`required`, `too_long`, `taken`, ...). */
  errors: z.record(z.string(), z.array(z.string())).optional(),
})
export type ErrorResponse = z.infer<typeof errorResponseSchema>
