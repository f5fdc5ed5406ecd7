import { useLocation } from 'react-router'
import { useLocalePath } from '../../lib/i18n/use-locale.ts'
import type { ResourceScreen } from './resource-screen.ts'

type ReturnState = { listSearch?: string }

/** Router state for a link from the list to a form: the list's query, to come back to the same rows. */
export function useListReturnState(): ReturnState {
  return { listSearch: useLocation().search }
}

/** The list to go back to from a form: with the search, filters and page it was left with. */
export function useListPath(screen: ResourceScreen): string {
  const to = useLocalePath()
  const state = useLocation().state as ReturnState | null
  const search = typeof state?.listSearch === 'string' ? state.listSearch : ''
  return `${to(`/${screen.route}`)}${search}`
}
