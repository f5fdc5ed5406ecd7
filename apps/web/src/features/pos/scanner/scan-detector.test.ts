import { describe, expect, it } from 'vitest'
import { characterOfCode, createScanDetector, type KeyDecision } from './scan-detector.ts'

const codeOf = (char: string) => (/\d/.test(char) ? `Digit${char}` : `Key${char.toUpperCase()}`)

/** Types `text` starting at `start` with `gap` ms between keys; returns every decision in order. */
function type(detector: ReturnType<typeof createScanDetector>, text: string, start: number, gap: number) {
  const decisions: KeyDecision[] = []
  ;[...text].forEach((char, index) => {
    decisions.push(detector.key({ code: codeOf(char), time: start + index * gap }))
  })
  return decisions
}

describe('scan detector', () => {
  it('reads a fast burst ended by Enter as a scan and holds every key but the first', () => {
    const detector = createScanDetector()
    const decisions = type(detector, '8850001234567', 0, 10)
    expect(decisions.map((d) => d.hold)).toEqual([false, ...Array(12).fill(true)])
    const enter = detector.key({ code: 'Enter', time: 130 })
    expect(enter).toEqual({ hold: true, outcome: { kind: 'scan', code: '8850001234567', leaked: 1 } })
  })

  it('ends a scan with Tab or with 100 ms of silence', () => {
    const byTab = createScanDetector()
    type(byTab, '1234', 0, 5)
    expect(byTab.key({ code: 'Tab', time: 20 }).outcome).toEqual({ kind: 'scan', code: '1234', leaked: 1 })

    const bySilence = createScanDetector()
    type(bySilence, 'ABC123', 0, 8)
    expect(bySilence.silence(80)).toBeNull()
    expect(bySilence.silence(150)).toEqual({ kind: 'scan', code: 'abc123', leaked: 1 })
    expect(bySilence.isBusy()).toBe(false)
  })

  it('never takes three characters for a scan, however fast', () => {
    const detector = createScanDetector()
    type(detector, '123', 0, 5)
    expect(detector.key({ code: 'Enter', time: 15 })).toEqual({
      hold: false,
      outcome: { kind: 'release', text: '23' },
    })
  })

  it('lets a person type: a slow burst is released at once and its later keys pass', () => {
    const detector = createScanDetector()
    const decisions = type(detector, 'rice', 0, 60)
    // The second key is already too slow on average, so nothing is ever held.
    expect(decisions.map((d) => d.hold)).toEqual([false, false, false, false])
    expect(decisions.every((d) => d.outcome === null)).toBe(true)
    expect(detector.key({ code: 'Enter', time: 200 }).hold).toBe(false)
  })

  it('releases held keys, in order, as soon as the average gap passes 35 ms', () => {
    const detector = createScanDetector()
    detector.key({ code: 'KeyA', time: 0 })
    expect(detector.key({ code: 'KeyB', time: 20 }).hold).toBe(true)
    const third = detector.key({ code: 'KeyC', time: 90 })
    expect(third).toEqual({ hold: false, outcome: { kind: 'release', text: 'b' } })
  })

  it('judges a burst broken by a pause over 80 ms on its own, and starts a new one', () => {
    const detector = createScanDetector()
    type(detector, '12345', 0, 10)
    const after = detector.key({ code: 'Digit9', time: 200 })
    expect(after).toEqual({ hold: false, outcome: { kind: 'scan', code: '12345', leaked: 1 } })
    expect(detector.isBusy()).toBe(true)
  })

  it('refuses a burst with one gap over 80 ms even when the average is low', () => {
    const detector = createScanDetector()
    type(detector, '1234', 0, 5)
    // 85 ms after the last key: the burst before it is judged alone (a scan), the rest starts again.
    const late = detector.key({ code: 'Digit5', time: 100 })
    expect(late.outcome).toEqual({ kind: 'scan', code: '1234', leaked: 1 })
  })

  it('passes shortcuts and breaks the burst on a modifier chord', () => {
    const detector = createScanDetector()
    type(detector, '12', 0, 5)
    const chord = detector.key({ code: 'KeyR', altKey: true, time: 10 })
    expect(chord).toEqual({ hold: false, outcome: { kind: 'release', text: '2' } })
    expect(detector.key({ code: 'ShiftLeft', time: 11 })).toEqual({ hold: false, outcome: null })
  })

  it('reads characters from the physical key, whatever the layout typed', () => {
    expect(characterOfCode('Digit7')).toBe('7')
    expect(characterOfCode('Numpad3')).toBe('3')
    expect(characterOfCode('KeyQ', true)).toBe('Q')
    expect(characterOfCode('Minus')).toBe('-')
    expect(characterOfCode('ArrowUp')).toBeNull()
  })

  it('keeps upper case from Shift inside a burst', () => {
    const detector = createScanDetector()
    detector.key({ code: 'KeyS', shiftKey: true, time: 0 })
    detector.key({ code: 'KeyK', shiftKey: true, time: 5 })
    detector.key({ code: 'Minus', time: 10 })
    detector.key({ code: 'Digit1', time: 15 })
    expect(detector.key({ code: 'Enter', time: 20 }).outcome).toEqual({
      kind: 'scan',
      code: 'SK-1',
      leaked: 1,
    })
  })

  describe('under a Khmer keyboard layout', () => {
    const khmerDigit = (d: string) => String.fromCodePoint(0x17e0 + Number(d))

    it('reads the scan from the key positions although the layout typed Khmer digits and letters', () => {
      const detector = createScanDetector()
      const keys = [
        { code: 'KeyS', key: 'ស' },
        { code: 'KeyK', key: 'ក' },
        ...[...'8850001'].map((d) => ({ code: `Digit${d}`, key: khmerDigit(d) })),
      ]
      keys.forEach((k, i) => {
        detector.key({ ...k, time: i * 8 })
      })
      expect(detector.key({ code: 'Enter', key: 'Enter', time: 80 }).outcome).toEqual({
        kind: 'scan',
        code: 'sk8850001',
        leaked: 1,
      })
    })

    it('maps Khmer digits back when the wedge reports no key position', () => {
      const detector = createScanDetector()
      ;[...'12345678'].forEach((d, i) => {
        detector.key({ code: '', key: khmerDigit(d), time: i * 8 })
      })
      expect(detector.key({ code: 'Enter', time: 70 }).outcome).toEqual({
        kind: 'scan',
        code: '12345678',
        leaked: 1,
      })
    })

    it('gives a fast Khmer typist back the Khmer letters typed, not the keys’ Latin letters', () => {
      const detector = createScanDetector()
      detector.key({ code: 'KeyK', key: 'ក', time: 0 })
      detector.key({ code: 'KeyA', key: 'ា', time: 10 })
      expect(detector.key({ code: 'Enter', key: 'Enter', time: 20 }).outcome).toEqual({
        kind: 'release',
        text: 'ា',
      })
    })
  })
})
