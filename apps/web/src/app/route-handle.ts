import type { UIMatch } from 'react-router'
import type { ColorModePreference } from '../lib/color-mode/color-mode.ts'
import type { TitleKey } from '../lib/i18n/title-key.ts'

/** What a route may declare about itself, read by the root route. */
export type RouteHandle = {
  /** The document title, as a translation key with its namespace (`dashboards:title`). */
  titleKey?: TitleKey
  /** Forces the page into light or dark whatever the user chose; "system" is refused. */
  colorMode?: ColorModePreference
}

/** The deepest route that declares `field` wins, so a page can override its layout. */
export function deepestHandle<K extends keyof RouteHandle>(matches: UIMatch[], field: K): RouteHandle[K] {
  for (const match of [...matches].reverse()) {
    const handle = match.handle as RouteHandle | undefined
    if (handle?.[field] !== undefined) return handle[field]
  }
  return undefined
}
