import { DEFAULT_THRESHOLDS, type ScanThresholds } from './scan-detector.ts'

/**
 * The scanner thresholds a cashier tuned on /pos/scanner-test, kept per browser (a till is one machine with
 * one scanner). The till's detector reads them when it starts.
 */
export const THRESHOLDS_KEY = 'pos.scanThresholds'

export type TunableThresholds = Pick<ScanThresholds, 'maxAverageGapMs' | 'maxGapMs' | 'minLength'>

export const LIMITS: Record<keyof TunableThresholds, { min: number; max: number }> = {
  maxAverageGapMs: { min: 5, max: 200 },
  maxGapMs: { min: 10, max: 500 },
  minLength: { min: 2, max: 20 },
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const within = (value: unknown, key: keyof TunableThresholds): number => {
  const { min, max } = LIMITS[key]
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
    ? value
    : DEFAULT_THRESHOLDS[key]
}

/** Complete thresholds from tuned ones: silence always outlasts the longest gap, so a burst is not cut short. */
export function thresholdsOf(tuned: Partial<TunableThresholds>): ScanThresholds {
  const maxGapMs = within(tuned.maxGapMs, 'maxGapMs')
  return {
    maxAverageGapMs: within(tuned.maxAverageGapMs, 'maxAverageGapMs'),
    maxGapMs,
    minLength: within(tuned.minLength, 'minLength'),
    silenceMs: Math.max(DEFAULT_THRESHOLDS.silenceMs, maxGapMs + 20),
  }
}

/** The saved thresholds; the defaults for anything missing, garbled or out of range. */
export function loadThresholds(storage: KeyValueStore = localStorage): ScanThresholds {
  try {
    const saved = JSON.parse(storage.getItem(THRESHOLDS_KEY) ?? '{}') as Partial<TunableThresholds>
    return thresholdsOf(saved && typeof saved === 'object' ? saved : {})
  } catch {
    return thresholdsOf({})
  }
}

export function saveThresholds(tuned: TunableThresholds, storage: KeyValueStore = localStorage) {
  const { maxAverageGapMs, maxGapMs, minLength } = thresholdsOf(tuned)
  storage.setItem(THRESHOLDS_KEY, JSON.stringify({ maxAverageGapMs, maxGapMs, minLength }))
}

export function resetThresholds(storage: KeyValueStore = localStorage) {
  storage.removeItem(THRESHOLDS_KEY)
}

export type BurstFigures = { averageGapMs: number; maxGapMs: number; isScan: boolean }

/** What the detector would make of a burst typed at these times: the same rule as `scan-detector.ts`. */
export function judgeBurst(times: readonly number[], thresholds: TunableThresholds): BurstFigures {
  const gaps = times.slice(1).map((time, i) => time - (times[i] ?? time))
  const averageGapMs = gaps.length ? gaps.reduce((a, b) => a + b, 0) / gaps.length : 0
  const maxGapMs = gaps.length ? Math.max(...gaps) : 0
  const isScan =
    times.length >= thresholds.minLength &&
    averageGapMs <= thresholds.maxAverageGapMs &&
    maxGapMs <= thresholds.maxGapMs
  return { averageGapMs, maxGapMs, isScan }
}
