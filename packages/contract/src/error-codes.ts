// No zod here: the sign-in page reads error codes before any schema library has loaded.

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
  /** A document would take stock from a lot past its expiry date; params name the product and the lot. */
  LOT_EXPIRED: 422,
  /** An `Idempotency-Key` already used for a different request. */
  IDEMPOTENCY_KEY_REUSED: 422,
  /** The first request with this `Idempotency-Key` is still running. */
  IDEMPOTENCY_IN_PROGRESS: 409,
  /** A new riel rate more than 10% from the one it follows, sent without `confirm: true`; the screen asks. */
  RATE_CHANGE_UNCONFIRMED: 422,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const

export type ErrorCode = keyof typeof ERROR_STATUS

/** The spec's fixed sentence for a failed sign-in, sent verbatim. */
export const INVALID_CREDENTIALS_MESSAGE = 'Username or password is incorrect.'
