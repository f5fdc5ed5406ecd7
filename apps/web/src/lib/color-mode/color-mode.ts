export const COLOR_MODE_KEY = 'colorMode'
/** The shop's default (settings), kept so the first paint of the next visit is already right. */
export const SHOP_COLOR_MODE_KEY = 'shopColorMode'
export const COLOR_MODE_PREFERENCES = ['system', 'light', 'dark'] as const
export type ColorModePreference = (typeof COLOR_MODE_PREFERENCES)[number]
export type ColorMode = 'light' | 'dark'

export type ColorModeState = {
  preference: ColorModePreference
  /** Set by a page that must look one way whatever the user chose. */
  forced: ColorMode | undefined
  systemPrefersDark: boolean
}

export function parsePreference(raw: string | null | undefined): ColorModePreference {
  return (COLOR_MODE_PREFERENCES as readonly string[]).includes(raw ?? '')
    ? (raw as ColorModePreference)
    : 'system'
}

/** The user's own stored choice, or null when they never chose (the shop's default applies then). */
export function storedChoice(raw: string | null | undefined): ColorModePreference | null {
  return (COLOR_MODE_PREFERENCES as readonly string[]).includes(raw ?? '')
    ? (raw as ColorModePreference)
    : null
}

export function resolveColorMode(state: ColorModeState): ColorMode {
  const wanted = state.forced ?? state.preference
  if (wanted === 'system') return state.systemPrefersDark ? 'dark' : 'light'
  return wanted
}

/**
 * Validates a page's request to force a mode. "system" is not a forced mode (it would hand the choice back to
 * the device while ignoring the user's own), so it is refused with a warning and the user's choice stays.
 */
export function toForcedMode(requested: ColorModePreference | undefined): ColorMode | undefined {
  if (requested === 'system') {
    console.warn('A page cannot force the colour mode "system"; the user preference applies instead.')
    return undefined
  }
  return requested
}
