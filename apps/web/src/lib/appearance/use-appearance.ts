import type { PublicSettings } from '@sms/contract'
// Zod-free: the sign-in page draws from these before zod loads (docs/decisions/0011-first-load.md).
import { DEFAULT_APPEARANCE, readAppearance } from '@sms/contract/appearance-defaults'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { setShopDefaultColorMode } from '../color-mode/color-mode-store.ts'
import { setDateSettings } from '../date-settings.ts'
import { FONT_STACKS } from '../fonts.ts'
import { setKhmerDigits } from '../i18n/khmer-digits-setting.ts'
import { LIVE_KEYS } from '../live/live-keys.ts'

/** The last appearance seen, so the next visit draws its first page in the shop's look already. */
const STORAGE_KEY = 'appearance'
const DEFAULT_FAVICON = '/favicon.svg'
function storedAppearance(): PublicSettings | undefined {
  try {
    return readAppearance(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null')) ?? undefined
  } catch {
    return undefined
  }
}

/** The server's answer, with the API client, loaded on this first call after the page shows. */
async function fetchAppearance(signal: AbortSignal) {
  return (await import('./appearance-api.ts')).fetchAppearance(signal)
}

/**
 * The shop's appearance (`GET /api/settings/public`, readable before signing in). The stored copy of the last
 * visit shows at once and is replaced by the server's answer; the live layer replaces it on a change.
 */
export function useAppearance(): PublicSettings {
  const { data } = useQuery({
    queryKey: LIVE_KEYS.appearance,
    queryFn: ({ signal }) => fetchAppearance(signal),
    initialData: storedAppearance,
    // The stored copy is only a first guess: ask the server straight away.
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60 * 1000,
  })
  return data ?? DEFAULT_APPEARANCE
}

function setFavicon(href: string) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]')
  if (!link) {
    link = document.createElement('link')
    link.rel = 'icon'
    document.head.append(link)
  }
  if (link.getAttribute('href') === href) return
  link.href = href
  // The built-in icon is an SVG; an upload is WebP and an address may be anything, so let the browser tell.
  if (href === DEFAULT_FAVICON) link.type = 'image/svg+xml'
  else link.removeAttribute('type')
}

/**
 * What the theme tokens cannot reach: the favicon, the page's own font and colour, the default colour mode and
 * how dates and figures are written.
 */
export function useApplyAppearance(appearance: PublicSettings) {
  useEffect(() => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(appearance))
    setShopDefaultColorMode(appearance.default_color_mode)
    const root = document.documentElement.style
    root.setProperty('--sms-font', FONT_STACKS[appearance.font_family])
    root.setProperty('--sms-background', appearance.background_color)
    setFavicon(appearance.favicon_url ?? DEFAULT_FAVICON)
    setDateSettings({
      format: appearance.date_format,
      weekStart: appearance.first_weekday === 'monday' ? 1 : 0,
    })
    setKhmerDigits(appearance.khmer_digits)
  }, [appearance])
}
