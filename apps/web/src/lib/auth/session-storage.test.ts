import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MemoryStorage } from '../../test-utils/memory-storage.ts'
import { signInResponse } from '../../test-utils/session-fixtures.ts'
import {
  clearSession,
  hasPermission,
  hasRole,
  isSessionActive,
  readSession,
  SESSION_KEYS,
  saveGrants,
  saveRefresh,
  saveSignIn,
  subscribeSession,
} from './session-storage.ts'

const NOW = 1_700_000_000_000

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage())
  vi.stubGlobal('window', new EventTarget())
})
afterEach(() => vi.unstubAllGlobals())

describe('session storage', () => {
  it('stores the spec keys in the spec shapes', () => {
    saveSignIn(signInResponse, NOW)
    expect(localStorage.getItem('token')).toBe('access-1')
    expect(localStorage.getItem('refresh_token')).toBe('refresh-1')
    expect(localStorage.getItem('token_expires_at')).toBe(String(NOW + 3600_000))
    expect(JSON.parse(localStorage.getItem('permissions') ?? '')).toEqual([
      'dashboards.view',
      'products.list',
    ])
    expect(JSON.parse(localStorage.getItem('roles') ?? '')).toEqual({ roles: ['cashier'] })
    expect(JSON.parse(localStorage.getItem('user_info') ?? '').name).toBe('Sok Dara')
  })

  it('reads back the stored profile, and none when another program left something else there', () => {
    saveSignIn(signInResponse, NOW)
    expect(readSession()?.userInfo).toEqual(signInResponse.user_info)
    for (const stored of [
      '{"id":"1","name":"x","email":"e","media":[]}',
      '{"id":1,"name":"x"}',
      '[]',
      'nope',
    ]) {
      localStorage.setItem(SESSION_KEYS.userInfo, stored)
      expect(readSession()?.userInfo).toBeNull()
    }
  })

  it('is active until the expiry time passes', () => {
    saveSignIn(signInResponse, NOW)
    const session = readSession()
    expect(isSessionActive(session, NOW + 3599_999)).toBe(true)
    expect(isSessionActive(session, NOW + 3600_000)).toBe(false)
  })

  it('treats a token without a readable expiry as no session', () => {
    localStorage.setItem(SESSION_KEYS.token, 'stray')
    expect(readSession()).toBeNull()
    localStorage.setItem(SESSION_KEYS.expiresAt, 'soon')
    expect(readSession()).toBeNull()
  })

  it('keeps the rotated refresh token and a new expiry', () => {
    saveSignIn(signInResponse, NOW)
    saveRefresh(
      { status: 'success', token: 'access-2', refresh_token: 'refresh-2', expires_in: 3600 },
      NOW + 10,
    )
    expect(readSession()).toMatchObject({
      token: 'access-2',
      refreshToken: 'refresh-2',
      expiresAt: NOW + 3600_010,
    })
    expect(readSession()?.permissions).toEqual(signInResponse.permissions)
  })

  it('returns the same object until storage changes, and notifies on change', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeSession(listener)
    saveSignIn(signInResponse, NOW)
    expect(readSession()).toBe(readSession())
    expect(listener).toHaveBeenCalledTimes(1)
    saveGrants({ ...signInResponse })
    expect(listener).toHaveBeenCalledTimes(1)
    saveGrants({ ...signInResponse, roles: ['manager'] })
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
  })

  it('clears every key', () => {
    saveSignIn(signInResponse, NOW)
    clearSession()
    expect(readSession()).toBeNull()
    expect(localStorage.length).toBe(0)
  })

  it('accepts permissions stored as an object holding a list, and ignores garbage', () => {
    saveSignIn(signInResponse, NOW)
    localStorage.setItem(SESSION_KEYS.permissions, JSON.stringify({ permissions: ['users.create'] }))
    expect(hasPermission(readSession(), 'users.create')).toBe(true)
    localStorage.setItem(SESSION_KEYS.permissions, '{not json')
    expect(readSession()?.permissions).toEqual([])
  })

  it('answers permission and role checks from storage only', () => {
    saveSignIn(signInResponse, NOW)
    const session = readSession()
    expect(hasPermission(session, 'products.list')).toBe(true)
    expect(hasPermission(session, 'products.create')).toBe(false)
    expect(hasRole(session, 'cashier')).toBe(true)
    expect(hasRole(null, 'cashier')).toBe(false)
  })
})
