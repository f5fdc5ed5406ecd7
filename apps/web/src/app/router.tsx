import { createBrowserRouter } from 'react-router'
import { ErrorPage } from './pages/error-page.tsx'
import { RootRoute } from './root-route.tsx'
import { enterLanguage } from './route-guards.ts'
import { localeRoutes } from './routes.tsx'

export const router = createBrowserRouter([
  {
    Component: RootRoute,
    errorElement: <ErrorPage />,
    // Loaders settle in a few milliseconds; showing nothing avoids a flash of a spinner.
    HydrateFallback: () => null,
    children: [
      { path: '/', loader: enterLanguage('en'), children: localeRoutes('en') },
      { path: '/kh', loader: enterLanguage('kh'), children: localeRoutes('kh') },
    ],
  },
])
