import type { RouteObject } from 'react-router'
import type { Lang } from '../lib/i18n/languages.ts'
import type { PageEntry } from '../lib/navigation/page-entry.ts'
import { requirePermission } from './route-guards.ts'

/** The routes of the pages, each guarded by its permission. */
export function pageRoutes(pages: readonly PageEntry[], lang: Lang): RouteObject[] {
  return pages.map((page) => ({
    path: page.path,
    loader: requirePermission(page.permission, lang),
    lazy: async () => ({ Component: await page.load() }),
    handle: { titleKey: page.titleKey },
  }))
}
