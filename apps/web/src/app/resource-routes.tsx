import type { RouteObject } from 'react-router'
import type { FormMode, ResourceScreen } from '../components/resource/resource-screen.ts'
import { permissionOf, textKeys } from '../components/resource/resource-screen.ts'
import type { Lang } from '../lib/i18n/languages.ts'
import type { ResourceRouteHandle } from './pages/resource-pages.tsx'
import { requirePermission } from './route-guards.ts'
import type { TitleKey } from './route-handle.ts'

/** The generic pages load on first use, like every other page; the route's handle tells them their screen. */
const listPage = async () => ({ Component: (await import('./pages/resource-pages.tsx')).ResourceListRoute })
const formPage = async () => ({ Component: (await import('./pages/resource-pages.tsx')).ResourceFormRoute })

/** `/{route}`, `/{route}/create` and `/{route}/update/:id` of each screen, guarded by list, create and edit. */
export function resourceRoutes(screens: readonly ResourceScreen[], lang: Lang): RouteObject[] {
  return screens.flatMap((screen) => {
    const handle = (mode?: FormMode): ResourceRouteHandle => ({
      titleKey: textKeys(screen).title as TitleKey,
      screen,
      mode,
    })
    const guard = (action: 'list' | 'create' | 'edit') =>
      requirePermission(permissionOf(screen.contract, action), lang)
    return [
      { path: screen.route, loader: guard('list'), lazy: listPage, handle: handle() },
      {
        path: `${screen.route}/create`,
        loader: guard('create'),
        lazy: formPage,
        handle: handle('create'),
      },
      {
        path: `${screen.route}/update/:id`,
        loader: guard('edit'),
        lazy: formPage,
        handle: handle('update'),
      },
    ]
  })
}
