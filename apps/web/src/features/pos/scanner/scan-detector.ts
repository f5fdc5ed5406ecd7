/**
 * Tells a keyboard-wedge barcode scanner from a person typing (SALES.md "Scanner"). A scanner types a burst:
 * at least 4 characters, on average no more than 35 ms apart and never more than 80 ms, ending with Enter or
 * Tab or 100 ms of silence. Characters are read from `event.code`, so a Khmer keyboard layout cannot garble
 * the code. No DOM here: the till feeds it keys with their times and acts on its decisions.
 *
 * A burst's first key cannot be known to be a scan, so it goes where it was typed ("leaked"); every later key
 * of a burst that still looks like a scan is held back (the caller prevents its default). When the burst ends
 * it is either a scan (the caller removes the leaked characters from the field they landed in) or not (the
 * held characters are released, to be typed where they belong). A burst whose average gap passes the limit
 * is released at once, so a fast typist never waits for the silence.
 */

export type ScanThresholds = {
  minLength: number
  maxAverageGapMs: number
  maxGapMs: number
  silenceMs: number
}

export const DEFAULT_THRESHOLDS: ScanThresholds = {
  minLength: 4,
  maxAverageGapMs: 35,
  maxGapMs: 80,
  silenceMs: 100,
}

export type KeyInput = {
  code: string
  /** The character the layout typed (`១` or `ឆ` under a Khmer layout): what a person meant, if not a scan. */
  key?: string
  shiftKey?: boolean
  ctrlKey?: boolean
  altKey?: boolean
  metaKey?: boolean
  /** Milliseconds, from the event's timeStamp or performance.now(). */
  time: number
}

export type ScanOutcome =
  /** A scan: `code` as read from the keys; `leaked` characters reached the focused field before it was known. */
  | { kind: 'scan'; code: string; leaked: number }
  /** Not a scan: these held characters were typed by a person and must be delivered. */
  | { kind: 'release'; text: string }

export type KeyDecision = { hold: boolean; outcome: ScanOutcome | null }

const SHIFTED_DIGITS = ')!@#$%^&*('
const PUNCTUATION: Record<string, [string, string]> = {
  Minus: ['-', '_'],
  Equal: ['=', '+'],
  BracketLeft: ['[', '{'],
  BracketRight: [']', '}'],
  Backslash: ['\\', '|'],
  Semicolon: [';', ':'],
  Quote: ["'", '"'],
  Comma: [',', '<'],
  Period: ['.', '>'],
  Slash: ['/', '?'],
  Backquote: ['`', '~'],
  Space: [' ', ' '],
  NumpadDecimal: ['.', '.'],
  NumpadAdd: ['+', '+'],
  NumpadSubtract: ['-', '-'],
  NumpadMultiply: ['*', '*'],
  NumpadDivide: ['/', '/'],
}

/** The character a physical key stands for on a US layout, whatever layout the system uses; null if none. */
export function characterOfCode(code: string, shift = false): string | null {
  const letter = /^Key([A-Z])$/.exec(code)
  if (letter?.[1]) return shift ? letter[1] : letter[1].toLowerCase()
  const digit = /^Digit(\d)$/.exec(code)
  if (digit?.[1]) return shift ? (SHIFTED_DIGITS[Number(digit[1])] ?? null) : digit[1]
  const numpad = /^Numpad(\d)$/.exec(code)
  if (numpad?.[1]) return numpad[1]
  const punctuation = PUNCTUATION[code]
  return punctuation ? punctuation[shift ? 1 : 0] : null
}

/** Khmer digits for ASCII ones: a wedge that reports no key position is read back from the character. */
const fromKhmerDigit = (key: string) =>
  /^[០-៩]$/.test(key)
    ? String((key.codePointAt(0) ?? 0x17e0) - 0x17e0)
    : /^[\x21-\x7e]$/.test(key)
      ? key
      : null

/** What a key adds to a scan (its position first, the character it typed when the position is unknown). */
const scanCharacter = (input: KeyInput) =>
  characterOfCode(input.code, input.shiftKey) ?? (input.code ? null : fromKhmerDigit(input.key ?? ''))

/** What a key adds to text a person typed: the character the layout produced, Khmer included. */
const typedCharacter = (input: KeyInput, char: string) =>
  input.key && [...input.key].length === 1 ? input.key : char

const MODIFIER_CODES = /^(Shift|Control|Alt|Meta|CapsLock|NumLock|AltGraph)/
const TERMINATORS = new Set(['Enter', 'NumpadEnter', 'Tab'])

export function createScanDetector(thresholds: ScanThresholds = DEFAULT_THRESHOLDS) {
  let chars: string[] = []
  /** The same keys as the layout typed them, released when the burst turns out to be a person typing. */
  let typed: string[] = []
  let times: number[] = []
  /** Index of the first held character: those before it leaked into the page. */
  let heldFrom = 0
  /** Set once the burst is too slow to be a scan: its keys pass through until the burst ends. */
  let released = false

  const reset = () => {
    chars = []
    typed = []
    times = []
    heldFrom = 0
    released = false
  }

  const averageGap = () => {
    const first = times[0] ?? 0
    const last = times[times.length - 1] ?? 0
    return times.length < 2 ? 0 : (last - first) / (times.length - 1)
  }

  const looksLikeScan = () =>
    !released && chars.length >= thresholds.minLength && averageGap() <= thresholds.maxAverageGapMs

  /** Ends the current burst: a scan, the release of what was held, or nothing. */
  const finish = (): ScanOutcome | null => {
    let outcome: ScanOutcome | null = null
    if (looksLikeScan()) outcome = { kind: 'scan', code: chars.join(''), leaked: heldFrom }
    else if (!released && chars.length > heldFrom)
      outcome = { kind: 'release', text: typed.slice(heldFrom).join('') }
    reset()
    return outcome
  }

  const lastTime = () => times[times.length - 1]

  return {
    /** Feed every keydown; `hold: true` means "prevent its default and stop it from reaching the page". */
    key(input: KeyInput): KeyDecision {
      if (MODIFIER_CODES.test(input.code)) return { hold: false, outcome: null }
      const previous = lastTime()
      // A burst broken by a pause is judged as it stood, as the silence timer would have.
      const stale = previous !== undefined && input.time - previous > thresholds.maxGapMs ? finish() : null
      if (input.ctrlKey || input.altKey || input.metaKey) return { hold: false, outcome: stale ?? finish() }
      if (TERMINATORS.has(input.code)) {
        if (stale) return { hold: false, outcome: stale }
        const isScan = looksLikeScan()
        return { hold: isScan, outcome: finish() }
      }
      const char = scanCharacter(input)
      if (char === null) return { hold: false, outcome: stale ?? finish() }
      chars.push(char)
      typed.push(typedCharacter(input, char))
      times.push(input.time)
      if (chars.length === 1) heldFrom = 1
      if (chars.length === 1 || released) return { hold: false, outcome: stale }
      if (averageGap() > thresholds.maxAverageGapMs) {
        // Too slow for a scanner: what was held goes out now, in order, before this key.
        const text = typed.slice(heldFrom, -1).join('')
        released = true
        return { hold: false, outcome: text ? { kind: 'release', text } : stale }
      }
      return { hold: true, outcome: stale }
    },
    /** Call when `silenceMs` may have passed since the last key (a timer): ends a burst that has gone quiet. */
    silence(time: number): ScanOutcome | null {
      const previous = lastTime()
      if (previous === undefined || time - previous < thresholds.silenceMs) return null
      return finish()
    },
    /** Whether a burst is under way (the caller keeps a silence timer running while it is). */
    isBusy: () => chars.length > 0,
    thresholds,
  }
}

export type ScanDetector = ReturnType<typeof createScanDetector>
