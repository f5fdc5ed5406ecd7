import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LANG, LANG_TAG, type Lang, type LangTag } from './languages.ts'
import { DEFAULT_NAMESPACE, loadTexts, NAMESPACES } from './resources.ts'

// Texts arrive per language (loadLanguageTexts); until then there are none to show, and no page renders.
i18n.use(initReactI18next).init({
  resources: {},
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

const loading = new Map<LangTag, Promise<void>>()

/** Adds a language's texts to i18next, once; a failed load is forgotten so the next navigation retries. */
export function loadLanguageTexts(tag: LangTag): Promise<void> {
  let loaded = loading.get(tag)
  if (!loaded) {
    loaded = loadTexts[tag]().then((texts) => {
      for (const [namespace, bundle] of Object.entries(texts)) i18n.addResourceBundle(tag, namespace, bundle)
    })
    loaded.catch(() => loading.delete(tag))
    loading.set(tag, loaded)
  }
  return loaded
}

/**
 * Loads a language's texts, then switches i18next and the document language together so no part of the page lags behind; dayjs follows
 * i18next's change event (lib/dates.ts), which keeps dayjs off pages without dates, /login among them.
 */
export async function applyLanguage(lang: Lang): Promise<void> {
  const tag = LANG_TAG[lang]
  await loadLanguageTexts(tag)
  document.documentElement.lang = tag
  if (i18n.language !== tag) await i18n.changeLanguage(tag)
}

export { i18n }
