import type { Permission, Resource } from '@sms/contract'
import type { RouteObject } from 'react-router'
import type { FormMode } from '../components/resource/resource-screen.ts'
import { textKeys } from '../components/resource/resource-screen.ts'
import type { Lang } from '../lib/i18n/languages.ts'
import type { TitleKey } from '../lib/i18n/title-key.ts'
import type { ResourceRouteHandle } from './pages/resource-pages.tsx'
import { requirePermission } from './route-guards.ts'

/** What the router must know of a screen before its code loads: where it lives and what guards it. */
export type ResourceRoute = { route: string; resource: Resource }

/**
 * Loads the generic page with its screen on first use, like every other page. The screens stay out of the
 * main bundle (their widgets pull in tables, trees and uploads), so the handle, title included, comes from here.
 */
function resourcePage(route: string, mode?: FormMode): RouteObject['lazy'] {
  return async () => {
    const [{ RESOURCE_SCREENS }, pages] = await Promise.all([
      import('./resource-screens.ts'),
      import('./pages/resource-pages.tsx'),
    ])
    const screen = RESOURCE_SCREENS.find((candidate) => candidate.route === route)
    if (!screen) throw new Error(`no resource screen has the route ${route}`)
    const handle: ResourceRouteHandle = { titleKey: textKeys(screen).title as TitleKey, screen, mode }
    return { Component: mode ? pages.ResourceFormRoute : pages.ResourceListRoute, handle }
  }
}

/** `/{route}`, `/{route}/create` and `/{route}/update/:id` of each screen, guarded by list, create and edit. */
export function resourceRoutes(routes: readonly ResourceRoute[], lang: Lang): RouteObject[] {
  return routes.flatMap(({ route, resource }) => {
    const guard = (action: 'list' | 'create' | 'edit') =>
      requirePermission(`${resource}.${action}` as Permission, lang)
    return [
      { path: route, loader: guard('list'), lazy: resourcePage(route) },
      { path: `${route}/create`, loader: guard('create'), lazy: resourcePage(route, 'create') },
      { path: `${route}/update/:id`, loader: guard('edit'), lazy: resourcePage(route, 'update') },
    ]
  })
}
