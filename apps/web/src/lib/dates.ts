import dayjs, { type ConfigType } from 'dayjs'
import 'dayjs/locale/km'
import updateLocale from 'dayjs/plugin/updateLocale'
import i18n from 'i18next'
import { type DateSettings, dateSettings, onDateSettings } from './date-settings.ts'
import { localDigits } from './number-locale.ts'

dayjs.extend(updateLocale)
// Weeks start on Sunday in the shops' calendars unless the settings say Monday; dayjs' Khmer locale would
// start them on Monday.
const applyWeekStart = ({ weekStart }: DateSettings) => {
  dayjs.updateLocale('km', { weekStart })
  dayjs.updateLocale('en', { weekStart })
}
applyWeekStart(dateSettings())
onDateSettings(applyWeekStart)

/** The spec's display format for dates (mm/dd/yy), until the settings name another. */
export const DATE_FORMAT = 'MM/DD/YY'
/** What the API sends and takes: a calendar day as `YYYY-MM-DD`. */
export const API_DATE_FORMAT = 'YYYY-MM-DD'

/** The shop's display format for dates (settings). */
export const displayDateFormat = (): string => dateSettings().format
const isDayFirst = () => displayDateFormat().startsWith('DD')

/** The forms a date field reads, the display form first (antd's picker parses with these while one types). */
export function typedDateFormats(): string[] {
  const shortForms = isDayFirst()
    ? ['DD/MM/YYYY', 'D/M/YYYY', 'D/M/YY']
    : ['MM/DD/YYYY', 'M/D/YYYY', 'M/D/YY']
  return [...new Set([displayDateFormat(), ...shortForms, API_DATE_FORMAT])]
}

/** A day as the shop writes it, in the interface language's digits (Khmer digits when set, decision 0041). */
export function formatDate(value: ConfigType): string {
  return localDigits(dayjs(value).format(displayDateFormat()))
}

/** A moment as the shop writes its day, with the time: `05/01/26 14:30`. */
export function formatDateTime(value: ConfigType): string {
  return localDigits(dayjs(value).format(`${displayDateFormat()} HH:mm`))
}

export function applyDayjsLanguage(tag: 'en' | 'km'): void {
  dayjs.locale(tag)
}

// dayjs speaks the interface language: from the first page that shows dates on, and at every switch after.
const followLanguage = (tag: string | undefined) => applyDayjsLanguage(tag === 'km' ? 'km' : 'en')
followLanguage(i18n.language)
i18n.on('languageChanged', followLanguage)

export type TypedDate = { kind: 'empty' } | { kind: 'date'; iso: string } | { kind: 'invalid' }

const KHMER_ZERO = 0x17e0
const SLASHED = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * A two-digit year as POSIX `strptime` (and dayjs, which antd's picker uses) reads it: 69–99 are 1969–1999,
 * 00–68 are 2000–2068. One rule everywhere, so what the picker shows while typing is what is saved.
 */
export function fullYear(twoDigits: number): number {
  return twoDigits + (twoDigits >= 69 ? 1900 : 2000)
}

/**
 * Reads what someone typed into a date field: `mm/dd/yy`, `mm/dd/yyyy` (or day first, when the shop writes
 * dates that way) or `yyyy-mm-dd`, with Latin or Khmer digits. A day that does not exist (02/30/2027) is
 * invalid, never moved to a neighbouring one.
 */
export function parseTypedDate(typed: string): TypedDate {
  const text = typed.trim().replace(/[\u17e0-\u17e9]/g, (digit) => String(digit.charCodeAt(0) - KHMER_ZERO))
  if (text === '') return { kind: 'empty' }
  const slashed = SLASHED.exec(text)
  const iso = ISO.exec(text)
  let year: number
  let month: number
  let day: number
  if (slashed) {
    const [, first = '', second = '', y = ''] = slashed
    const [m, d] = isDayFirst() ? [second, first] : [first, second]
    month = Number(m)
    day = Number(d)
    year = y.length === 2 ? fullYear(Number(y)) : Number(y)
  } else if (iso) {
    const [, y = '', m = '', d = ''] = iso
    year = Number(y)
    month = Number(m)
    day = Number(d)
  } else {
    return { kind: 'invalid' }
  }
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day) // Date.UTC would read years 0–99 as 1900–1999.
  const exists =
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  if (!exists) return { kind: 'invalid' }
  const pad = (n: number, width: number) => String(n).padStart(width, '0')
  return { kind: 'date', iso: `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}` }
}
