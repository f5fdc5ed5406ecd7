import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { type ListState, listStateToSearch, parseListState } from './list-state.ts'
import type { ResourceScreen } from './resource-screen.ts'

/**
 * A list's state, read from and written to the URL. Page and filter changes push a history entry (back
 * returns to the previous page of results); typing in the search box replaces it.
 */
export function useListState(screen: ResourceScreen) {
  const [params, setParams] = useSearchParams()
  const state = useMemo(() => parseListState(params, screen.contract), [params, screen])
  const setState = useCallback(
    (next: ListState, options: { replace?: boolean } = {}) =>
      setParams(listStateToSearch(next), { replace: options.replace ?? false }),
    [setParams],
  )
  return [state, setState] as const
}
