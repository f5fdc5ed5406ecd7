import dayjs, { type ConfigType } from 'dayjs'
import 'dayjs/locale/km'
import updateLocale from 'dayjs/plugin/updateLocale'

dayjs.extend(updateLocale)
// Weeks start on Sunday in the shops' calendars; dayjs' Khmer locale would start them on Monday.
dayjs.updateLocale('km', { weekStart: 0 })
dayjs.updateLocale('en', { weekStart: 0 })

/** The spec's display format for dates (mm/dd/yy). */
export const DATE_FORMAT = 'MM/DD/YY'

export function formatDate(value: ConfigType): string {
  return dayjs(value).format(DATE_FORMAT)
}

export function applyDayjsLanguage(tag: 'en' | 'km'): void {
  dayjs.locale(tag)
}
