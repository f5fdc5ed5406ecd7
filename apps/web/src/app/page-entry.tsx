import type { Permission } from '@sms/contract'
import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router'
import type { Lang } from '../lib/i18n/languages.ts'
import type { MenuItem } from './navigation/menu-items.tsx'
import { requirePermission } from './route-guards.ts'
import type { TitleKey } from './route-handle.ts'

/**
 * A page that is not a resource screen (stock on hand, a document's form): its path, guard, title and,
 * optionally, its sidebar entry, declared once. Routes (under / and /kh) and the menu are made from the list.
 */
export type PageEntry = {
  /** App path without the language prefix or leading slash: `stocks/manage`, `stocks/adjustments/:id`. */
  path: string
  /** Needed to open the page; the menu entry shows only to its holders too. */
  permission: Permission
  titleKey: TitleKey
  /** The page's component, loaded on first visit so it stays out of the main bundle. */
  load: () => Promise<ComponentType>
  menu?: Pick<MenuItem, 'group' | 'key' | 'icon'>
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

/** The sidebar entries of the pages that have one, in the list's order. */
export function pageMenuItems(pages: readonly PageEntry[]): MenuItem[] {
  return pages.flatMap((page) =>
    page.menu ? [{ ...page.menu, path: `/${page.path}`, permission: page.permission }] : [],
  )
}
