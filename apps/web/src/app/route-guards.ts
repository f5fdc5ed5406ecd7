import type { Permission } from '@sms/contract'
import { type LoaderFunctionArgs, redirect } from 'react-router'
import { clearSession, hasPermission, isSessionActive, readSession } from '../lib/auth/session-storage.ts'
import { applyLanguage } from '../lib/i18n/i18n.ts'
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

function requireActiveSession(lang: Lang): void {
  if (isSessionActive(readSession(), Date.now())) return
  // A missing, unreadable or expired token: drop whatever is left so nothing half-signed-in survives.
  clearSession()
  throw redirect(localizePath('/login', lang))
}

/** Every page but /login needs a stored token that has not expired. */
export function requireSession(lang: Lang) {
  return () => {
    requireActiveSession(lang)
    return null
  }
}

/** A signed-in user has no business on the sign-in page. */
export function guestOnly(lang: Lang) {
  return () => {
    if (isSessionActive(readSession(), Date.now())) throw redirect(localizePath('/', lang))
    return null
  }
}

/** Sends a user without the page's permission to /no-permission (the server refuses the data anyway). */
export function requirePermission(permission: Permission, lang: Lang) {
  return () => {
    // Loaders of nested routes run in parallel, so this one must not assume the session check already passed.
    requireActiveSession(lang)
    if (!hasPermission(readSession(), permission)) throw redirect(localizePath('/no-permission', lang))
    return null
  }
}
