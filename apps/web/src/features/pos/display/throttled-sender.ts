/**
 * Sends the latest value at most once every `gapMs`, one request at a time: values pushed meanwhile replace
 * each other and only the last is sent (a tablet needs the sale as it is now, not every keystroke). A failed
 * send is dropped: the next change sends the state again.
 */
export function throttledSender<T>(send: (value: T) => Promise<unknown>, gapMs: number) {
  let next: { value: T } | null = null
  let busy = false
  let lastSent = Number.NEGATIVE_INFINITY
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false

  const flush = () => {
    if (busy || !next || stopped || timer) return
    const wait = lastSent + gapMs - Date.now()
    if (wait > 0) {
      timer = setTimeout(() => {
        timer = undefined
        flush()
      }, wait)
      return
    }
    const { value } = next
    next = null
    busy = true
    lastSent = Date.now()
    void send(value)
      .catch(() => undefined)
      .finally(() => {
        busy = false
        flush()
      })
  }

  return {
    push(value: T) {
      next = { value }
      flush()
    },
    stop() {
      stopped = true
      clearTimeout(timer)
    },
  }
}
