import { isRouteErrorResponse } from 'react-router'
import { isApiError } from '../../lib/api/api-error.ts'

/** Statuses with a translated status text under `common:httpStatus`. */
export const KNOWN_STATUSES = ['400', '401', '403', '404', '500', '503'] as const
export type KnownStatus = (typeof KNOWN_STATUSES)[number]

export type RouteErrorView = {
  status: number
  /** A known status is translated by the page; otherwise the text the failure carried. */
  statusText: { key: KnownStatus } | { text: string }
  /** Whether the description should come from the API error's code instead of the generic sentence. */
  describeApiError: boolean
}

/** What the error page shows for any thrown value; anything unrecognised is a 500 Internal Server Error. */
export function describeRouteError(error: unknown): RouteErrorView {
  let status = 500
  let fallbackText = ''
  if (isRouteErrorResponse(error)) {
    status = error.status
    fallbackText = error.statusText
  } else if (isApiError(error) && error.status >= 400) {
    status = error.status
  }
  const known = KNOWN_STATUSES.find((code) => code === String(status))
  return {
    status,
    statusText: known || !fallbackText ? { key: known ?? '500' } : { text: fallbackText },
    describeApiError: isApiError(error),
  }
}
