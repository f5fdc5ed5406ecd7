/** WCAG 2.x relative luminance of a `#rrggbb` colour. */
export function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
}

/** The contrast ratio of two `#rrggbb` colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** White or black, whichever reads better on the colour (text on a primary button). */
export const readableOn = (hex: string) =>
  contrast(hex, '#ffffff') >= contrast(hex, '#000000') ? '#ffffff' : '#000000'

/** `weight` of `a` and the rest of `b`, channel by channel. */
export function mix(a: string, b: string, weight: number): string {
  const channel = (offset: number) => {
    const value = Math.round(
      Number.parseInt(a.slice(offset, offset + 2), 16) * weight +
        Number.parseInt(b.slice(offset, offset + 2), 16) * (1 - weight),
    )
    return value.toString(16).padStart(2, '0')
  }
  return `#${channel(1)}${channel(3)}${channel(5)}`
}

/** WCAG 2.2 AA for normal text. */
export const TEXT_CONTRAST = 4.5

/**
 * The shop's colour as the theme uses it on a surface: exactly as chosen when text in it reads well there (and
 * on the tint selected items get), else moved towards black on a light surface or white on a dark one, just
 * far enough. Returns the colour and its tint. `minimum` may ask for more than AA where the colour is
 * transformed further (antd's dark algorithm darkens its seeds).
 */
export function readableShade(hex: string, surface: string, tintWeight: number, minimum = TEXT_CONTRAST) {
  const away = luminance(surface) > 0.5 ? '#000000' : '#ffffff'
  let shade = hex
  for (let step = 1; step <= 20; step++) {
    const tint = mix(shade, surface, tintWeight)
    if (contrast(shade, surface) >= minimum && contrast(shade, tint) >= minimum) {
      return { shade, tint }
    }
    shade = mix(away, hex, step / 20)
  }
  return { shade, tint: mix(shade, surface, tintWeight) }
}
