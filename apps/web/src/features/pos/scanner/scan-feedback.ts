/**
 * What a cashier hears after a scan (decision 0021): a short high beep when the code added a line, a low
 * buzz of two notes when it was not found. Drawn with the Web Audio API's oscillator, so no sound files ship.
 * Muting is per browser, remembered in localStorage.
 */

export type ScanSound = 'ok' | 'error'

export type Tone = { frequency: number; type: OscillatorType; startMs: number; durationMs: number }

/** The notes of each sound: pure, so the difference between the two is tested without a speaker. */
export function tonesOf(sound: ScanSound): Tone[] {
  if (sound === 'ok') return [{ frequency: 1800, type: 'sine', startMs: 0, durationMs: 80 }]
  return [
    { frequency: 220, type: 'square', startMs: 0, durationMs: 150 },
    { frequency: 165, type: 'square', startMs: 170, durationMs: 220 },
  ]
}

export const MUTE_KEY = 'pos.muted'

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>

export function isMuted(storage: KeyValueStore = localStorage): boolean {
  return storage.getItem(MUTE_KEY) === '1'
}

export function setMuted(muted: boolean, storage: KeyValueStore = localStorage) {
  storage.setItem(MUTE_KEY, muted ? '1' : '0')
}

let context: AudioContext | null = null

/** Plays a sound unless muted; silently nothing where the browser has no Web Audio or refuses to start it. */
export function playScanSound(sound: ScanSound) {
  if (isMuted() || typeof AudioContext === 'undefined') return
  try {
    context ??= new AudioContext()
    if (context.state === 'suspended') void context.resume()
    const now = context.currentTime
    for (const tone of tonesOf(sound)) {
      const oscillator = context.createOscillator()
      const gain = context.createGain()
      oscillator.type = tone.type
      oscillator.frequency.value = tone.frequency
      const start = now + tone.startMs / 1000
      const end = start + tone.durationMs / 1000
      // A quick fade in and out, so the note does not click.
      gain.gain.setValueAtTime(0, start)
      gain.gain.linearRampToValueAtTime(0.2, start + 0.005)
      gain.gain.linearRampToValueAtTime(0, end)
      oscillator.connect(gain).connect(context.destination)
      oscillator.start(start)
      oscillator.stop(end + 0.01)
    }
  } catch {
    // Sound is a courtesy: the notice line and the flash say the same.
  }
}
