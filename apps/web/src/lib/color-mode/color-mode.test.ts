import { describe, expect, it, vi } from 'vitest'
import { parsePreference, resolveColorMode, toForcedMode } from './color-mode.ts'

describe('colour mode', () => {
  it('follows the device when the preference is system', () => {
    expect(resolveColorMode({ preference: 'system', forced: undefined, systemPrefersDark: true })).toBe(
      'dark',
    )
    expect(resolveColorMode({ preference: 'system', forced: undefined, systemPrefersDark: false })).toBe(
      'light',
    )
  })

  it('uses an explicit preference over the device', () => {
    expect(resolveColorMode({ preference: 'light', forced: undefined, systemPrefersDark: true })).toBe(
      'light',
    )
  })

  it('lets a page force a mode over the preference', () => {
    expect(resolveColorMode({ preference: 'light', forced: 'dark', systemPrefersDark: false })).toBe('dark')
  })

  it('refuses a page forcing "system", with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(toForcedMode('system')).toBeUndefined()
    expect(warn).toHaveBeenCalledOnce()
    expect(toForcedMode('dark')).toBe('dark')
    warn.mockRestore()
  })

  it('falls back to system for unknown stored values', () => {
    expect(parsePreference('dark')).toBe('dark')
    expect(parsePreference('purple')).toBe('system')
    expect(parsePreference(null)).toBe('system')
  })
})
