import { useRef, useState } from 'react'

/**
 * One request per action (issue 23.3): while `submit` runs, further calls are dropped and answer `undefined`.
 * A button's `loading` (or a modal's `confirmLoading`) comes from React state, which lags a fast double click
 * by a render, so the guard is a plain flag that is set synchronously on the first click.
 */
export function submitOnce<A extends unknown[], R>(submit: (...args: A) => Promise<R>) {
  let running = false
  return async (...args: A): Promise<R | undefined> => {
    if (running) return undefined
    running = true
    try {
      return await submit(...args)
    } finally {
      running = false
    }
  }
}

/**
 * `submitOnce` for a component: `run` calls the latest `submit` (it may read the latest state), at most one at
 * a time; `busy` is true while it runs, for the submit button's loading state.
 */
export function useSubmitOnce<A extends unknown[], R>(submit: (...args: A) => Promise<R>) {
  const latest = useRef(submit)
  latest.current = submit
  const [busy, setBusy] = useState(false)
  const run = useRef(
    submitOnce(async (...args: A) => {
      setBusy(true)
      try {
        return await latest.current(...args)
      } finally {
        setBusy(false)
      }
    }),
  ).current
  return { run, busy }
}
