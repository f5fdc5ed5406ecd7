import { healthRoutes } from '@sms/contract'
import { useEffect, useMemo, useState } from 'react'
import { checkout } from '../api/pos-api.ts'
import { listOutbox, onOutboxChange, sendWaiting } from './outbox.ts'
import type { OutboxEntry } from './till-state-db.ts'

/** While sales wait, the outbox tries again this often; otherwise it only checks that the server answers. */
const RETRY_MS = 4_000
const PROBE_MS = 15_000

/**
 * Does the server answer? The health check is public and cheap; any answer, even a 503 or a proxy's page, means
 * it is there, so its body is not read (a plain fetch of the table's path, never a cached answer).
 */
async function serverAnswers(): Promise<boolean> {
  if (!navigator.onLine) return false
  try {
    await fetch(`/api${healthRoutes.check.path}`, { cache: 'no-store', signal: AbortSignal.timeout(5_000) })
    return true
  } catch {
    return false
  }
}

export type OutboxView = {
  entries: OutboxEntry[]
  waiting: number
  refused: number
  /** False once a send or a check went unanswered; true again when the server answers. */
  reachable: boolean
}

/**
 * The till's side of the outbox: sends what waits when the till starts (sales a closed tab, a reload or a
 * crash left behind), then again every few seconds while anything waits and whenever the browser comes back
 * online; another tab already sending is left to it (the Web Lock). Lists the entries for the top bar.
 */
export function useOutbox(): OutboxView {
  const [entries, setEntries] = useState<OutboxEntry[]>([])
  const [reachable, setReachable] = useState(true)

  useEffect(() => {
    let cancelled = false
    const refresh = () =>
      void listOutbox()
        .then((list) => !cancelled && setEntries(list))
        .catch(() => undefined)
    refresh()
    const unsubscribe = onOutboxChange(refresh)
    return () => {
      cancelled = true
      unsubscribe()
    }
  }, [])

  useEffect(() => {
    let cancelled = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const tick = async () => {
      let hasWaiting = false
      try {
        hasWaiting = (await listOutbox()).some((e) => e.status === 'waiting')
        if (hasWaiting && navigator.onLine) {
          const results = await sendWaiting({
            post: (e, signal) => checkout(e.body, e.key, signal),
            timeoutMs: 10_000,
          })
          const outcomes = [...(results?.values() ?? [])]
          if (outcomes.length > 0) setReachable(!outcomes.some((r) => r.kind === 'unanswered'))
          hasWaiting = outcomes.length === 0 || outcomes.some((r) => r.kind === 'unanswered')
        } else {
          setReachable(await serverAnswers())
        }
      } catch {
        // Storage failed for a moment: the next tick tries again.
      }
      if (!cancelled) timer = setTimeout(tick, hasWaiting ? RETRY_MS : PROBE_MS)
    }
    const now = () => {
      clearTimeout(timer)
      void tick()
    }
    void tick()
    window.addEventListener('online', now)
    const offline = () => setReachable(false)
    window.addEventListener('offline', offline)
    return () => {
      cancelled = true
      clearTimeout(timer)
      window.removeEventListener('online', now)
      window.removeEventListener('offline', offline)
    }
  }, [])

  // The same view while nothing changed: it goes into the till's context, read by the whole till.
  return useMemo(
    () => ({
      entries,
      waiting: entries.filter((e) => e.status === 'waiting').length,
      refused: entries.filter((e) => e.status === 'refused').length,
      reachable,
    }),
    [entries, reachable],
  )
}
