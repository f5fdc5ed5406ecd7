import { lazy, Suspense, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, ScrollRestoration, useMatches } from 'react-router'
import { useAppearance } from '../lib/appearance/use-appearance.ts'
import { setForcedColorMode } from '../lib/color-mode/color-mode-store.ts'
import { NAMESPACES } from '../lib/i18n/resources.ts'
import { deepestHandle } from './route-handle.ts'

// Loaded at start, after the page's own code, while this build's chunks are surely still on the server.
const NewVersionNotice = lazy(() => import('./new-version-notice.tsx'))

/** Applies what the matched routes declare (title, forced colour mode) and watches for new deployments. */
export function RootRoute() {
  const matches = useMatches()
  const { t } = useTranslation(NAMESPACES)
  const titleKey = deepestHandle(matches, 'titleKey')
  const forcedMode = deepestHandle(matches, 'colorMode')

  useEffect(() => {
    setForcedColorMode(forcedMode)
    return () => setForcedColorMode(undefined)
  }, [forcedMode])

  // The shop's system title (settings) names every tab.
  const systemTitle = useAppearance().system_title
  const pageTitle = titleKey ? t(titleKey) : undefined
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${systemTitle}` : systemTitle
  }, [pageTitle, systemTitle])

  return (
    <>
      <Outlet />
      <ScrollRestoration />
      <Suspense fallback={null}>
        <NewVersionNotice />
      </Suspense>
    </>
  )
}
