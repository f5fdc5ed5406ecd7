import {
  COLOR_MODE_KEY,
  type ColorModePreference,
  type ColorModeState,
  parsePreference,
  resolveColorMode,
  SHOP_COLOR_MODE_KEY,
  storedChoice,
  toForcedMode,
} from './color-mode.ts'

const DARK_QUERY = '(prefers-color-scheme: dark)'
const listeners = new Set<() => void>()
let state: ColorModeState = { preference: 'system', forced: undefined, systemPrefersDark: false }
/** The user's own choice; without one, the shop's default colour mode (settings) applies. */
let userChoice: ColorModePreference | null = null
let shopDefault: ColorModePreference = 'system'

function update(next: Partial<ColorModeState>): void {
  const merged = { ...state, ...next }
  if (Object.entries(next).every(([key, value]) => state[key as keyof ColorModeState] === value)) return
  state = merged
  applyToDocument()
  for (const listener of listeners) listener()
}

/** The class on <html> drives the app's own CSS (page background, scrollbars); antd gets the mode through React. */
function applyToDocument(): void {
  const mode = resolveColorMode(state)
  const root = document.documentElement
  root.classList.toggle('dark', mode === 'dark')
  root.classList.toggle('light', mode === 'light')
  root.style.colorScheme = mode
}

/** Reads the saved preference and follows the device setting; called once before the first render. */
export function initColorMode(): void {
  const media = window.matchMedia(DARK_QUERY)
  userChoice = storedChoice(localStorage.getItem(COLOR_MODE_KEY))
  shopDefault = parsePreference(localStorage.getItem(SHOP_COLOR_MODE_KEY))
  state = {
    preference: userChoice ?? shopDefault,
    forced: undefined,
    systemPrefersDark: media.matches,
  }
  applyToDocument()
  media.addEventListener('change', (event) => update({ systemPrefersDark: event.matches }))
  window.addEventListener('storage', (event) => {
    if (event.key !== COLOR_MODE_KEY) return
    userChoice = storedChoice(event.newValue)
    update({ preference: userChoice ?? shopDefault })
  })
}

export function getColorModeState(): ColorModeState {
  return state
}

export function subscribeColorMode(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function setColorModePreference(preference: ColorModePreference): void {
  localStorage.setItem(COLOR_MODE_KEY, preference)
  userChoice = preference
  update({ preference })
}

/** The shop's default colour mode from the settings; it applies to users who never chose their own. */
export function setShopDefaultColorMode(preference: ColorModePreference): void {
  localStorage.setItem(SHOP_COLOR_MODE_KEY, preference)
  shopDefault = preference
  if (userChoice === null) update({ preference })
}

export function setForcedColorMode(requested: ColorModePreference | undefined): void {
  update({ forced: toForcedMode(requested) })
}
