import i18n, { type FormatterModule } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { localDigits } from '../number-locale.ts'
import { loadAntdLocale } from './antd-locale.ts'
import { KHMER_DIGITS_EVENT } from './khmer-digits-setting.ts'
import { DEFAULT_LANG, LANG_TAG, type Lang, type LangTag } from './languages.ts'
import { DEFAULT_NAMESPACE, loadTexts, NAMESPACES, type TextPart } from './resources.ts'

/**
 * A figure put into a sentence ("{{count}} sales waiting") is written in the language's digits, as the
 * formatting helpers write every other figure (decision 0041): Khmer digits when the shop asks for them. Only
 * numbers change; names, codes and figures the helpers already wrote pass as they are, and none is grouped,
 * so an order id reads the same as in its link.
 */
const figuresInSentences: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  format: (value, _format, lng) => (typeof value === 'number' ? localDigits(String(value), lng) : value),
}

// Texts arrive per language (loadLanguageTexts); until then there are none to show, and no page renders.
i18n
  .use(figuresInSentences)
  .use(initReactI18next)
  .init({
    resources: {},
    lng: LANG_TAG[DEFAULT_LANG],
    fallbackLng: LANG_TAG[DEFAULT_LANG],
    supportedLngs: Object.values(LANG_TAG),
    ns: NAMESPACES,
    defaultNS: DEFAULT_NAMESPACE,
    // React escapes output already; escaping here would double-encode paths and names.
    interpolation: { escapeValue: false, alwaysFormat: true },
    returnNull: false,
    initAsync: false,
    // Screens redraw when the language changes and when the shop turns Khmer digits on or off (decision 0041).
    react: { bindI18n: `languageChanged ${KHMER_DIGITS_EVENT}` },
  })

const loading = new Map<string, Promise<void>>()

/** Adds one part of a language's texts to i18next, once; a failed load is forgotten so the next try retries. */
export function loadLanguageTexts(tag: LangTag, part: TextPart = 'start'): Promise<void> {
  const key = `${part}:${tag}`
  let loaded = loading.get(key)
  if (!loaded) {
    loaded = loadTexts[part][tag]().then((texts) => {
      for (const [namespace, bundle] of Object.entries(texts)) i18n.addResourceBundle(tag, namespace, bundle)
    })
    loaded.catch(() => loading.delete(key))
    loading.set(key, loaded)
  }
  return loaded
}

/** Set once a signed-in screen has been shown: switching language then loads that language's app texts too. */
let appTextsWanted = false

/**
 * Loads a language's texts, then switches i18next and the document language together so no part of the page lags behind; dayjs follows
 * i18next's change event (lib/dates.ts), which keeps dayjs off pages without dates, /login among them.
 */
export async function applyLanguage(lang: Lang): Promise<void> {
  const tag = LANG_TAG[lang]
  await Promise.all([loadLanguageTexts(tag), appTextsWanted ? loadLanguageTexts(tag, 'app') : undefined])
  document.documentElement.lang = tag
  if (i18n.language !== tag) await i18n.changeLanguage(tag)
}

/** The signed-in screens' texts in this language, before the shell renders (route-guards.ts). */
export async function loadAppTexts(lang: Lang): Promise<void> {
  appTextsWanted = true
  await Promise.all([loadLanguageTexts(LANG_TAG[lang], 'app'), loadAntdLocale(LANG_TAG[lang])])
}

export { i18n }
