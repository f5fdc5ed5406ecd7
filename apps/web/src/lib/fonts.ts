import type { FontFamily } from '@sms/contract'

const FALLBACK_FONTS = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"

/**
 * The bundled font first for Latin and Khmer alike, so both scripts share one look on every machine; the
 * shop chooses which (settings). "system" uses the device's own, with the usual Khmer system fonts named.
 */
export const FONT_STACKS: Record<FontFamily, string> = {
  'kantumruy-pro': `'Kantumruy Pro', ${FALLBACK_FONTS}`,
  'noto-sans-khmer': `'Noto Sans Khmer', ${FALLBACK_FONTS}`,
  battambang: `'Battambang', ${FALLBACK_FONTS}`,
  system: `${FALLBACK_FONTS}, 'Khmer OS System', 'Khmer OS', 'Leelawadee UI', 'Khmer UI'`,
}
