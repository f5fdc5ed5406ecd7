import { useCallback } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { writeLangCookie } from './language-cookie.ts'
import { type Lang, localizePath, splitLocalePath, switchLocalePath } from './languages.ts'

/** The interface language, which is always the one the URL says. */
export function useLang(): Lang {
  return splitLocalePath(useLocation().pathname).lang
}

/** Builds links that stay in the current language: `to('/dashboards')` is `/kh/dashboards` in Khmer. */
export function useLocalePath(): (path: string) => string {
  const lang = useLang()
  return useCallback((path: string) => localizePath(path, lang), [lang])
}

/** Remembers the choice for a year and moves to the same page in the other language. */
export function useSwitchLanguage(): (lang: Lang) => void {
  const location = useLocation()
  const navigate = useNavigate()
  return useCallback(
    (lang: Lang) => {
      writeLangCookie(lang)
      navigate(switchLocalePath(location, lang))
    },
    [location, navigate],
  )
}
