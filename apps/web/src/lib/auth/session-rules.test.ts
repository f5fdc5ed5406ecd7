import { describe, expect, it } from 'vitest'
import { ApiError } from '../api/api-error.ts'
import { endsSession, expiryDelay, refreshDelay } from './session-rules.ts'

describe('session rules', () => {
  it('refreshes 5 minutes before expiry, at once when that is past', () => {
    expect(refreshDelay(3600_000, 0)).toBe(3300_000)
    expect(refreshDelay(3600_000, 3500_000)).toBe(0)
    expect(expiryDelay(3600_000, 3500_000)).toBe(100_000)
  })

  it('ends the session on any 401 but a wrong password at sign-in', () => {
    const error = (status: number, code: ConstructorParameters<typeof ApiError>[0]['code']) =>
      new ApiError({ status, code, message: '' })
    expect(endsSession(error(401, 'AUTH_REQUIRED'))).toBe(true)
    expect(endsSession(error(401, 'AUTH_REFRESH_INVALID'))).toBe(true)
    expect(endsSession(error(401, 'AUTH_INVALID_CREDENTIALS'))).toBe(false)
    expect(endsSession(error(403, 'FORBIDDEN'))).toBe(false)
    expect(endsSession(new Error('boom'))).toBe(false)
  })
})
