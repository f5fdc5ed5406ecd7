// No zod here: the sign-in page reads error codes before any schema library has loaded.

/** Every error the API can answer, with its HTTP status. The web app translates by code. */
export const ERROR_STATUS = {
  AUTH_INVALID_CREDENTIALS: 401,
  AUTH_REQUIRED: 401,
  AUTH_REFRESH_INVALID: 401,
  AUTH_RATE_LIMITED: 429,
  FORBIDDEN: 403,
  /** Cookie sessions: an unsafe request without the CSRF header matching the CSRF cookie (decision 0040). */
  CSRF_REJECTED: 403,
  /** Acting on a user or role that holds a permission the actor lacks, or granting one. */
  RIGHTS_EXCEEDED: 403,
  /** Changing one's own roles, status, limits, stores or coverage through the users API. */
  OWN_ACCESS: 403,
  /** A new own password through the users API, which asks for no current password: the profile does. */
  OWN_PASSWORD: 403,
  /** Granting or taking away a store, operational district or health facility the actor does not hold. */
  SCOPE_EXCEEDED: 403,
  /** A password, e-mail or status change, or a delete, of a peer: needs `users.assign` or a lesser target. */
  PEER_PROTECTED: 403,
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
  /** A sale at a store where the cashier has no open shift. */
  SHIFT_NOT_OPEN: 409,
  /** An offline receipt (till and offline number) already recorded as an order, sent again under another key. */
  OFFLINE_SALE_RECORDED: 409,
  /** Opening a second shift at a store where the cashier already has one open; closing a closed one. */
  SHIFT_ALREADY_OPEN: 409,
  SHIFT_CLOSED: 409,
  /** The tenders do not cover the total; params carry what is still due in both currencies. */
  PAYMENT_INSUFFICIENT: 422,
  /** A discount or a price above the cashier's rights, sent without a manager's approval. */
  APPROVAL_REQUIRED: 403,
  /** A manager's username and PIN that do not match, or a manager without the right to approve. */
  APPROVAL_INVALID: 403,
  /** A manager's PIN locked after repeated wrong tries, until the owner or the manager resets it. */
  PIN_LOCKED: 403,
  /** A cash tender that would hand back more change than the shop's limit; params carry both amounts. */
  CHANGE_TOO_LARGE: 422,
  /** A discount outside its dates, inactive, or beyond its cap. */
  DISCOUNT_NOT_APPLICABLE: 422,
  /** A KHQR code asked for while the shop has no Bakong account in its settings. */
  KHQR_NOT_CONFIGURED: 409,
  /** An order stage change SALES.md's transitions do not allow. */
  INVALID_TRANSITION: 422,
  /** Paying, moving or invoicing an open order that nobody with orders.approve has approved yet. */
  ORDER_NOT_APPROVED: 409,
  /** Approving an order twice. */
  ORDER_ALREADY_APPROVED: 409,
  /** Paying, returning or invoicing a cancelled order. */
  ORDER_CANCELLED: 409,
  /** Completing an order whose payment status is not `paid`, without a write-off. */
  ORDER_NOT_PAID: 422,
  /** A payment above what the order still owes; params carry what is due in both currencies. */
  PAYMENT_EXCEEDS_DUE: 422,
  /** A return of more than was sold minus earlier returns; params name the line and what is left. */
  RETURN_EXCEEDS_SOLD: 422,
  /** The refund does not match what is owed back (by the till's change rules); params carry the amount due. */
  REFUND_MISMATCH: 422,
  /** An order that already has its invoice (an invoice never changes; a correction is a credit note). */
  INVOICE_EXISTS: 409,
  /** A tax invoice for a customer without a VAT number (or without a customer). */
  VAT_NUMBER_REQUIRED: 422,
  /** A month's UBL ZIP asked for a month without invoices or credit notes in the user's stores. */
  UBL_MONTH_EMPTY: 404,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const

export type ErrorCode = keyof typeof ERROR_STATUS

/** The spec's fixed sentence for a failed sign-in, sent verbatim. */
export const INVALID_CREDENTIALS_MESSAGE = 'Username or password is incorrect.'
