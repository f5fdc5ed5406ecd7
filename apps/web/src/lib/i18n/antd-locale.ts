import type { ConfigProviderProps } from 'antd'
import { useSyncExternalStore } from 'react'
import type { LangTag } from './languages.ts'

type AntdLocale = NonNullable<ConfigProviderProps['locale']>

/**
 * antd's own texts (pagination, pickers, empty tables, confirm buttons) per language. Only the signed-in screens
 * use them, so they load with those screens' texts (i18n.ts `loadAppTexts`), not on /login.
 */
const LOADERS: Record<LangTag, () => Promise<AntdLocale>> = {
  en: () => import('antd/locale/en_US').then((module) => module.default),
  km: () => import('antd/locale/km_KH').then((module) => module.default),
}

const loaded = new Map<LangTag, AntdLocale>()
const listeners = new Set<() => void>()

export async function loadAntdLocale(tag: LangTag): Promise<void> {
  if (loaded.has(tag)) return
  loaded.set(tag, await LOADERS[tag]())
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** The language's antd texts once loaded; until then antd's built-in English. */
export function useAntdLocale(tag: LangTag): AntdLocale | undefined {
  return useSyncExternalStore(subscribe, () => loaded.get(tag))
}
