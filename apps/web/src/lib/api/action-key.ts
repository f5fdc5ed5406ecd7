import { useRef } from 'react'

/**
 * The `Idempotency-Key` of one action: the same request sent again (a retry after a lost answer, a second
 * click) reuses the key, so the server applies it once and answers the retry with the first answer; another
 * request, or the same one after `done()`, gets a new key.
 */
export function actionKeys() {
  let pending: { request: string; key: string } | null = null
  return {
    keyFor(request: unknown) {
      const text = JSON.stringify(request)
      if (pending?.request !== text) pending = { request: text, key: crypto.randomUUID() }
      return pending.key
    },
    done() {
      pending = null
    },
  }
}

/** `actionKeys` kept for the component's life. */
export const useActionKeys = () => useRef(actionKeys()).current
