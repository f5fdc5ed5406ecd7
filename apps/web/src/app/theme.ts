import type { PublicSettings } from '@sms/contract'
import { type ThemeConfig, theme } from 'antd'
import type { ColorMode } from '../lib/color-mode/color-mode.ts'
import { readableOn, readableShade } from '../lib/colors.ts'
import { FONT_STACKS } from '../lib/fonts.ts'

/** The colours a fresh shop starts with (the contract's DEFAULT_SETTINGS), tuned per mode below. */
const DEFAULT_PRIMARY = '#15803d'
const DEFAULT_SECONDARY = '#2563eb'
const DEFAULT_BACKGROUND = '#f5f5f5'

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
    error: '#cf1322', // danger text and buttons: 5.6:1 on white (antd's own red 3.3:1)
    onError: '#ffffff', // a filled danger button's words: 5.6:1
    textSecondary: 'rgba(0, 0, 0, 0.6)', // descriptions, group headings: 5.6:1 even on the grey layout
    placeholder: 'rgba(0, 0, 0, 0.55)', // 4.8:1, still lighter than a typed value
    onPrimary: '#ffffff',
    // An "off" switch: its words ("No", "Inactive") on this grey 4.7:1; antd's own 25 % grey gave 2.1:1.
    switchOff: 'rgba(0, 0, 0, 0.55)',
    switchOffHover: 'rgba(0, 0, 0, 0.65)',
  },
  dark: {
    primary: '#22c55e', // derived to #20aa53: 6.1:1 on the dark surface
    primaryBg: '#0f2e1a', // green text on it 4.9:1
    blue: '#60a5fa', // derived to #558fd8: 5.5:1 on the dark surface
    error: '#ff6b6b', // derived to #dc5e5e: 5.1:1 on the dark surface (antd's own red 4.35:1)
    onError: '#000000', // a filled danger button's words: 5.8:1 (white 3.6:1)
    textSecondary: 'rgba(255, 255, 255, 0.6)',
    placeholder: 'rgba(255, 255, 255, 0.5)',
    onPrimary: '#000000', // 6.9:1 on the light green
    switchOff: 'rgba(255, 255, 255, 0.55)', // dark words on it 7:1
    switchOffHover: 'rgba(255, 255, 255, 0.65)',
  },
} as const

/** The shop's look (settings) over the palette: its own colours replace the tuned defaults. */
export type Appearance = Pick<
  PublicSettings,
  'font_family' | 'primary_color' | 'secondary_color' | 'background_color'
>

/** The surfaces the colours are read on: antd's container colour in each mode. */
const SURFACE = { light: '#ffffff', dark: '#141414' } as const
/**
 * The contrast a shop's colour must reach on its surface: AA (4.5:1) in light mode; in dark mode antd's dark
 * algorithm darkens the seed (the default green from 7.9:1 to 6.1:1), so the seed must reach 6:1.
 */
const SEED_CONTRAST = { light: 4.5, dark: 6 } as const

/**
 * The theme of one colour mode with the shop's appearance. The default colours keep their tuned pair per mode.
 * A shop's own colours are used as chosen where text in them stays readable (WCAG AA, decision 0012) and
 * otherwise a shade darker (light mode) or lighter (dark mode), just enough; white or black text goes on the
 * primary colour, whichever reads better. The background colour applies to the light mode: the dark mode
 * keeps its dark surfaces.
 */
export function buildTheme(mode: ColorMode, appearance?: Appearance): ThemeConfig {
  const isDark = mode === 'dark'
  const palette = PALETTE[mode]
  const ownPrimary =
    appearance && appearance.primary_color !== DEFAULT_PRIMARY ? appearance.primary_color : null
  const ownSecondary =
    appearance && appearance.secondary_color !== DEFAULT_SECONDARY ? appearance.secondary_color : null
  const primary = ownPrimary
    ? readableShade(ownPrimary, SURFACE[mode], isDark ? 0.2 : 0.08, SEED_CONTRAST[mode])
    : null
  const colors = {
    ...palette,
    ...(primary && { primary: primary.shade, primaryBg: primary.tint, onPrimary: readableOn(primary.shade) }),
    ...(ownSecondary && { blue: readableShade(ownSecondary, SURFACE[mode], 0, SEED_CONTRAST[mode]).shade }),
  }
  const background = !isDark && appearance?.background_color
  return {
    algorithm: isDark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      colorPrimary: colors.primary,
      // "Active" and "Order completed" tags and success messages keep the tuned green (antd's own is 2.2:1 on
      // its tint) whatever the shop's primary colour: a red or orange primary must not make "completed" look
      // like "Cancelled" (status colours are fixed and distinct).
      colorSuccess: palette.primary,
      // Selected menu items, options and rows sit on this tint; antd's own is too dark for green text on it.
      colorPrimaryBg: colors.primaryBg,
      colorSuccessBg: palette.primaryBg,
      ...(background && background !== DEFAULT_BACKGROUND && { colorBgLayout: background }),
      colorError: colors.error,
      colorInfo: colors.blue,
      colorLink: colors.blue,
      colorTextTertiary: colors.textSecondary,
      colorTextDescription: colors.textSecondary,
      colorTextPlaceholder: colors.placeholder,
      fontFamily: FONT_STACKS[appearance?.font_family ?? 'kantumruy-pro'],
      // Each page names itself with one h1 (WCAG 2.4.6); it keeps the size the page titles always had.
      fontSizeHeading1: 24,
      lineHeightHeading1: 1.33,
      borderRadius: 8,
    },
    components: {
      // antd's default header is navy in both modes; the shell wants it to follow the surface colour.
      Layout: { headerBg: isDark ? '#141414' : '#ffffff', headerPadding: '0 16px' },
      Button: { primaryColor: colors.onPrimary, dangerColor: colors.onError },
      // The words inside a switch ("Active") sit on the same green as a primary button.
      Switch: {
        colorTextLightSolid: colors.onPrimary,
        colorTextQuaternary: colors.switchOff,
        colorTextTertiary: colors.switchOffHover,
      },
    },
  }
}
