import type { Permission } from '@sms/contract'
import { type LoaderFunctionArgs, redirect } from 'react-router'
import { returnPathAfterSignIn, signInPathFor } from '../lib/auth/return-path.ts'
import { clearSession, hasPermission, isSessionActive, readSession } from '../lib/auth/session-storage.ts'
import { applyLanguage, loadAppTexts } from '../lib/i18n/i18n.ts'
import { readLangCookie } from '../lib/i18n/language-cookie.ts'
import { type Lang, localizePath, switchLocalePath } from '../lib/i18n/languages.ts'

/**
 * Entry of each language tree: sets the interface language before anything renders. An unprefixed (English)
 * path opened by someone who chose Khmer goes to the same page under /kh.
 */
export function enterLanguage(lang: Lang) {
  return async ({ request }: LoaderFunctionArgs) => {
    if (lang === 'en' && readLangCookie() === 'kh') {
      const url = new URL(request.url)
      throw redirect(switchLocalePath({ pathname: url.pathname, search: url.search, hash: '' }, 'kh'))
    }
    await applyLanguage(lang)
    return null
  }
}

/** Without a session, to the sign-in page, which then returns to the page that was asked for. */
function requireActiveSession(lang: Lang, request: Request): void {
  if (isSessionActive(readSession(), Date.now())) return
  // A missing, unreadable or expired token: drop whatever is left so nothing half-signed-in survives.
  clearSession()
  throw redirect(signInPathFor(new URL(request.url), lang))
}

/** Every page but /login needs a stored token that has not expired, and the signed-in screens' texts. */
export function requireSession(lang: Lang) {
  return async ({ request }: LoaderFunctionArgs) => {
    requireActiveSession(lang, request)
    await loadAppTexts(lang)
    return null
  }
}

/** A signed-in user has no business on the sign-in page: on to the page it would have returned to. */
export function guestOnly(lang: Lang) {
  return ({ request }: LoaderFunctionArgs) => {
    if (isSessionActive(readSession(), Date.now())) {
      throw redirect(returnPathAfterSignIn(new URL(request.url).search, lang))
    }
    return null
  }
}

/** Sends a user without the page's permission to /no-permission (the server refuses the data anyway). */
export function requirePermission(permission: Permission, lang: Lang) {
  return ({ request }: LoaderFunctionArgs) => {
    // Loaders of nested routes run in parallel, so this one must not assume the session check already passed.
    requireActiveSession(lang, request)
    if (!hasPermission(readSession(), permission)) throw redirect(localizePath('/no-permission', lang))
    return null
  }
}
