import { useSyncExternalStore } from 'react'
import { type ColorMode, type ColorModePreference, resolveColorMode } from './color-mode.ts'
import { getColorModeState, setColorModePreference, subscribeColorMode } from './color-mode-store.ts'

export function useColorMode(): {
  mode: ColorMode
  preference: ColorModePreference
  isForced: boolean
  setPreference: (preference: ColorModePreference) => void
} {
  const state = useSyncExternalStore(subscribeColorMode, getColorModeState, getColorModeState)
  return {
    mode: resolveColorMode(state),
    preference: state.preference,
    isForced: state.forced !== undefined,
    setPreference: setColorModePreference,
  }
}
