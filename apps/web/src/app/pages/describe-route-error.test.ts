import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/api/api-error.ts'
import { describeRouteError } from './describe-route-error.ts'

describe('describeRouteError', () => {
  it('defaults to 500 Internal Server Error', () => {
    expect(describeRouteError(new Error('boom'))).toEqual({
      status: 500,
      statusText: { key: '500' },
      describeApiError: false,
    })
  })

  it('keeps the status of a failed API call and describes it by its code', () => {
    const error = new ApiError({ status: 403, code: 'FORBIDDEN', message: 'no' })
    expect(describeRouteError(error)).toEqual({
      status: 403,
      statusText: { key: '403' },
      describeApiError: true,
    })
  })

  it('falls back to 500 for an API call that never got an answer', () => {
    const error = new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'offline' })
    expect(describeRouteError(error).status).toBe(500)
  })
})
