import { isLang, type Lang } from './languages.ts'

export const LANG_COOKIE = 'lang'
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

export function parseLangCookie(cookieHeader: string): Lang | null {
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=')
    if (name === LANG_COOKIE && isLang(value)) return value
  }
  return null
}

export function serializeLangCookie(lang: Lang, secure: boolean): string {
  return `${LANG_COOKIE}=${lang}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}

export function readLangCookie(): Lang | null {
  return parseLangCookie(document.cookie)
}

export function writeLangCookie(lang: Lang): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in browsers the shops use.
  document.cookie = serializeLangCookie(lang, window.location.protocol === 'https:')
}
