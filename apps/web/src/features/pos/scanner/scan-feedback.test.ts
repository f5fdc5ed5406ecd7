import { describe, expect, it } from 'vitest'
import { isMuted, MUTE_KEY, setMuted, tonesOf } from './scan-feedback.ts'

const memory = () => {
  const values = new Map<string, string>()
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  }
}

describe('scan sounds', () => {
  it('a found code beeps once, short and high; an unknown one buzzes lower and longer', () => {
    const ok = tonesOf('ok')
    const error = tonesOf('error')
    expect(ok).toHaveLength(1)
    expect(ok[0]?.durationMs).toBeLessThanOrEqual(100)
    expect(error.length).toBeGreaterThan(1)
    const highestError = Math.max(...error.map((tone) => tone.frequency))
    expect(highestError).toBeLessThan(ok[0]?.frequency ?? 0)
    const errorEnd = Math.max(...error.map((tone) => tone.startMs + tone.durationMs))
    expect(errorEnd).toBeGreaterThan(ok[0]?.durationMs ?? 0)
  })

  it('remembers muting in the browser, sounding by default', () => {
    const storage = memory()
    expect(isMuted(storage)).toBe(false)
    setMuted(true, storage)
    expect(isMuted(storage)).toBe(true)
    expect(storage.values.get(MUTE_KEY)).toBe('1')
    setMuted(false, storage)
    expect(isMuted(storage)).toBe(false)
  })
})
