import type { PublicSettings } from './appearance.ts'

// No zod here: the sign-in page draws the shop's look from these before any schema library has loaded
// (apps/web: features/settings/appearance). The schema itself is in appearance.ts.

/** The Khmer-capable fonts the web app bundles (it never fetches fonts from elsewhere), and the device's own. */
export const FONT_FAMILIES = ['kantumruy-pro', 'noto-sans-khmer', 'battambang', 'system'] as const
export type FontFamily = (typeof FONT_FAMILIES)[number]

/** The colour mode of a browser whose user has not chosen one (the spec's "dark mode"). */
export const DEFAULT_COLOR_MODES = ['system', 'light', 'dark'] as const
export type DefaultColorMode = (typeof DEFAULT_COLOR_MODES)[number]

/** Display formats of a calendar day; the spec's mm/dd/yy is the default. */
export const DATE_FORMATS = ['MM/DD/YY', 'MM/DD/YYYY', 'DD/MM/YY', 'DD/MM/YYYY', 'YYYY-MM-DD'] as const
export type DateFormat = (typeof DATE_FORMATS)[number]

export const WEEKDAYS = ['sunday', 'monday'] as const
export type Weekday = (typeof WEEKDAYS)[number]

/** How a fresh shop looks until someone edits the settings. */
export const DEFAULT_APPEARANCE = {
  system_title: 'SMS 1.0',
  font_family: 'kantumruy-pro',
  footer_text: null,
  primary_color: '#15803d',
  secondary_color: '#2563eb',
  background_color: '#f5f5f5',
  default_color_mode: 'system',
  logo_url: null,
  favicon_url: null,
  date_format: 'MM/DD/YY',
  first_weekday: 'sunday',
  khmer_digits: false,
} as const satisfies PublicSettings

const CHOICES: Partial<Record<keyof PublicSettings, readonly string[]>> = {
  font_family: FONT_FAMILIES,
  default_color_mode: DEFAULT_COLOR_MODES,
  date_format: DATE_FORMATS,
  first_weekday: WEEKDAYS,
}

/**
 * The appearance read by its shape, as `publicSettingsSchema` reads it but without zod, so the sign-in page
 * checks both the copy a browser stored and the server's answer with no schema library: every field of the
 * defaults, of the same type (text where the default is null), choices among their lists; other keys are
 * dropped. Anything else is not the appearance (null).
 */
export function readAppearance(value: unknown): PublicSettings | null {
  if (typeof value !== 'object' || value === null) return null
  const stored = value as Record<string, unknown>
  for (const [key, fallback] of Object.entries(DEFAULT_APPEARANCE)) {
    const field = stored[key]
    const choices = CHOICES[key as keyof PublicSettings]
    const ok =
      fallback === null
        ? field === null || typeof field === 'string'
        : typeof field === typeof fallback && (!choices || choices.includes(field as string))
    if (!ok) return null
  }
  return Object.fromEntries(
    Object.keys(DEFAULT_APPEARANCE).map((key) => [key, stored[key]]),
  ) as PublicSettings
}
