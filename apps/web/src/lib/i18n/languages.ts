/** Route languages: English has no prefix, Khmer lives under `/kh` (the spec's code). */
export const LANGS = ['en', 'kh'] as const
export type Lang = (typeof LANGS)[number]
export const DEFAULT_LANG: Lang = 'en'

/** The spec's `kh` is a country code; the BCP 47 tag for Khmer, used by i18next, Intl, antd and HTTP, is `km`. */
export const LANG_TAG = { en: 'en', kh: 'km' } as const satisfies Record<Lang, string>
export type LangTag = (typeof LANG_TAG)[Lang]

const KH_PREFIX = '/kh'

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value)
}

/** Splits a browser pathname into its language and the path without the language prefix. */
export function splitLocalePath(pathname: string): { lang: Lang; path: string } {
  if (pathname === KH_PREFIX || pathname.startsWith(`${KH_PREFIX}/`)) {
    return { lang: 'kh', path: pathname.slice(KH_PREFIX.length) || '/' }
  }
  return { lang: 'en', path: pathname || '/' }
}

/** Turns an unprefixed app path (`/dashboards`) into the path for a language (`/kh/dashboards`). */
export function localizePath(path: string, lang: Lang): string {
  const normalized = path.startsWith('/') ? path : `/${path}`
  if (lang === 'en') return normalized
  return normalized === '/' ? KH_PREFIX : `${KH_PREFIX}${normalized}`
}

/** The same page in another language, keeping query string and hash. */
export function switchLocalePath(location: { pathname: string; search: string; hash: string }, lang: Lang) {
  const { path } = splitLocalePath(location.pathname)
  return `${localizePath(path, lang)}${location.search}${location.hash}`
}
