import { type ReportColumn, type ReportTable, reportCellText } from '@sms/contract'
import { formatKhr, formatUsd } from '../../../lib/money.ts'
import { numberFormat, numberLocale } from '../../../lib/number-locale.ts'

type Row = ReportTable['rows'][number]

/** A text cell in the reader's language: the Khmer name, or a code's words (`reportCellText`). */
export function labelOf(_table: ReportTable, row: Row, key: string, lang: 'en' | 'km'): string {
  const value = reportCellText(row, key, lang)
  return value === null || value === undefined ? '—' : String(value)
}

const number = (tag: string, digits: number) =>
  numberFormat(numberLocale(tag), { maximumFractionDigits: digits })

/** A figure as the page shows it: dollars, riel, quantities with up to 3 decimals, percentages. */
export function formatCell(column: ReportColumn, value: unknown, lang: 'en' | 'km'): string {
  if (value === null || value === undefined || value === '') return '—'
  const tag = lang
  switch (column.type) {
    case 'usd':
      return formatUsd(Number(value), tag)
    case 'khr':
      return formatKhr(Number(value), tag)
    case 'quantity':
      return number(tag, 3).format(Number(value))
    case 'count':
      return number(tag, 0).format(Number(value))
    case 'percent':
      return `${number(tag, 2).format(Number(value))} %`
    default:
      return String(value)
  }
}

export function cellText(table: ReportTable, row: Row, column: ReportColumn, lang: 'en' | 'km') {
  return column.type === 'text'
    ? labelOf(table, row, column.key, lang)
    : formatCell(column, row[column.key], lang)
}
