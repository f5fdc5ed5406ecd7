import { z } from 'zod'
import { publicSettingsSchema } from './appearance.ts'
import {
  DATE_FORMATS,
  DEFAULT_APPEARANCE,
  DEFAULT_COLOR_MODES,
  FONT_FAMILIES,
  WEEKDAYS,
} from './appearance-defaults.ts'
import { CASH_ROUNDING_MODES, CASH_STEPS } from './cash.ts'
import { camInvoiceId, vatTin } from './einvoice.ts'
import { exchangeRate, NBC_RATE_FIGURES } from './exchange-rates.ts'
import { optionalText, phone, requiredText } from './fields.ts'

const HEX_COLOR = /^#[0-9a-f]{6}$/
/** `#RRGGBB`, kept lower-case; `#abc` is widened to `#aabbcc`, as CSS reads it. */
const hexColor = z
  .string()
  .trim()
  .transform((v) => v.toLowerCase())
  .transform((v) => (/^#[0-9a-f]{3}$/.test(v) ? `#${[...v.slice(1)].map((c) => c + c).join('')}` : v))
  .refine((v) => HEX_COLOR.test(v), 'color')

/**
 * Where a logo or favicon comes from: an upload of our own (`/media/settings/…`, set by the upload endpoint)
 * or an https address. Plain http is refused: the page's Content-Security-Policy allows https images only, and
 * a shop served over https would not show it anyway.
 */
export const imageUrl = z
  .string()
  .trim()
  .max(2000)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isImageUrl(v), 'url')

export function isImageUrl(value: string): boolean {
  if (/^\/media\/settings\/[A-Za-z0-9_-]+(\.thumb)?\.webp$/.test(value)) return true
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password
  } catch {
    return false
  }
}

/** The VAT rate in percent with at most 2 decimals (10 for Cambodia's 10%). */
export const vatRate = z
  .number()
  .min(0)
  .max(100)
  .refine((v) => /^-?\d+(\.\d{1,2})?$/.test(String(v)), 'too_many_decimals')

/** What every visitor may read, the sign-in page included: how the shop looks. */
export const appearanceShape = {
  system_title: requiredText(100),
  font_family: z.enum(FONT_FAMILIES),
  footer_text: optionalText(300),
  primary_color: hexColor,
  secondary_color: hexColor,
  background_color: hexColor,
  default_color_mode: z.enum(DEFAULT_COLOR_MODES),
  logo_url: imageUrl,
  favicon_url: imageUrl,
}

/** Who the shop is on its receipts and invoices. */
export const identityShape = {
  legal_name_kh: optionalText(200),
  legal_name_en: optionalText(200),
  address: optionalText(500),
  /** The address in Khmer, printed and sent in the UBL beside `address` (English). */
  address_kh: optionalText(500),
  phone,
  /** The tax identification number (VATTIN), as printed on tax invoices: `K001-901234567`. */
  vat_number: vatTin,
  /** The shop's CamInvoice endpoint ID (`KHUID00001234`), the seller's `cbc:EndpointID` in the UBL. */
  caminvoice_id: camInvoiceId,
  receipt_header_kh: optionalText(500),
  receipt_header_en: optionalText(500),
  receipt_footer_kh: optionalText(500),
  receipt_footer_en: optionalText(500),
  return_policy_kh: optionalText(1000),
  return_policy_en: optionalText(1000),
}

/** How the shop counts money and days. */
export const moneyShape = {
  vat_rate: vatRate,
  /** Shelf prices include VAT (SALES.md: on by default). */
  prices_include_vat: z.boolean(),
  riel_rounding_step: z.literal(CASH_STEPS),
  riel_rounding_mode: z.enum(CASH_ROUNDING_MODES),
  date_format: z.enum(DATE_FORMATS),
  first_weekday: z.enum(WEEKDAYS),
  /** Khmer digits (០–៩) for figures shown in Khmer, receipts and invoices included (decision 0041). */
  khmer_digits: z.boolean(),
}

/**
 * The till's guards against bent money (decision 0025): a new riel rate outside the band is refused even when
 * confirmed, and a cash tender that would hand back more change than `max_change_usd` (US cents, worth that
 * much in riel too) is refused.
 */
export const cashGuardShape = {
  exchange_rate_min: exchangeRate,
  exchange_rate_max: exchangeRate,
  max_change_usd: z.number().int().min(100).max(10_000_00),
}

/**
 * The NBC's official rate (decision 0039): which of its daily figures becomes the shop's rate, and where the
 * server may fetch the feed (empty: off, the admin pastes or uploads it).
 */
export const nbcShape = {
  nbc_rate_figure: z.enum(NBC_RATE_FIGURES),
  nbc_feed_url: optionalText(500).refine((v) => v === null || /^https?:\/\/\S+$/.test(v), 'feed_url'),
}

/** Shop-wide stock rules; negative stock and the approval limit are per store (the store form). */
export const stockSettingsShape = {
  expiry_warning_days: z.number().int().min(1).max(365),
}

/** A Bakong account ID as the bank gives it: `name@bank` (`sokha_shop@aclb`), at most 32 characters. */
export const BAKONG_ACCOUNT = /^[A-Za-z0-9._-]+@[A-Za-z0-9_]+$/

/**
 * The shop's Bakong account, for KHQR codes at the till (decision 0020). The lengths are KHQR's own limits:
 * merchant name 25, city 15. Without an account the till offers no KHQR.
 */
export const bakongShape = {
  bakong_account_id: optionalText(32).refine((v) => v === null || BAKONG_ACCOUNT.test(v), 'bakong_account'),
  bakong_merchant_name: optionalText(25),
  bakong_merchant_city: optionalText(15),
}

/** `PUT /api/settings`: the whole record, replaced at once (nothing is half-saved). */
export const settingsInputSchema = z
  .object({
    ...appearanceShape,
    ...identityShape,
    ...moneyShape,
    ...cashGuardShape,
    ...nbcShape,
    ...stockSettingsShape,
    ...bakongShape,
  })
  .refine((v) => v.exchange_rate_min <= v.exchange_rate_max, {
    path: ['exchange_rate_max'],
    message: 'below_minimum',
  })
export type SettingsInput = z.input<typeof settingsInputSchema>

export const settingsSchema = publicSettingsSchema.extend({
  legal_name_kh: z.string().nullable(),
  legal_name_en: z.string().nullable(),
  address: z.string().nullable(),
  address_kh: z.string().nullable(),
  phone: z.string().nullable(),
  vat_number: z.string().nullable(),
  caminvoice_id: z.string().nullable(),
  receipt_header_kh: z.string().nullable(),
  receipt_header_en: z.string().nullable(),
  receipt_footer_kh: z.string().nullable(),
  receipt_footer_en: z.string().nullable(),
  return_policy_kh: z.string().nullable(),
  return_policy_en: z.string().nullable(),
  vat_rate: z.number(),
  prices_include_vat: z.boolean(),
  riel_rounding_step: z.number(),
  riel_rounding_mode: z.enum(CASH_ROUNDING_MODES),
  exchange_rate_min: z.number(),
  exchange_rate_max: z.number(),
  max_change_usd: z.number(),
  nbc_rate_figure: z.enum(NBC_RATE_FIGURES),
  nbc_feed_url: z.string().nullable(),
  expiry_warning_days: z.number(),
  bakong_account_id: z.string().nullable(),
  bakong_merchant_name: z.string().nullable(),
  bakong_merchant_city: z.string().nullable(),
  updated_at: z.string().nullable(),
  updated_by: z.number().nullable(),
})
export type Settings = z.infer<typeof settingsSchema>

/** A fresh shop looks and counts like this until someone edits the settings. */
/**
 * `GET /api/settings/sale`: what every receipt prints and every sale is counted with, readable by any signed-in
 * user (a cashier may not read the whole settings): the shop's identity, VAT and riel rounding, and whether KHQR
 * is set up.
 */
export const saleSettingsSchema = settingsSchema
  .pick({
    legal_name_kh: true,
    legal_name_en: true,
    address: true,
    address_kh: true,
    phone: true,
    vat_number: true,
    caminvoice_id: true,
    receipt_header_kh: true,
    receipt_header_en: true,
    receipt_footer_kh: true,
    receipt_footer_en: true,
    return_policy_kh: true,
    return_policy_en: true,
    vat_rate: true,
    prices_include_vat: true,
    riel_rounding_step: true,
    riel_rounding_mode: true,
    max_change_usd: true,
  })
  .extend({ khqr_enabled: z.boolean() })
export type SaleSettings = z.infer<typeof saleSettingsSchema>

export const DEFAULT_SETTINGS = {
  ...DEFAULT_APPEARANCE,
  legal_name_kh: null,
  legal_name_en: null,
  address: null,
  address_kh: null,
  phone: null,
  vat_number: null,
  caminvoice_id: null,
  receipt_header_kh: null,
  receipt_header_en: null,
  receipt_footer_kh: null,
  receipt_footer_en: null,
  return_policy_kh: null,
  return_policy_en: null,
  vat_rate: 10,
  prices_include_vat: true,
  riel_rounding_step: 100,
  riel_rounding_mode: 'nearest',
  exchange_rate_min: 3000,
  exchange_rate_max: 6000,
  max_change_usd: 100_00,
  nbc_rate_figure: 'average',
  nbc_feed_url: null,
  expiry_warning_days: 30,
  bakong_account_id: null,
  bakong_merchant_name: null,
  bakong_merchant_city: null,
} as const satisfies Omit<Settings, 'updated_at' | 'updated_by'>

/** The spec's texts for the settings screen. */
export const SETTINGS_UPDATED_MESSAGE = 'Settings updated successfully'

/** `POST /api/settings/logo|favicon`: which picture an upload replaces. */
export const SETTINGS_IMAGES = ['logo', 'favicon'] as const
export type SettingsImage = (typeof SETTINGS_IMAGES)[number]
