import { publicSettingsSchema } from '@sms/contract'
import { DEFAULT_APPEARANCE, readAppearance } from '@sms/contract/appearance-defaults'
import { describe, expect, it } from 'vitest'

// The sign-in page checks the server's appearance with the zod-free reader; it must accept and refuse exactly
// what the contract's schema does, and drop the same keys.
const shop = {
  ...DEFAULT_APPEARANCE,
  system_title: 'Phsar Thmei Mart',
  font_family: 'battambang',
  footer_text: 'Thank you',
  default_color_mode: 'dark',
  logo_url: '/media/settings/logo.webp',
  date_format: 'DD/MM/YYYY',
  first_weekday: 'monday',
  khmer_digits: true,
}

const answers: [string, unknown][] = [
  ['the defaults', DEFAULT_APPEARANCE],
  ['a shop of its own', shop],
  ['with keys it does not know', { ...shop, vat_rate: 10 }],
  ['a font it does not bundle', { ...shop, font_family: 'comic-sans' }],
  ['a colour mode it does not know', { ...shop, default_color_mode: 'sepia' }],
  ['a date format it does not know', { ...shop, date_format: 'YY.MM.DD' }],
  ['a weekday it does not know', { ...shop, first_weekday: 'friday' }],
  ['a missing field', { ...shop, footer_text: undefined }],
  ['a title that is not text', { ...shop, system_title: 42 }],
  ['a null title', { ...shop, system_title: null }],
  ['Khmer digits as text', { ...shop, khmer_digits: 'true' }],
  ['a logo that is a number', { ...shop, logo_url: 1 }],
  ['null', null],
  ['a list', [shop]],
  ['text', 'appearance'],
]

describe('readAppearance', () => {
  it.each(answers)('reads %s as publicSettingsSchema does', (_, answer) => {
    const parsed = publicSettingsSchema.safeParse(answer)
    expect(readAppearance(answer)).toEqual(parsed.success ? parsed.data : null)
  })

  it('gives back the shop as the server sent it', () => {
    expect(readAppearance({ ...shop, vat_rate: 10 })).toEqual(shop)
  })
})
