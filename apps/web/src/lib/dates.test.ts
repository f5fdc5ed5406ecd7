import dayjs from 'dayjs'
import customParseFormat from 'dayjs/plugin/customParseFormat'
import { describe, expect, it } from 'vitest'
import { setDateSettings } from './date-settings.ts'
import {
  applyDayjsLanguage,
  DATE_FORMAT,
  formatDate,
  formatDateTime,
  fullYear,
  parseTypedDate,
  typedDateFormats,
} from './dates.ts'
import { i18n } from './i18n/i18n.ts'

dayjs.extend(customParseFormat)

describe('dates', () => {
  it('shows dates as MM/DD/YY', () => {
    expect(formatDate('2026-01-05T10:00:00')).toBe('01/05/26')
  })

  it('starts weeks on Sunday in English and in Khmer', () => {
    const wednesday = '2026-11-25'
    for (const tag of ['en', 'km'] as const) {
      applyDayjsLanguage(tag)
      expect(dayjs(wednesday).startOf('week').format('YYYY-MM-DD ddd'), tag).toMatch(/^2026-11-22 /)
    }
    expect(dayjs(wednesday).locale('km').startOf('week').day()).toBe(0)
    applyDayjsLanguage('en')
  })

  it('follows the interface language', async () => {
    await i18n.changeLanguage('km')
    expect(dayjs.locale()).toBe('km')
    await i18n.changeLanguage('en')
    expect(dayjs.locale()).toBe('en')
  })
})

describe('parseTypedDate', () => {
  const date = (iso: string) => ({ kind: 'date', iso })
  const invalid = { kind: 'invalid' }

  it('reads the display form mm/dd/yy', () => {
    expect(parseTypedDate('01/31/27')).toEqual(date('2027-01-31'))
    expect(parseTypedDate(' 1/5/27 ')).toEqual(date('2027-01-05'))
  })

  it('reads a four-digit year as it is', () => {
    expect(parseTypedDate('01/31/2027')).toEqual(date('2027-01-31'))
    expect(parseTypedDate('12/25/1999')).toEqual(date('1999-12-25'))
  })

  it('reads the ISO form yyyy-mm-dd', () => {
    expect(parseTypedDate('2027-01-31')).toEqual(date('2027-01-31'))
  })

  it('reads Khmer digits', () => {
    expect(parseTypedDate('០១/៣១/២០២៧')).toEqual(date('2027-01-31'))
    expect(parseTypedDate('២០២៧-០១-៣១')).toEqual(date('2027-01-31'))
  })

  it('puts two-digit years 00–68 in 2000–2068 and 69–99 in 1969–1999', () => {
    expect(parseTypedDate('01/01/00')).toEqual(date('2000-01-01'))
    expect(parseTypedDate('01/01/68')).toEqual(date('2068-01-01'))
    expect(parseTypedDate('01/01/69')).toEqual(date('1969-01-01'))
    expect(parseTypedDate('01/01/99')).toEqual(date('1999-01-01'))
    expect(fullYear(26)).toBe(2026)
  })

  it('agrees with what antd’s picker (dayjs) reads while one types', () => {
    for (const text of ['01/31/27', '06/15/68', '06/15/69', '06/15/99']) {
      const picked = dayjs(text, DATE_FORMAT, true)
      expect(parseTypedDate(text)).toEqual(date(picked.format('YYYY-MM-DD')))
    }
  })

  it('refuses days that do not exist, rather than moving them', () => {
    expect(parseTypedDate('02/30/2027')).toEqual(invalid)
    expect(parseTypedDate('02/29/2027')).toEqual(invalid)
    expect(parseTypedDate('13/01/2027')).toEqual(invalid)
    expect(parseTypedDate('00/10/2027')).toEqual(invalid)
    expect(parseTypedDate('2027-02-30')).toEqual(invalid)
    expect(parseTypedDate('0000-01-01')).toEqual(invalid)
    expect(parseTypedDate('02/29/2028')).toEqual(date('2028-02-29'))
  })

  it('refuses other text and reads an empty field as empty', () => {
    expect(parseTypedDate('01/31/202')).toEqual(invalid)
    expect(parseTypedDate('31.01.2027')).toEqual(invalid)
    expect(parseTypedDate('tomorrow')).toEqual(invalid)
    expect(parseTypedDate('  ')).toEqual({ kind: 'empty' })
  })
})

describe('the shop’s date settings', () => {
  it('write and read days in the chosen order, and start weeks on the chosen day', () => {
    setDateSettings({ format: 'DD/MM/YYYY', weekStart: 1 })
    try {
      expect(formatDate('2026-01-05T10:00:00')).toBe('05/01/2026')
      expect(formatDateTime('2026-01-05T10:07:00')).toBe('05/01/2026 10:07')
      expect(parseTypedDate('31/01/27')).toEqual({ kind: 'date', iso: '2027-01-31' })
      expect(parseTypedDate('01/31/27')).toEqual({ kind: 'invalid' })
      expect(typedDateFormats()[0]).toBe('DD/MM/YYYY')
      expect(dayjs('2026-11-25').startOf('week').format('YYYY-MM-DD')).toBe('2026-11-23')
    } finally {
      setDateSettings({ format: 'MM/DD/YY', weekStart: 0 })
    }
    expect(formatDate('2026-01-05T10:00:00')).toBe('01/05/26')
    expect(dayjs('2026-11-25').startOf('week').format('YYYY-MM-DD')).toBe('2026-11-22')
  })
})
