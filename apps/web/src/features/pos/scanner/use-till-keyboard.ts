import { useEffect, useRef } from 'react'
import { createScanDetector, type ScanOutcome } from './scan-detector.ts'
import { loadThresholds } from './scan-settings.ts'

type Handlers = {
  /** A scanned code, never typed into a field. */
  onScan: (code: string) => void
  /** Every other key; answer true when the till used it (its default is then prevented). */
  onKey: (event: KeyboardEvent) => boolean
}

export function isEditable(element: Element | null): element is HTMLInputElement | HTMLTextAreaElement {
  if (!element) return false
  if (element instanceof HTMLTextAreaElement) return !element.readOnly
  if (element instanceof HTMLInputElement) {
    return !element.readOnly && !['button', 'checkbox', 'radio', 'submit', 'reset'].includes(element.type)
  }
  return false
}

/** Takes back the characters of a scan that landed in a field before the burst was known to be a scan. */
function removeLeaked(target: Element | null, count: number) {
  if (!isEditable(target) || count <= 0) return
  const end = target.selectionStart ?? target.value.length
  const start = Math.max(0, end - count)
  if (start === end) return
  target.focus()
  target.setSelectionRange(start, end)
  // Through the editing command, so React's controlled fields see an ordinary input event.
  document.execCommand('delete')
}

/**
 * The till's one keydown listener, on the document in the capture phase (decision 0021): the scanner detector
 * sees every key first, wherever the focus is, dialogs included; what is not a scan goes to the keyboard map.
 */
export function useTillKeyboard(handlers: Handlers) {
  const latest = useRef(handlers)
  latest.current = handlers

  useEffect(() => {
    const detector = createScanDetector(loadThresholds())
    let silenceTimer: ReturnType<typeof setTimeout> | undefined
    let leakTarget: Element | null = null

    const deliver = (outcome: ScanOutcome | null) => {
      if (!outcome) return
      if (outcome.kind === 'scan') {
        removeLeaked(leakTarget, outcome.leaked)
        latest.current.onScan(outcome.code)
        return
      }
      // A person typed fast: each held key does what it would have done, a shortcut or a character typed.
      for (const key of outcome.text) {
        if (latest.current.onKey(new KeyboardEvent('keydown', { key }))) continue
        if (isEditable(document.activeElement)) document.execCommand('insertText', false, key)
      }
    }

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing) return
      const wasBusy = detector.isBusy()
      const decision = event.repeat
        ? { hold: false, outcome: null }
        : detector.key({
            code: event.code,
            key: event.key,
            shiftKey: event.shiftKey,
            ctrlKey: event.ctrlKey,
            altKey: event.altKey,
            metaKey: event.metaKey,
            time: event.timeStamp,
          })
      if (decision.hold) {
        event.preventDefault()
        event.stopPropagation()
      }
      deliver(decision.outcome)
      // A new burst starts with this key: remember where its first character lands.
      if (detector.isBusy() && (!wasBusy || decision.outcome)) leakTarget = document.activeElement
      clearTimeout(silenceTimer)
      if (detector.isBusy()) {
        silenceTimer = setTimeout(
          () => deliver(detector.silence(performance.now())),
          detector.thresholds.silenceMs + 5,
        )
      }
      if (decision.hold) return
      if (latest.current.onKey(event)) {
        event.preventDefault()
        event.stopPropagation()
      }
    }

    document.addEventListener('keydown', onKeyDown, { capture: true })
    return () => {
      clearTimeout(silenceTimer)
      document.removeEventListener('keydown', onKeyDown, { capture: true })
    }
  }, [])
}
