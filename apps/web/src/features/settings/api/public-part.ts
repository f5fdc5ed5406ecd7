import type { PublicSettings, Settings } from '@sms/contract'

/** The appearance part of the settings: what the public endpoint and the `settings.updated` event carry. */
export const publicPart = (settings: Settings): PublicSettings => ({
  system_title: settings.system_title,
  font_family: settings.font_family,
  footer_text: settings.footer_text,
  primary_color: settings.primary_color,
  secondary_color: settings.secondary_color,
  background_color: settings.background_color,
  default_color_mode: settings.default_color_mode,
  logo_url: settings.logo_url,
  favicon_url: settings.favicon_url,
  date_format: settings.date_format,
  first_weekday: settings.first_weekday,
  khmer_digits: settings.khmer_digits,
})
