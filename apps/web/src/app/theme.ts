import { type ThemeConfig, theme } from 'antd'
import type { ColorMode } from '../lib/color-mode/color-mode.ts'

/** Kantumruy Pro first for Latin and Khmer alike, so both scripts share one look on every machine. */
export const FONT_FAMILY =
  "'Kantumruy Pro', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"

/**
 * The green and blue identity at WCAG 2.2 AA contrast (4.5:1 for text, 3:1 for controls; see
 * docs/decisions/0012-accessibility.md). Light mode uses a dark green that carries white text; dark mode, like
 * Material's dark schemes, a light green that carries dark text, so green text and controls stand out on the
 * dark surface too. antd derives hover, active and border shades from these seeds.
 */
const PALETTE = {
  light: {
    primary: '#15803d', // white on it 5.0:1; on white 5.0:1
    primaryBg: '#f0fdf4', // selected menu item, "Active" tag: green text on it 4.8:1
    blue: '#2563eb', // 5.2:1 on white
    textSecondary: 'rgba(0, 0, 0, 0.6)', // descriptions, group headings: 5.6:1 even on the grey layout
    placeholder: 'rgba(0, 0, 0, 0.55)', // 4.8:1, still lighter than a typed value
    onPrimary: '#ffffff',
  },
  dark: {
    primary: '#22c55e', // derived to #20aa53: 6.1:1 on the dark surface
    primaryBg: '#0f2e1a', // green text on it 4.9:1
    blue: '#60a5fa', // derived to #558fd8: 5.5:1 on the dark surface
    textSecondary: 'rgba(255, 255, 255, 0.6)',
    placeholder: 'rgba(255, 255, 255, 0.5)',
    onPrimary: '#000000', // 6.9:1 on the light green
  },
} as const

export function buildTheme(mode: ColorMode): ThemeConfig {
  const isDark = mode === 'dark'
  const colors = PALETTE[mode]
  return {
    algorithm: isDark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      colorPrimary: colors.primary,
      // "Active" tags and success messages share the brand green (antd's own green is 2.2:1 on its tint).
      colorSuccess: colors.primary,
      // Selected menu items, options and rows sit on this tint; antd's own is too dark for green text on it.
      colorPrimaryBg: colors.primaryBg,
      colorSuccessBg: colors.primaryBg,
      colorInfo: colors.blue,
      colorLink: colors.blue,
      colorTextTertiary: colors.textSecondary,
      colorTextDescription: colors.textSecondary,
      colorTextPlaceholder: colors.placeholder,
      fontFamily: FONT_FAMILY,
      // Each page names itself with one h1 (WCAG 2.4.6); it keeps the size the page titles always had.
      fontSizeHeading1: 24,
      lineHeightHeading1: 1.33,
      borderRadius: 8,
    },
    components: {
      // antd's default header is navy in both modes; the shell wants it to follow the surface colour.
      Layout: { headerBg: isDark ? '#141414' : '#ffffff', headerPadding: '0 16px' },
      Button: { primaryColor: colors.onPrimary },
      // The words inside a switch ("Active") sit on the same green as a primary button.
      Switch: { colorTextLightSolid: colors.onPrimary },
    },
  }
}
