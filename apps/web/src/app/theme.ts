import { type ThemeConfig, theme } from 'antd'
import type { ColorMode } from '../lib/color-mode/color-mode.ts'

/** Kantumruy Pro first for Latin and Khmer alike, so both scripts share one look on every machine. */
export const FONT_FAMILY =
  "'Kantumruy Pro', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"

const PRIMARY_GREEN = '#16a34a'
const SECONDARY_BLUE = '#2563eb'

export function buildTheme(mode: ColorMode): ThemeConfig {
  const isDark = mode === 'dark'
  return {
    algorithm: isDark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      colorPrimary: PRIMARY_GREEN,
      colorInfo: SECONDARY_BLUE,
      colorLink: SECONDARY_BLUE,
      fontFamily: FONT_FAMILY,
      borderRadius: 8,
    },
    components: {
      // antd's default header is navy in both modes; the shell wants it to follow the surface colour.
      Layout: { headerBg: isDark ? '#141414' : '#ffffff', headerPadding: '0 16px' },
    },
  }
}
