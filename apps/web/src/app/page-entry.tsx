import type { Permission } from '@sms/contract'
import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router'
import type { Lang } from '../lib/i18n/languages.ts'
import { requirePermission } from './route-guards.ts'
import type { TitleKey } from './route-handle.ts'

/**
 * A page that is not a resource screen (stock on hand, a document's form): its path, guard and title, declared
 * once; routes (under / and /kh) are made from the list. Sidebar entries live in each feature's *-menu.ts, so
 * their icons stay out of the route table that /login loads.
 */
export type PageEntry = {
  /** App path without the language prefix or leading slash: `stocks/manage`, `stocks/adjustments/:id`. */
  path: string
  /** Needed to open the page; the menu entry shows only to its holders too. */
  permission: Permission
  titleKey: TitleKey
  /** The page's component, loaded on first visit so it stays out of the main bundle. */
  load: () => Promise<ComponentType>
}

/** The routes of the pages, each guarded by its permission. */
export function pageRoutes(pages: readonly PageEntry[], lang: Lang): RouteObject[] {
  return pages.map((page) => ({
    path: page.path,
    loader: requirePermission(page.permission, lang),
    lazy: async () => ({ Component: await page.load() }),
    handle: { titleKey: page.titleKey },
  }))
}
