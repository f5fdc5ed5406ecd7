import type { ComponentType } from 'react'
import { type RouteObject, redirect } from 'react-router'
import { type Lang, localizePath } from '../lib/i18n/languages.ts'
import { DashboardLayout } from './layouts/dashboard-layout.tsx'
import { DefaultLayout } from './layouts/default-layout.tsx'
import { GuestLayout } from './layouts/guest-layout.tsx'
import { ErrorPage } from './pages/error-page.tsx'
import { resourceRoutes } from './resource-routes.tsx'
import { RESOURCE_SCREENS } from './resource-screens.ts'
import { guestOnly, requirePermission, requireSession } from './route-guards.ts'
import type { RouteHandle } from './route-handle.ts'

/** Pages load on demand; layouts and the error page are in the main bundle so failures can still render. */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) })
}

const loginPage = lazyPage(
  () => import('./pages/login-page.tsx'),
  (m) => m.LoginPage,
)
const dashboardPage = lazyPage(
  () => import('./pages/dashboard-page.tsx'),
  (m) => m.DashboardPage,
)
const noPermissionPage = lazyPage(
  () => import('./pages/no-permission-page.tsx'),
  (m) => m.NoPermissionPage,
)
const profilePage = lazyPage(
  () => import('./pages/profile-page.tsx'),
  (m) => m.ProfilePage,
)
const notFoundPage = lazyPage(
  () => import('./pages/not-found-page.tsx'),
  (m) => m.NotFoundPage,
)

const handles = {
  login: { titleKey: 'auth:signIn.title' },
  dashboard: { titleKey: 'dashboards:title' },
  noPermission: { titleKey: 'common:noPermission.title' },
  profile: { titleKey: 'profile:title' },
  notFound: { titleKey: 'common:httpStatus.404' },
} satisfies Record<string, RouteHandle>

/** The route table of one language; the router mounts it at `/` (English) and `/kh` (Khmer). */
export function localeRoutes(lang: Lang): RouteObject[] {
  return [
    {
      Component: GuestLayout,
      loader: guestOnly(lang),
      children: [{ path: 'login', lazy: loginPage, handle: handles.login }],
    },
    {
      Component: DefaultLayout,
      loader: requireSession(lang),
      // The token may expire between two clicks inside the shell, so check on every navigation.
      shouldRevalidate: () => true,
      children: [
        {
          // Errors inside a page render within the shell, keeping the menu usable.
          errorElement: <ErrorPage />,
          children: [
            {
              Component: DashboardLayout,
              children: [
                { index: true, lazy: dashboardPage, handle: handles.dashboard },
                {
                  path: 'dashboards',
                  loader: requirePermission('dashboards.view', lang),
                  lazy: dashboardPage,
                  handle: handles.dashboard,
                },
              ],
            },
            { path: 'app', loader: () => redirect(localizePath('/', lang)) },
            ...resourceRoutes(RESOURCE_SCREENS, lang),
            { path: 'profiles', lazy: profilePage, handle: handles.profile },
            { path: 'no-permission', lazy: noPermissionPage, handle: handles.noPermission },
            { path: 'not-found', lazy: notFoundPage, handle: handles.notFound },
            { path: '*', lazy: notFoundPage, handle: handles.notFound },
          ],
        },
      ],
    },
  ]
}
