import { useMatches } from 'react-router'
import { ResourceFormPage } from '../../components/resource/resource-form-page.tsx'
import { ResourceListPage } from '../../components/resource/resource-list-page.tsx'
import type { FormMode, ResourceScreen } from '../../components/resource/resource-screen.ts'
import type { RouteHandle } from '../route-handle.ts'

/** What a resource route declares about itself (see resource-routes.tsx). */
export type ResourceRouteHandle = RouteHandle & { screen: ResourceScreen; mode?: FormMode }

function useRouteScreen(): ResourceRouteHandle {
  const handle = useMatches().at(-1)?.handle as ResourceRouteHandle | undefined
  if (!handle?.screen) throw new Error('a resource page needs a route handle with its screen')
  return handle
}

// The key makes /brands -> /categories a new page, not the same page with stale search and filters.
export function ResourceListRoute() {
  const { screen } = useRouteScreen()
  return <ResourceListPage key={screen.route} screen={screen} />
}

export function ResourceFormRoute() {
  const { screen, mode = 'create' } = useRouteScreen()
  return <ResourceFormPage key={`${screen.route}-${mode}`} screen={screen} mode={mode} />
}
