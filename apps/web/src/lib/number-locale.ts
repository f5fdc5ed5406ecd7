import i18n from 'i18next'
import { khmerDigitsOn } from './i18n/khmer-digits-setting.ts'

/**
 * How figures are written (decision 0041): in Khmer, with Khmer digits when the shop's `khmer_digits` setting
 * asks for it, grouped as Intl groups them for that numbering system. Every formatting helper asks
 * `numberLocale` for its locale, so no screen decides this for itself.
 */
export const KHMER_DIGITS_LOCALE = 'km-KH-u-nu-khmr'

/** Receipts and invoices are printed Khmer first (decision 0041): their figures follow the setting always. */
export const PRINTED_LANG = 'km'

const isKhmer = (lang: string) => lang === 'km' || lang === 'kh' || lang.startsWith('km-')

/** The interface language as i18next has it: 'km' or 'en'. */
export const interfaceLang = (): string => i18n.language ?? 'en'

/**
 * The locale a number is formatted in: Khmer digits for Khmer when the shop asks for them, the language itself
 * otherwise (which Intl writes with ASCII digits).
 */
export function numberLocale(
  lang: string = interfaceLang(),
  settings = { khmer_digits: khmerDigitsOn() },
): string {
  if (!isKhmer(lang)) return lang === 'en' ? 'en-US' : lang
  return settings.khmer_digits ? KHMER_DIGITS_LOCALE : 'km'
}

/** Whether figures in this language are written with Khmer digits. */
export const usesKhmerDigits = (lang: string = interfaceLang()): boolean =>
  numberLocale(lang) === KHMER_DIGITS_LOCALE

type NumberFormatter = Pick<Intl.NumberFormat, 'format'>
const formatters = new Map<string, NumberFormatter>()

/**
 * Intl's own Khmer-digit format where the runtime has the data (Node, full ICU). Chromium ships trimmed ICU
 * data and quietly writes "30,135" for km-KH-u-nu-khmr; there the same figure is built from the Khmer parts
 * with the symbols full ICU uses for it (CLDR km, khmr: "." groups, "," marks decimals), so a receipt reads
 * the same from every browser.
 */
function khmerDigitsFormat(options: Intl.NumberFormatOptions): NumberFormatter {
  const native = new Intl.NumberFormat(KHMER_DIGITS_LOCALE, options)
  if (/[០-៩]/.test(native.format(1))) return native
  const latin = new Intl.NumberFormat('km', options)
  const symbol = (part: Intl.NumberFormatPart) =>
    part.type === 'group' ? '.' : part.type === 'decimal' ? ',' : toKhmerDigits(part.value)
  return { format: (value) => latin.formatToParts(value).map(symbol).join('') }
}

/** A cached number format for a locale from `numberLocale`: the till formats hundreds of figures per render. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): NumberFormatter {
  const key = `${locale}|${JSON.stringify(options)}`
  let found = formatters.get(key)
  if (!found) {
    found =
      locale === KHMER_DIGITS_LOCALE ? khmerDigitsFormat(options) : new Intl.NumberFormat(locale, options)
    formatters.set(key, found)
  }
  return found
}

/** A plain number (a rate, a count) as the language writes it: "4,100" or "៤.១០០". */
export function formatNumber(value: number, lang?: string, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(numberLocale(lang), options).format(value)
}

const KHMER_ZERO = 0x17e0

/**
 * A text our helpers built with ASCII digits and nothing to group (a date, a time) in the language's digits:
 * "27/11/26 14:30" is "២៧/១១/២៦ ១៤:៣០" with Khmer digits.
 */
export function localDigits(text: string, lang?: string): string {
  return usesKhmerDigits(lang) ? toKhmerDigits(text) : text
}

function toKhmerDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => String.fromCharCode(KHMER_ZERO + Number(digit)))
}

/** For figures written the same way in both languages ("30,135 ៛", "$7.35"): en-US, or Khmer digits. */
export const figureLocale = (lang?: string): string => (usesKhmerDigits(lang) ? KHMER_DIGITS_LOCALE : 'en-US')

/** A quantity without trailing zeros: 2, 0.125 (ungrouped in ASCII, as the till always wrote it). */
export function formatQuantity(quantity: number, lang?: string): string {
  if (!usesKhmerDigits(lang)) return String(Number(quantity.toFixed(3)))
  return numberFormat(KHMER_DIGITS_LOCALE, { maximumFractionDigits: 3 }).format(quantity)
}
