import type { ComponentType } from 'react'
import { type RouteObject, redirect } from 'react-router'
import { ORDERS_PAGES } from '../features/orders/orders-pages.ts'
import { POS_PAGES, TILL_PAGES } from '../features/pos/pos-pages.ts'
import { REPORT_PAGES } from '../features/reports/reports-pages.ts'
import { STOCK_PAGES } from '../features/stock/stock-pages.ts'
import { type Lang, localizePath } from '../lib/i18n/languages.ts'
import { GuestLayout } from './layouts/guest-layout.tsx'
import { pageRoutes } from './page-routes.ts'
import { ErrorPage } from './pages/error-page.tsx'
import { RESOURCE_ROUTES } from './resource-route-table.ts'
import { resourceRoutes } from './resource-routes.tsx'
import { guestOnly, requirePermission, requireSession } from './route-guards.ts'
import type { RouteHandle } from './route-handle.ts'

/**
 * Pages and the signed-in shell load on demand, so /login downloads only what signing in needs. The guest
 * layout and the error page stay in the main bundle so failures can still render.
 */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) })
}

const defaultLayout = lazyPage(
  () => import('./layouts/default-layout.tsx'),
  (m) => m.DefaultLayout,
)
const dashboardLayout = lazyPage(
  () => import('./layouts/dashboard-layout.tsx'),
  (m) => m.DashboardLayout,
)
const tillLayout = lazyPage(
  () => import('./layouts/till-layout.tsx'),
  (m) => m.TillLayout,
)
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
const settingsPage = lazyPage(
  () => import('../features/settings/screens/settings-page.tsx'),
  (m) => m.SettingsPage,
)
const notFoundPage = lazyPage(
  () => import('../components/not-found-page.tsx'),
  (m) => m.NotFoundPage,
)

const handles = {
  login: { titleKey: 'auth:signIn.title' },
  dashboard: { titleKey: 'dashboards:title' },
  noPermission: { titleKey: 'common:noPermission.title' },
  profile: { titleKey: 'profile:title' },
  settings: { titleKey: 'settings:title' },
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
      // The till takes the whole screen: its own shell, without the sidebar and header.
      lazy: tillLayout,
      loader: requireSession(lang),
      shouldRevalidate: () => true,
      children: [{ errorElement: <ErrorPage />, children: pageRoutes(TILL_PAGES, lang) }],
    },
    {
      lazy: defaultLayout,
      loader: requireSession(lang),
      // The token may expire between two clicks inside the shell, so check on every navigation.
      shouldRevalidate: () => true,
      children: [
        {
          // Errors inside a page render within the shell, keeping the menu usable.
          errorElement: <ErrorPage />,
          children: [
            {
              lazy: dashboardLayout,
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
            ...resourceRoutes(RESOURCE_ROUTES, lang),
            ...pageRoutes(STOCK_PAGES, lang),
            ...pageRoutes(POS_PAGES, lang),
            ...pageRoutes(ORDERS_PAGES, lang),
            ...pageRoutes(REPORT_PAGES, lang),
            { path: 'profiles', lazy: profilePage, handle: handles.profile },
            {
              path: 'settings',
              loader: requirePermission('settings.view', lang),
              lazy: settingsPage,
              handle: handles.settings,
            },
            { path: 'no-permission', lazy: noPermissionPage, handle: handles.noPermission },
            { path: 'not-found', lazy: notFoundPage, handle: handles.notFound },
            { path: '*', lazy: notFoundPage, handle: handles.notFound },
          ],
        },
      ],
    },
  ]
}
