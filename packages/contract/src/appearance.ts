import { z } from 'zod'
import { DATE_FORMATS, DEFAULT_COLOR_MODES, FONT_FAMILIES, WEEKDAYS } from './appearance-defaults.ts'

// The public part of the settings: what every page (the sign-in page included) needs to draw. The sign-in
// page loads this schema with its first call; its defaults and choices are zod-free (appearance-defaults.ts).

export const publicSettingsSchema = z.object({
  system_title: z.string(),
  font_family: z.enum(FONT_FAMILIES),
  footer_text: z.string().nullable(),
  primary_color: z.string(),
  secondary_color: z.string(),
  background_color: z.string(),
  default_color_mode: z.enum(DEFAULT_COLOR_MODES),
  logo_url: z.string().nullable(),
  favicon_url: z.string().nullable(),
  date_format: z.enum(DATE_FORMATS),
  first_weekday: z.enum(WEEKDAYS),
  /** Figures in the Khmer interface and on printed documents in Khmer digits (decision 0041). */
  khmer_digits: z.boolean(),
})
/**
 * `GET /api/settings/public`: what every page needs to draw, readable without signing in: the appearance, and
 * how dates and figures are written (display rules every user needs, nothing confidential).
 */
export type PublicSettings = z.infer<typeof publicSettingsSchema>
