import { useCallback, useRef } from 'react'

/**
 * A function that keeps its identity across renders and always runs the latest `callback` (the values of the
 * last render). For handlers handed through a context or into memoised values: a new function every render
 * would make every reader of that context draw again. Not for calling during render, only from events and
 * effects, as submit-once.ts does with its own latest-ref.
 */
export function useStableCallback<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const latest = useRef(callback)
  latest.current = callback
  return useCallback((...args: A) => latest.current(...args), [])
}
