import type { Permission } from '@sms/contract'
import type { ComponentType } from 'react'
import type { TitleKey } from '../i18n/title-key.ts'

/**
 * A page that is not a resource screen (stock on hand, a document's form): its path, guard and title, declared
 * once by its feature; the shell makes the routes (under / and /kh) from the list (`app/page-routes.ts`).
 * Sidebar entries live in each feature's *-menu.ts, so their icons stay out of the route table that /login loads.
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
