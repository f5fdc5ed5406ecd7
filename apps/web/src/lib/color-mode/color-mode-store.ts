import {
  COLOR_MODE_KEY,
  type ColorModePreference,
  type ColorModeState,
  parsePreference,
  resolveColorMode,
  toForcedMode,
} from './color-mode.ts'

const DARK_QUERY = '(prefers-color-scheme: dark)'
const listeners = new Set<() => void>()
let state: ColorModeState = { preference: 'system', forced: undefined, systemPrefersDark: false }

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
  state = {
    preference: parsePreference(localStorage.getItem(COLOR_MODE_KEY)),
    forced: undefined,
    systemPrefersDark: media.matches,
  }
  applyToDocument()
  media.addEventListener('change', (event) => update({ systemPrefersDark: event.matches }))
  window.addEventListener('storage', (event) => {
    if (event.key === COLOR_MODE_KEY) update({ preference: parsePreference(event.newValue) })
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
  update({ preference })
}

export function setForcedColorMode(requested: ColorModePreference | undefined): void {
  update({ forced: toForcedMode(requested) })
}
