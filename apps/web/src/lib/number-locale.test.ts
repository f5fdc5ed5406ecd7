import i18n from 'i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { KHMER_DIGITS_EVENT, setKhmerDigits } from './i18n/khmer-digits-setting.ts'
import { formatDollars, formatKhr, formatUsd } from './money.ts'
import {
  formatNumber,
  formatQuantity,
  KHMER_DIGITS_LOCALE,
  localDigits,
  numberLocale,
  PRINTED_LANG,
} from './number-locale.ts'

// What Intl itself writes for Khmer with Khmer digits: the grouping is Intl's, never our guess.
const khmr = (value: number, options: Intl.NumberFormatOptions = {}) =>
  new Intl.NumberFormat('km-KH-u-nu-khmr', options).format(value)

afterEach(() => setKhmerDigits(false))

describe('numberLocale: the one place that picks the digits', () => {
  it('gives Khmer digits only to Khmer, and only when the shop asks', () => {
    expect(numberLocale('km', { khmer_digits: true })).toBe(KHMER_DIGITS_LOCALE)
    expect(numberLocale('km', { khmer_digits: false })).toBe('km')
    expect(numberLocale('en', { khmer_digits: true })).toBe('en-US')
  })

  it('follows the setting as the app last applied it', () => {
    expect(numberLocale('km')).toBe('km')
    setKhmerDigits(true)
    expect(numberLocale('km')).toBe(KHMER_DIGITS_LOCALE)
  })

  it('tells the screens to redraw when the setting changes, and only then', () => {
    let redraws = 0
    const redraw = () => redraws++
    i18n.on(KHMER_DIGITS_EVENT, redraw)
    setKhmerDigits(true)
    setKhmerDigits(true)
    setKhmerDigits(false)
    i18n.off(KHMER_DIGITS_EVENT, redraw)
    expect(redraws).toBe(2)
  })
})

describe('figures in Khmer with Khmer digits', () => {
  it('writes 4,100 riel in Khmer digits with the grouping Intl gives', () => {
    setKhmerDigits(true)
    expect(formatKhr(4100, 'km')).toBe('៤.១០០ ៛')
    expect(formatKhr(30135, 'km')).toBe(`${khmr(30135)} ៛`)
    expect(formatKhr(-2700, 'km')).toBe(`${khmr(-2700)} ៛`)
  })

  it('writes dollars, quantities and plain numbers in Khmer digits', () => {
    setKhmerDigits(true)
    expect(formatDollars(123456, 'km')).toBe(`$${khmr(1234.56, { minimumFractionDigits: 2 })}`)
    expect(formatDollars(-735, 'km')).toBe('-$៧,៣៥')
    expect(formatUsd(123456, 'km')).toMatch(/^[០-៩.,]+\$$/)
    expect(formatQuantity(0.125, 'km')).toBe(khmr(0.125))
    expect(formatNumber(4100, 'km')).toBe(khmr(4100))
  })

  it('writes our dates and times with Khmer digits', () => {
    setKhmerDigits(true)
    expect(localDigits('27/11/26 14:30', 'km')).toBe('២៧/១១/២៦ ១៤:៣០')
  })

  it('prints receipts and invoices in Khmer digits from either interface language', () => {
    setKhmerDigits(true)
    expect(PRINTED_LANG).toBe('km')
    expect(formatKhr(4100, PRINTED_LANG)).toBe('៤.១០០ ៛')
    // The English interface itself keeps its ASCII digits.
    expect(formatKhr(4100, 'en')).toBe('4,100 ៛')
  })
})

describe('a browser without Intl’s Khmer-digit data (Chromium)', () => {
  it('writes the same figures as full ICU does', async () => {
    setKhmerDigits(true)
    const fullIcu = { riel: formatKhr(30135, 'km'), usd: formatUsd(123456, 'km') }
    const RealFormat = Intl.NumberFormat
    // What Chromium's trimmed ICU does: the Khmer-digit locale falls back to Latin digits.
    const trimmed = vi.spyOn(Intl, 'NumberFormat').mockImplementation(
      // A function, not an arrow: the code under test calls it with `new`.
      function trimmedFormat(locale?: string | string[], options?: Intl.NumberFormatOptions) {
        return new RealFormat(locale === KHMER_DIGITS_LOCALE ? 'km' : locale, options)
      } as unknown as typeof Intl.NumberFormat,
    )
    vi.resetModules()
    try {
      const setting = await import('./i18n/khmer-digits-setting.ts')
      const money = await import('./money.ts')
      setting.setKhmerDigits(true)
      expect({ riel: money.formatKhr(30135, 'km'), usd: money.formatUsd(123456, 'km') }).toEqual(fullIcu)
      expect(fullIcu.riel).toBe('៣០.១៣៥ ៛')
    } finally {
      trimmed.mockRestore()
    }
  })
})

describe('with the setting off', () => {
  it('keeps ASCII digits and the app’s usual grouping in Khmer', () => {
    expect(formatKhr(4100, 'km')).toBe('4,100 ៛')
    expect(formatDollars(123456, 'km')).toBe('$1,234.56')
    expect(formatQuantity(2.5, 'km')).toBe('2.5')
    expect(localDigits('27/11/26', 'km')).toBe('27/11/26')
  })
})
