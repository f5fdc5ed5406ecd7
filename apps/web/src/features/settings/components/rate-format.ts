import dayjs from 'dayjs'
import { formatDateTime } from '../../../lib/dates.ts'
import { numberFormat, numberLocale } from '../../../lib/number-locale.ts'

/** A riel rate as the interface language writes numbers: 4,100 or 4,087.5. */
export const formatRate = (rate: number, langTag: string) =>
  numberFormat(numberLocale(langTag), { maximumFractionDigits: 2 }).format(rate)

/** When something happened: the time alone today, the day and time before. */
export function formatWhen(iso: string): string {
  return dayjs(iso).isSame(dayjs(), 'day') ? dayjs(iso).format('HH:mm') : formatDateTime(iso)
}
