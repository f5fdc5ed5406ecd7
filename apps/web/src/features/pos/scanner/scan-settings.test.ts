import { describe, expect, it } from 'vitest'
import { createScanDetector, DEFAULT_THRESHOLDS } from './scan-detector.ts'
import {
  judgeBurst,
  loadThresholds,
  resetThresholds,
  saveThresholds,
  THRESHOLDS_KEY,
} from './scan-settings.ts'

const memory = () => {
  const values = new Map<string, string>()
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  }
}

describe('scanner thresholds kept in the browser', () => {
  it('are the defaults until saved, then what was saved', () => {
    const storage = memory()
    expect(loadThresholds(storage)).toEqual(DEFAULT_THRESHOLDS)
    saveThresholds({ maxAverageGapMs: 50, maxGapMs: 120, minLength: 6 }, storage)
    expect(loadThresholds(storage)).toEqual({
      maxAverageGapMs: 50,
      maxGapMs: 120,
      minLength: 6,
      silenceMs: 140,
    })
    resetThresholds(storage)
    expect(loadThresholds(storage)).toEqual(DEFAULT_THRESHOLDS)
  })

  it('falls back to the default for a garbled or out-of-range value', () => {
    const storage = memory()
    storage.setItem(THRESHOLDS_KEY, '{not json')
    expect(loadThresholds(storage)).toEqual(DEFAULT_THRESHOLDS)
    storage.setItem(THRESHOLDS_KEY, JSON.stringify({ maxAverageGapMs: 0, maxGapMs: 'x', minLength: 8 }))
    expect(loadThresholds(storage)).toEqual({ ...DEFAULT_THRESHOLDS, minLength: 8 })
  })
})

describe('judging a burst', () => {
  const times = (gaps: number[]) =>
    gaps.reduce(
      (all, gap) => {
        all.push((all.at(-1) ?? 0) + gap)
        return all
      },
      [0],
    )

  it('gives the average and largest gap, and says whether the thresholds take it as a scan', () => {
    expect(judgeBurst(times([10, 10, 10, 30]), DEFAULT_THRESHOLDS)).toEqual({
      averageGapMs: 15,
      maxGapMs: 30,
      isScan: true,
    })
    // One hesitation longer than the largest gap allowed is a person, however fast the rest.
    expect(judgeBurst(times([5, 5, 5, 5, 90]), DEFAULT_THRESHOLDS).isScan).toBe(false)
    expect(judgeBurst(times([40, 40, 40]), DEFAULT_THRESHOLDS).isScan).toBe(false)
    expect(judgeBurst(times([5, 5]), DEFAULT_THRESHOLDS).isScan).toBe(false)
    expect(judgeBurst(times([40, 40, 40]), { maxAverageGapMs: 45, maxGapMs: 80, minLength: 4 }).isScan).toBe(
      true,
    )
  })

  // "A scan" here means the till reads the whole burst as one code (a long gap splits it in two for the detector).
  it('agrees with the till’s detector', () => {
    for (const gaps of [
      [10, 10, 10],
      [40, 40, 40],
      [5, 5, 5, 5, 90],
      [30, 30, 30, 30, 30, 30],
      [8, 8],
    ]) {
      const detector = createScanDetector(DEFAULT_THRESHOLDS)
      const keyTimes = times(gaps)
      const outcomes = keyTimes.map((time) => detector.key({ code: 'Digit1', time }).outcome)
      outcomes.push(detector.key({ code: 'Enter', time: (keyTimes.at(-1) ?? 0) + 5 }).outcome)
      const detected = outcomes.some((o) => o?.kind === 'scan' && o.code.length === keyTimes.length)
      expect(judgeBurst(keyTimes, DEFAULT_THRESHOLDS).isScan, gaps.join(',')).toBe(detected)
    }
  })
})
