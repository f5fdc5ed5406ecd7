import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LANG, LANG_TAG, type Lang } from './languages.ts'
import { DEFAULT_NAMESPACE, NAMESPACES, resources } from './resources.ts'

i18n.use(initReactI18next).init({
  resources,
  lng: LANG_TAG[DEFAULT_LANG],
  fallbackLng: LANG_TAG[DEFAULT_LANG],
  supportedLngs: Object.values(LANG_TAG),
  ns: NAMESPACES,
  defaultNS: DEFAULT_NAMESPACE,
  // React escapes output already; escaping here would double-encode paths and names.
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
})

/**
 * Switches i18next and the document language together so no part of the page lags behind; dayjs follows
 * i18next's change event (lib/dates.ts), which keeps dayjs off pages without dates, /login among them.
 */
export async function applyLanguage(lang: Lang): Promise<void> {
  const tag = LANG_TAG[lang]
  document.documentElement.lang = tag
  if (i18n.language !== tag) await i18n.changeLanguage(tag)
}

export { i18n }
