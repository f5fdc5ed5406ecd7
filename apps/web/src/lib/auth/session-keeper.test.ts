import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MemoryStorage } from '../../test-utils/memory-storage.ts'
import { signInResponse } from '../../test-utils/session-fixtures.ts'
import { ApiError } from '../api/api-error.ts'
import { refreshStoredSession } from './session-keeper.ts'
import { readSession, saveSignIn } from './session-storage.ts'

const SIGNED_IN_AT = 1_700_000_000_000
const rotated = {
  status: 'success',
  token: 'access-2',
  refresh_token: 'refresh-2',
  expires_in: 3600,
} as const

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage())
  vi.stubGlobal('window', new EventTarget())
  saveSignIn(signInResponse, SIGNED_IN_AT)
})
afterEach(() => vi.unstubAllGlobals())

const minutes = (n: number) => SIGNED_IN_AT + n * 60_000

describe('refreshStoredSession', () => {
  it('waits until 5 minutes before expiry', async () => {
    const refresh = vi.fn()
    expect(await refreshStoredSession(refresh, () => minutes(50))).toBe('not-due')
    expect(refresh).not.toHaveBeenCalled()
  })

  it('rotates the tokens when due', async () => {
    const refresh = vi.fn().mockResolvedValue(rotated)
    expect(await refreshStoredSession(refresh, () => minutes(56))).toBe('refreshed')
    expect(refresh).toHaveBeenCalledWith('refresh-1')
    expect(readSession()).toMatchObject({
      token: 'access-2',
      refreshToken: 'refresh-2',
      expiresAt: minutes(116),
    })
  })

  it('signs out when the server refuses the refresh token', async () => {
    const refused = new ApiError({ status: 401, code: 'AUTH_REFRESH_INVALID', message: 'no' })
    expect(await refreshStoredSession(vi.fn().mockRejectedValue(refused), () => minutes(56))).toBe('ended')
    expect(readSession()).toBeNull()
  })

  it('retries later after a network failure while the token still works', async () => {
    const offline = new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'offline' })
    expect(await refreshStoredSession(vi.fn().mockRejectedValue(offline), () => minutes(56))).toBe('retry')
    expect(readSession()?.token).toBe('access-1')
  })

  it('signs out after a network failure once the token has expired', async () => {
    const offline = new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'offline' })
    expect(await refreshStoredSession(vi.fn().mockRejectedValue(offline), () => minutes(61))).toBe('ended')
    expect(readSession()).toBeNull()
  })
})
