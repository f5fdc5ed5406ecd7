import {
  CASH_ROUNDING_MODES,
  DATE_FORMATS,
  DEFAULT_COLOR_MODES,
  FONT_FAMILIES,
  NBC_RATE_FIGURES,
  WEEKDAYS,
} from '@sms/contract'
import { sql } from 'drizzle-orm'
import { bigint, boolean, check, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users.ts'

/**
 * The shop's one settings record (id 1). Until someone saves the settings there is no row and the contract's
 * DEFAULT_SETTINGS apply, so the defaults live in one place; a save writes every column at once.
 */
export const settings = pgTable(
  'settings',
  {
    id: integer('id').primaryKey().default(1),
    // Appearance: readable without signing in.
    system_title: text('system_title').notNull(),
    font_family: text('font_family', { enum: FONT_FAMILIES }).notNull(),
    footer_text: text('footer_text'),
    primary_color: text('primary_color').notNull(),
    secondary_color: text('secondary_color').notNull(),
    background_color: text('background_color').notNull(),
    default_color_mode: text('default_color_mode', { enum: DEFAULT_COLOR_MODES }).notNull(),
    /** An upload of ours (`/media/settings/…`) or an https address. */
    logo_url: text('logo_url'),
    favicon_url: text('favicon_url'),
    // The shop on its documents.
    legal_name_kh: text('legal_name_kh'),
    legal_name_en: text('legal_name_en'),
    address: text('address'),
    address_kh: text('address_kh'),
    phone: text('phone'),
    vat_number: text('vat_number'),
    /** The shop's CamInvoice endpoint ID (`KHUID00001234`), for the UBL. */
    caminvoice_id: text('caminvoice_id'),
    receipt_header_kh: text('receipt_header_kh'),
    receipt_header_en: text('receipt_header_en'),
    receipt_footer_kh: text('receipt_footer_kh'),
    receipt_footer_en: text('receipt_footer_en'),
    return_policy_kh: text('return_policy_kh'),
    return_policy_en: text('return_policy_en'),
    // Money, tax and days.
    /** Percent with 2 decimals: 10 is 10%. */
    vat_rate: numeric('vat_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    prices_include_vat: boolean('prices_include_vat').notNull(),
    riel_rounding_step: integer('riel_rounding_step').notNull(),
    riel_rounding_mode: text('riel_rounding_mode', { enum: CASH_ROUNDING_MODES }).notNull(),
    // The till's guards (decision 0025): the band a new riel rate must fall in, the most change in US cents.
    exchange_rate_min: numeric('exchange_rate_min', { precision: 12, scale: 2, mode: 'number' })
      .notNull()
      .default(3000),
    exchange_rate_max: numeric('exchange_rate_max', { precision: 12, scale: 2, mode: 'number' })
      .notNull()
      .default(6000),
    max_change_usd: bigint('max_change_usd', { mode: 'number' }).notNull().default(10000),
    // The NBC's official rate (decision 0039): which daily figure the shop takes, and where to fetch the feed.
    nbc_rate_figure: text('nbc_rate_figure', { enum: NBC_RATE_FIGURES }).notNull().default('average'),
    nbc_feed_url: text('nbc_feed_url'),
    date_format: text('date_format', { enum: DATE_FORMATS }).notNull(),
    first_weekday: text('first_weekday', { enum: WEEKDAYS }).notNull(),
    /** Figures written in Khmer digits in Khmer (decision 0041); off keeps ASCII digits. */
    khmer_digits: boolean('khmer_digits').notNull().default(false),
    // KHQR: the shop's Bakong account (`name@bank`) and the merchant name and city its codes carry.
    bakong_account_id: text('bakong_account_id'),
    bakong_merchant_name: text('bakong_merchant_name'),
    bakong_merchant_city: text('bakong_merchant_city'),
    // Stock.
    expiry_warning_days: integer('expiry_warning_days').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updated_by: integer('updated_by').references(() => users.id),
  },
  (t) => [check('settings_single_row', sql`${t.id} = 1`)],
)
