import { type Lang, localizePath, splitLocalePath } from '../i18n/languages.ts'

const NEXT = 'next'

/**
 * The sign-in page for someone who opened `url` without a session (a bookmark, a shared link): it remembers the
 * page, without its language prefix, so that signing in in either language returns to it.
 */
export function signInPathFor(url: URL, lang: Lang): string {
  const { path } = splitLocalePath(url.pathname)
  const login = localizePath('/login', lang)
  if (path === '/' || path === '/login') return login
  return `${login}?${new URLSearchParams({ [NEXT]: `${path}${url.search}` })}`
}

/**
 * Where to go after signing in: the remembered page in the current language, or home. Only a path of this
 * app is followed (`/products?page=2`), never another site (`//evil.example`, `https://…`), so the link
 * cannot be used to send staff elsewhere.
 */
export function returnPathAfterSignIn(search: string, lang: Lang): string {
  const next = new URLSearchParams(search).get(NEXT)
  const isOwnPath = next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\')
  if (!next || !isOwnPath) return localizePath('/', lang)
  const target = new URL(next, 'http://app.invalid')
  if (target.origin !== 'http://app.invalid') return localizePath('/', lang)
  const { path } = splitLocalePath(target.pathname)
  return `${localizePath(path, lang)}${target.search}`
}
